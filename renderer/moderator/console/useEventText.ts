import { useI18n } from 'vue-i18n';
import { useTranslator } from '../../common/composables/useTranslator.ts';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import { eventMessage, type LoggedEvent } from '../../common/text/event-text.ts';
import { useGameStore } from '../stores/game.ts';

/**
 * Describes any ruleset's logged event for the timeline: `timeline.<ruleset>.<type>` (or the shared
 * `timeline.<type>`), its fields made readable — seats as "Name (3)", roles by name, yes/no as words.
 * A `-none` variant of the key is used when a seat field is null (no target, no victim, no check).
 */
export function useEventText(viewOf?: () => ModeratorView | null) {
  const { t } = useI18n();
  const game = useGameStore();
  /** The game whose events are described: the one given (a replayed archive game), else the open game. */
  const described = (): ModeratorView | null => (viewOf ? viewOf() : game.current);
  const tr = useTranslator();

  function seatLabel(seat: number): string {
    const view = described();
    const found = view?.seats.find((s) => s.seat === seat);
    return found ? t('seat.named', { seat, name: found.name }) : String(seat);
  }

  return function eventText(event: LoggedEvent): string {
    return eventMessage(tr, 'timeline', described()?.rulesetId, event, seatLabel) ?? event.type;
  };
}
