import type { MaybeRefOrGetter } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Davidoff1987Announcement as Announcement } from '../../../shared/engine/index.ts';
import { useSeatLabel, type NamedSeat } from './useSeatLabel.ts';

/** Turns a public announcement into a sentence (`announcement.<kind>`), seats shown with their names. */
export function useAnnouncementText(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>) {
  const { t } = useI18n();
  const seatLabel = useSeatLabel(players);
  return function announcementText(a: Announcement): string {
    switch (a.kind) {
      case 'game-started':
        return t('announcement.game-started', { players: a.players });
      case 'day-began':
      case 'night-fell':
        return t(`announcement.${a.kind}`, { round: a.round });
      case 'accusation':
        return t('announcement.accusation', { accuser: seatLabel(a.accuser), accused: seatLabel(a.accused) });
      case 'night-proposed':
        return t('announcement.night-proposed', { proposer: seatLabel(a.proposer) });
      case 'vote-result':
        return t('announcement.vote-result', {
          subject: t(`vote-subject.${a.subject}`, { seat: seatLabel(a.seat) }),
          yes: a.yes,
          result: t(a.passed ? 'vote-outcome.carried' : 'vote-outcome.rejected'),
        });
      case 'vote-cancelled':
        return t('announcement.vote-cancelled', { subject: t(`vote-subject.${a.subject}`, { seat: seatLabel(a.seat) }) });
      case 'executed':
      case 'killed':
        return t(`announcement.${a.kind}`, { seat: seatLabel(a.seat) });
      case 'nobody-died':
        return t('announcement.nobody-died');
      case 'game-over':
        return t('announcement.game-over', { winner: t(`team.${a.winner}.plural`) });
    }
  };
}
