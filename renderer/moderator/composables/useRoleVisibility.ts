import { ref } from 'vue';

// One switch for the whole console, off at every start: the laptop may be seen by players.
const visible = ref(false);

/** Whether the console shows roles on the seat tiles (the moderator's choice, off by default). */
export function useRoleVisibility() {
  return { rolesVisible: visible, toggleRoles: () => (visible.value = !visible.value) };
}
