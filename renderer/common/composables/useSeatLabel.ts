import { inject, toValue, type InjectionKey, type MaybeRefOrGetter } from 'vue';
import { useI18n } from 'vue-i18n';
import type { SeatGenders } from '../../../shared/engine/index.ts';
import type { SeatLabel } from '../../../shared/text/translator.ts';

/**
 * Where an app provides the genders of its game's seats (the view's `genders`, from the player records):
 * the moderator window from its game, the projector from the public view. Absent, the texts stay neutral.
 */
export const SEAT_GENDERS: InjectionKey<() => SeatGenders | null | undefined> = Symbol('seat-genders');

/** A seat as the text needs it: its number and, once known, its player's name. */
export interface NamedSeat {
  seat: number;
  name: string;
}

/** Names a seat as "Name (3)", or "seat 3" when no such player is known (e.g. in the new-game form). */
export function useSeatLabel(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>): SeatLabel {
  const { t } = useI18n();
  const genders = inject(SEAT_GENDERS, () => null);
  function seatLabel(seat: number): string {
    const player = toValue(players)?.find((p) => p.seat === seat);
    return player ? t('seat.named', { seat, name: player.name }) : t('seat.number', { seat });
  }
  return Object.assign(seatLabel, { genderOf: (seat: number) => genders()?.[seat - 1] ?? null });
}
