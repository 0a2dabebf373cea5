import type { SeatLabel, Translator } from '../text/translator.ts';

/** Names a seat as "Name (3)" from the view's players, or "seat 3" for one the view does not list. */
export function seatLabeller(tr: Translator, players: readonly { seat: number; name: string }[]): SeatLabel {
  const names = new Map(players.map((p) => [p.seat, p.name]));
  return (seat) => {
    const name = names.get(seat);
    return name === undefined ? tr.t('seat.number', { seat }) : tr.t('seat.named', { seat, name });
  };
}

/** A list of seats as one line of text, e.g. "Anna (1), Boris (2)". */
export function seatList(label: SeatLabel, seats: readonly number[]): string {
  return seats.map(label).join(', ');
}
