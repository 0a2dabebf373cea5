import { storeToRefs } from 'pinia';
import { ref } from 'vue';
import { commandShape } from '../../../shared/contract/index.ts';
import { consoleOffers } from '../console/console-offers.ts';
import { useGameStore } from '../stores/game.ts';
import { useKeyboard } from './useKeyboard.ts';
import { useRoleVisibility } from './useRoleVisibility.ts';
import { useSeatEntry } from './useSeatEntry.ts';

/**
 * The keys that work on every screen: ? for the help overlay, H to show or hide roles, and a remark in two
 * keystrokes — the seat's number, then R — wherever the game's ruleset gives remarks (a vote included).
 * `gameOnScreen` says whether the open game's console is showing: the game keys do nothing otherwise.
 */
export function useConsoleKeys(gameOnScreen: () => boolean = () => true) {
  const game = useGameStore();
  const { current, busy } = storeToRefs(game);
  const { toggleRoles } = useRoleVisibility();
  const entry = useSeatEntry();
  const helpOpen = ref(false);

  function remark(): void {
    const open = current.value;
    const seat = entry.current();
    // Only where the game gives remarks now (city mafia by day; the others with the discipline option).
    if (!open || seat === null || !commandShape(open.rulesetId, 'remark') || !game.offers('remark')) return;
    void game.send({ type: 'remark', seat } as never);
  }

  useKeyboard([
    { key: '?', help: 'keys.help', action: () => (helpOpen.value = !helpOpen.value) },
    {
      key: 'h',
      help: 'keys.roles',
      // As the header's switch: only where the moderator knows the roles (not Copag's operator, a player).
      offered: () => current.value === null || consoleOffers(current.value.rulesetId).roleSwitch,
      enabled: () => current.value !== null && consoleOffers(current.value.rulesetId).roleSwitch && gameOnScreen(),
      action: toggleRoles,
    },
    {
      key: 'r',
      label: '1–16, R',
      help: 'keys.remark',
      // Only a game that keeps remarks has the key: its ruleset has them (Copag has none), and the view's seats carry
      // them (a 1987, French-deck or Mensa game without the discipline option has none: tryout 15 found «3 R» there
      // doing nothing while the help listed it).
      offered: () =>
        current.value === null ||
        (commandShape(current.value.rulesetId, 'remark') !== null &&
          current.value.seats.some((seat) => seat.remarks !== null)),
      enabled: () => current.value !== null && !busy.value && gameOnScreen(),
      action: remark,
    },
  ]);
  return { helpOpen };
}
