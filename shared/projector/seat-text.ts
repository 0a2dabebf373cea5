import type { SeatGenders } from '../engine/gender.ts';
import { joinNames } from '../text/name-list.ts';
import type { SeatLabel, Translator } from '../text/translator.ts';

/**
 * Names a seat as "Name (3)" from the view's players, or "seat 3" for one the view does not list; it knows
 * each seat's gender from the view's `genders` (the player records), for the gendered words.
 */
export function seatLabeller(
  tr: Translator,
  players: readonly { seat: number; name: string }[],
  genders?: SeatGenders | null,
): SeatLabel {
  const names = new Map(players.map((p) => [p.seat, p.name]));
  const label = (seat: number): string => {
    const name = names.get(seat);
    return name === undefined ? tr.t('seat.number', { seat }) : tr.t('seat.named', { seat, name });
  };
  return Object.assign(label, { genderOf: (seat: number) => genders?.[seat - 1] ?? null });
}

/** A list of seats as one line of text in the language's list style, e.g. "Anna (1), Boris (2)". */
export function seatList(tr: Translator, label: SeatLabel, seats: readonly number[]): string {
  return joinNames(tr, seats.map(label));
}

/** How and when a player left the game, as "executed in round 2" (`cause.<cause>-in`), or null while he plays. */
export function eliminatedText(tr: Translator, eliminated: { cause: string; round: number } | null): string | null {
  return eliminated ? tr.t(`cause.${eliminated.cause}-in`, { round: eliminated.round }) : null;
}
