import { ref } from 'vue';

/** How long a typed digit waits for a second one (seat 1 or seats 10–16) before it counts alone. */
export const SEAT_TYPING_MS = 900;

// The seat typed on the keyboard, shared by the whole console: "3, then R" gives seat 3 a remark from
// any screen, and the same "3" picks seat 3 in the form that is open.
const typed = ref('');
const seat = ref<number | null>(null);
let timer: ReturnType<typeof setTimeout> | null = null;
let onSeat: ((seat: number) => void) | null = null;

function commit(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const value = Number(typed.value);
  typed.value = '';
  if (value >= 1) {
    seat.value = value;
    onSeat?.(value);
  }
}

/**
 * Feeds one typed digit for a table of `seats`. A digit that cannot start a longer seat number counts at
 * once ("3" at a 10-seat table); "1" waits briefly for a second digit when the table has 10 or more.
 */
export function typeDigit(digit: number, seats: number): void {
  const next = `${typed.value}${digit}`;
  if (Number(next) > seats || Number(next) === 0) {
    // Not a seat: start again from this digit.
    typed.value = digit === 0 ? '' : String(digit);
  } else typed.value = next;
  if (!typed.value) return;
  if (Number(typed.value) * 10 > seats) return commit();
  if (timer) clearTimeout(timer);
  timer = setTimeout(commit, SEAT_TYPING_MS);
}

/** Forgets the typed seat (Escape, or after it was used). */
export function clearTypedSeat(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  typed.value = '';
  seat.value = null;
}

/** The seat typed on the keyboard: digits still being typed, the last seat entered, and who receives seats. */
export function useSeatEntry() {
  return {
    typed,
    seat,
    /** The seat to act on now: digits being typed count at once ("1", then R, is seat 1). */
    current(): number | null {
      if (typed.value) {
        const value = Number(typed.value);
        clearTypedSeat();
        return value;
      }
      return seat.value;
    },
    /** Sets who receives a seat as soon as it is typed (the open form's seat field); null for nobody. */
    listen(handler: ((seat: number) => void) | null): void {
      onSeat = handler;
    },
  };
}
