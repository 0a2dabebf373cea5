import { toValue, type MaybeRefOrGetter } from 'vue';
import { useTranslator } from './useTranslator.ts';
import type { Announcement, RulesetId } from '../../../shared/engine/index.ts';
import { announcementText } from '../text/announcement-text.ts';
import { useSeatLabel, type NamedSeat } from './useSeatLabel.ts';

/**
 * Turns a public announcement into a sentence (`announcement.<ruleset>.<kind>`, else `announcement.<kind>`),
 * seats shown with their names. The ruleset defaults to davidoff-1987, whose console came first.
 */
export function useAnnouncementText(
  players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined>,
  rulesetId: MaybeRefOrGetter<RulesetId> = 'davidoff-1987',
) {
  const seatLabel = useSeatLabel(players);
  const translator = useTranslator();
  return function text(a: Announcement): string {
    return announcementText(translator, toValue(rulesetId), a, seatLabel);
  };
}
