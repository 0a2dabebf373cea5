import { watch } from 'vue';
import { saveTypedSeat, takeTypedSeat } from '../stores/form-drafts.ts';
import { resumeTyping, useSeatEntry } from './useSeatEntry.ts';

/** The open game as the console sees it: its id, the version on screen and its number of seats. */
interface OpenGame {
  gameId: string;
  version: number;
  seats: number;
}

/**
 * Keeps the seat digits being typed («1» of «12» at a 16-seat table) with the open game's form drafts, and gives
 * them back when the console is drawn again for the same step (a reload, a station restart): the screen comes
 * back as the moderator left it. Digits typed at another step are not shown (form-drafts.ts discards them).
 * Call it after the console forgets the typed seat of a game it leaves, so a game opened is given its own.
 */
export function useTypedSeatDraft(game: () => OpenGame | null): void {
  const { typed } = useSeatEntry();
  watch(
    () => game()?.gameId,
    () => {
      const open = game();
      if (!open) return;
      const digits = takeTypedSeat(open);
      if (digits && !resumeTyping(digits, open.seats)) saveTypedSeat(open, '');
    },
    { immediate: true },
  );
  watch([typed, () => game()?.gameId, () => game()?.version], ([digits]) => {
    const open = game();
    if (open) saveTypedSeat(open, digits);
  });
}
