import { ref } from 'vue';
import { typeSeatKey, type SeatKey } from './seat-typing.ts';

// The seat typed on the keyboard, shared by the whole console: "3, then R" gives seat 3 a remark from
// any screen, and the same "3" picks seat 3 in the form that is open. What a key does depends only on the
// keys before it, never on how fast they came (seat-typing.ts).
const typed = ref('');
const seat = ref<number | null>(null);
/**
 * The number last refused as no seat of this table (17 at 12 players): said under the seats until the step is
 * sent, and the first Enter after it only asks for a second (tryout 11: at full speed "1 3 4" at 12 players
 * said "no seat 13" for one key, and Enter recorded hand 4 alone unseen).
 */
const refused = ref<number | null>(null);
/** A refused number is said and Enter was pressed once: the next Enter sends the form without it. */
const confirmingRefused = ref(false);
/** Whether the last key was a seat digit: a Space right after one separates seats ("3 4 5") and is not the timer's. */
const afterDigit = ref(false);
let onSeat: ((seat: number) => void) | null = null;
let onClaim: (() => void) | null = null;

function feed(key: SeatKey, seats: number): number | null {
  const step = typeSeatKey(typed.value, key, seats);
  typed.value = step.pending;
  if (step.refused !== null) {
    refused.value = step.refused;
    confirmingRefused.value = false;
  }
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

/**
 * Gives back the digits of a seat still being typed, kept with the drafts before a reload («1» at a table of ten or
 * more): only digits that could be pending at this table, as typeSeatKey leaves them; false for anything else.
 */
export function resumeTyping(digits: string, seats: number): boolean {
  const number = Number(digits);
  if (!/^[1-9][0-9]?$/.test(digits) || number * 10 > seats) return false;
  typed.value = digits;
  return true;
}

/** Forgets the typed seat (Escape, or after it was used, or when the console closes or shows another game). */
export function clearTypedSeat(): void {
  forgetTyping();
  seat.value = null;
}

/**
 * Forgets what was typed for the step just sent: a digit still pending belonged to that step (left there, it
 * made another seat with the next step's first digit, and a hand went missing: tryout 11), and the refused
 * number said under the seats. Digits typed after the command went are the next step's, and stay.
 */
export function forgetTyping(): void {
  afterDigit.value = false;
  typed.value = '';
  refused.value = null;
  confirmingRefused.value = false;
}

/**
 * Enter's question while a refused number is said: true the first time (the question is now shown, and the form
 * is not sent), false once asked (the form goes without the refused number) or with nothing refused.
 */
export function asksAboutRefused(): boolean {
  if (refused.value === null || confirmingRefused.value) return false;
  confirmingRefused.value = true;
  return true;
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
    /** Enter was pressed once with a refused number said: the next Enter sends without it. */
    confirmingRefused,
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
