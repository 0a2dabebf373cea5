/** One key of seat entry: a digit, or a key that ends the seat being typed (space, comma, Enter). */
export type SeatKey = number | 'end';

/** What one key did: the digits still pending, the seat it completed, or the number it refused. */
export interface SeatTypingStep {
  pending: string;
  seat: number | null;
  refused: number | null;
}

/**
 * The seat entry scheme, the same at any typing speed (no timer decides anything): a digit that can only
 * begin one seat of the table is that seat at once ("2".."9" at 12 players); "1" at a table of ten or more
 * stays pending until the next key says whether it is seat 1 (an end key) or 1x (a digit); a number that is
 * no seat of the table (0, 17 at 12 players) is refused at once and the next digit starts a new seat.
 */
export function typeSeatKey(pending: string, key: SeatKey, seats: number): SeatTypingStep {
  if (key === 'end') return { pending: '', seat: pending ? Number(pending) : null, refused: null };
  const number = Number(`${pending}${key}`);
  if (number < 1 || number > seats) return { pending: '', seat: null, refused: number };
  // Could a further digit still make a seat of this table? Then wait for the next key.
  if (number * 10 <= seats) return { pending: String(number), seat: null, refused: null };
  return { pending: '', seat: number, refused: null };
}
