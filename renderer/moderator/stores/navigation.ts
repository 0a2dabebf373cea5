import { defineStore } from 'pinia';
import { ref } from 'vue';

/** The console's sections: the games (the start page, or the open game's console), the archive, players, tournaments. */
export type Section = 'games' | 'archive' | 'players' | 'tournaments';

/** Every section, in the order the header lists them. */
export const SECTIONS: readonly Section[] = ['games', 'archive', 'players', 'tournaments'];

/**
 * Where the console is: a section and its parameters (the archive game on screen, say: `{ gameId }`).
 * The open game is the station's, not the section's: leaving "games" keeps it open, and "games" returns to it.
 */
export const useNavigationStore = defineStore('navigation', () => {
  const section = ref<Section>('games');
  const params = ref<Record<string, string>>({});

  /** Goes to a section, with its parameters (none by default). */
  function go(next: Section, nextParams: Record<string, string> = {}): void {
    section.value = next;
    params.value = { ...nextParams };
  }

  return { section, params, go };
});
