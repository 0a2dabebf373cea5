import { toValue, type MaybeRefOrGetter } from 'vue';
import { useI18n } from 'vue-i18n';

/** A seat as the text needs it: its number and, once known, its player's name. */
export interface NamedSeat {
  seat: number;
  name: string;
}

/** Names a seat as "Name (3)", or "seat 3" when no such player is known (e.g. in the new-game form). */
export function useSeatLabel(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>) {
  const { t } = useI18n();
  return function seatLabel(seat: number): string {
    const player = toValue(players)?.find((p) => p.seat === seat);
    return player ? t('seat.named', { seat, name: player.name }) : t('seat.number', { seat });
  };
}
