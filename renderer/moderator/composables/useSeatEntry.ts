import { ref } from 'vue';
import { typeSeatKey, type SeatKey } from './seat-typing.ts';

// The seat typed on the keyboard, shared by the whole console: "3, then R" gives seat 3 a remark from
// any screen, and the same "3" picks seat 3 in the form that is open. What a key does depends only on the
// keys before it, never on how fast they came (seat-typing.ts).
const typed = ref('');
const seat = ref<number | null>(null);
/** The number last refused as no seat of this table (17 at 12 players), shown until the next key. */
const refused = ref<number | null>(null);
/** Whether the last key was a seat digit: a Space right after one separates seats ("3 4 5") and is not the timer's. */
const afterDigit = ref(false);
let onSeat: ((seat: number) => void) | null = null;
let onClaim: (() => void) | null = null;

function feed(key: SeatKey, seats: number): number | null {
  const step = typeSeatKey(typed.value, key, seats);
  typed.value = step.pending;
  refused.value = step.refused;
  if (step.seat === null) return null;
  seat.value = step.seat;
  onSeat?.(step.seat);
  return step.seat;
}

/** Feeds one typed digit for a table of `seats` (seat-typing.ts says when it completes a seat). */
export function typeDigit(digit: number, seats: number): void {
  feed(digit, seats);
  afterDigit.value = true;
}

/** Ends the seat being typed (space, comma, Enter): its pending digits count as they are. Returns that seat. */
export function endSeat(): number | null {
  afterDigit.value = false;
  return feed('end', 0);
}

/** Takes back the last pending digit (Backspace); false when nothing was being typed. */
export function backspaceSeat(): boolean {
  if (!typed.value) return false;
  typed.value = typed.value.slice(0, -1);
  refused.value = null;
  return true;
}

/** Forgets the typed seat (Escape, or after it was used). */
export function clearTypedSeat(): void {
  afterDigit.value = false;
  typed.value = '';
  seat.value = null;
  refused.value = null;
}

/**
 * Forgets the last seat entered once the step it went into is recorded, so its outline does not stay on
 * the grid (issue 12, club tryout); digits still being typed for the next step are kept.
 */
export function forgetEnteredSeat(): void {
  seat.value = null;
}

/** The seat typed on the keyboard: digits still being typed, the last seat entered, and who receives seats. */
export function useSeatEntry() {
  return {
    typed,
    seat,
    refused,
    /** A seat's digits were the last keys: Space now ends or separates seats rather than toggling the timer. */
    separating: () => typed.value !== '' || afterDigit.value,
    /**
     * The seat to act on now (R's remark): digits being typed count at once ("1", then R, is seat 1); a seat
     * already entered is claimed from the form it went into, which gives it back (it was typed for the remark).
     */
    current(): number | null {
      if (typed.value) {
        const value = Number(typed.value);
        clearTypedSeat();
        return value;
      }
      if (seat.value !== null) onClaim?.();
      return seat.value;
    },
    /**
     * Sets who receives a seat as soon as it is typed (the open form's seat field), and how that form gives the
     * last one back when R claims it; null for nobody.
     */
    listen(handler: ((seat: number) => void) | null, claim: (() => void) | null = null): void {
      onSeat = handler;
      onClaim = claim;
    },
  };
}
