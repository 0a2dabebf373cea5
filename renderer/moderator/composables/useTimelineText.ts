import type { MaybeRefOrGetter } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Davidoff1987Event, MetaEvent } from '../../../shared/engine/index.ts';

/** The events this (davidoff-1987) console's timeline describes. */
type LoggedEvent = Davidoff1987Event | MetaEvent;
import { useSeatLabel, type NamedSeat } from '../../common/composables/useSeatLabel.ts';

/** Describes one logged event for the moderator's timeline (`timeline.<type>`). */
export function useTimelineText(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>) {
  const { t } = useI18n();
  const seat = useSeatLabel(players);
  return function eventText(event: LoggedEvent): string {
    switch (event.type) {
      case 'game-created':
        return t('timeline.game-created', { players: event.setup.players.length });
      case 'accusation-made':
        return t('timeline.accusation-made', { accuser: seat(event.accuser), accused: seat(event.accused) });
      case 'night-proposed':
        return t('timeline.night-proposed', { proposer: seat(event.proposer) });
      case 'vote-resolved':
        return t('timeline.vote-resolved', {
          yes: event.yes,
          result: t(event.passed ? 'vote-outcome.carried' : 'vote-outcome.rejected'),
        });
      case 'player-eliminated':
        return t(`timeline.player-eliminated`, { seat: seat(event.seat), cause: t(`cause.${event.cause}`) });
      case 'night-note-recorded':
        return t('timeline.night-note-recorded', { seat: seat(event.seat), target: seat(event.target) });
      case 'night-resolved':
        return event.victim === null
          ? t('timeline.night-resolved-none')
          : t('timeline.night-resolved', { victim: seat(event.victim) });
      case 'game-ended':
        return t('timeline.game-ended', { winner: t(`team.${event.outcome.winner}.plural`) });
      case 'steps-undone':
      case 'steps-redone':
        return t(`timeline.${event.type}`, { steps: event.steps.join(', ') });
      case 'remark-given':
        return t('timeline.remark-given', { seat: seat(event.seat) });
      case 'player-removed':
        return t('timeline.player-removed', {
          seat: seat(event.seat),
          reason: t(`announcement.removal-reason.${event.reason}`),
        });
      case 'mafia-recorded':
        return t('timeline.mafia-recorded', { seats: event.seats.map(seat).join(', ') });
      case 'roles-dealt':
      case 'cards-dealt':
      case 'sunrise-ended':
      case 'vote-cancelled':
      case 'night-fell':
      case 'day-began':
      case 'dawn-announced':
        return t(`timeline.${event.type}`);
    }
  };
}
