import { toValue, type MaybeRefOrGetter } from 'vue';
import { useI18n } from 'vue-i18n';
import type { Announcement, RulesetId } from '../../../shared/engine/index.ts';
import { announcementText } from '../text/announcement-text.ts';
import { useSeatLabel, type NamedSeat } from './useSeatLabel.ts';

/**
 * Turns a public announcement into a sentence (`announcement.<ruleset>.<kind>`, else `announcement.<kind>`),
 * seats shown with their names. The ruleset defaults to davidoff-1987, whose console came first.
 */
export function useAnnouncementText(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>, rulesetId: MaybeRefOrGetter<RulesetId> = 'davidoff-1987') {
  const { t, te } = useI18n();
  const seatLabel = useSeatLabel(players);
  const translator = { t: (key: string, params?: Record<string, unknown>) => (params ? t(key, params) : t(key)), te: (key: string) => te(key) };
  return function text(a: Announcement): string {
    return announcementText(translator, toValue(rulesetId), a, seatLabel);
  };
}
