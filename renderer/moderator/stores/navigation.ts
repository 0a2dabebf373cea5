import { defineStore } from 'pinia';
import { ref } from 'vue';

/** The console's sections: the games (the start page, or the open game's console), the archive, players, tournaments. */
export type Section = 'games' | 'archive' | 'players' | 'tournaments';

/**
 * Where the console is: a section and its parameters (the archive game on screen, say: `{ gameId }`).
 * The open game is the station's, not the section's: leaving "games" keeps it open, and "games" returns to it.
 */
export const useNavigationStore = defineStore('navigation', () => {
  const section = ref<Section>('games');
  const params = ref<Record<string, string>>({});
  /** Each section's parameters when it was last left, so the header's tab returns to where the moderator was. */
  const left = new Map<Section, Record<string, string>>();

  /** Goes to a section, with its parameters (none by default). */
  function go(next: Section, nextParams: Record<string, string> = {}): void {
    if (next !== section.value) left.set(section.value, params.value);
    section.value = next;
    params.value = { ...nextParams };
  }

  /** The header's tab: back to where that section was left (a game's page, say); on the section already, to its start. */
  function visit(next: Section): void {
    go(next, next === section.value ? {} : (left.get(next) ?? {}));
  }

  return { section, params, go, visit };
});
