/**
 * Issue 15: a negative sum reads as the projector writes it ("−$3", never "$-3") in the announcements, the
 * operator's timeline and Vincenzo's prompt, through `amount.<ruleset>` (shared/text/amount.ts).
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import type { Announcement, LoggedEvent } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const label = Object.assign((seat: number) => `P${seat} (${seat})`, { genderOf: () => null });

describe('copag-mafia: negative sums with their sign before the currency', () => {
  for (const locale of LOCALES)
    it(locale, () => {
      const tr = stationTranslator(locale);
      const sabotaged = { kind: 'mission-sabotaged', mission: 2, sum: -3, target: 5 } as unknown as Announcement;
      const said = announcementText(tr, 'copag-mafia', sabotaged, label);
      expect(said).toContain('−$3');
      expect(said).toContain('$5');
      expect(said).not.toContain('$-');
      const revealed = { type: 'mission-revealed', mission: 2, cards: [], sum: -3 } as unknown as LoggedEvent;
      const line = eventMessage(tr, 'timeline', 'copag-mafia', revealed, label)!;
      expect(line).toContain('−$3');
      expect(line).not.toContain('$-');
      const prompt = {
        key: 'prompt.copag-mafia.vincenzo',
        params: { mission: 2, name: 'Assalto', sum: -3, value: 5, seat: 4 },
        commands: ['vincenzo'],
      };
      const read = promptText(tr, prompt, label);
      expect(read).toContain('−$3');
      expect(read).toContain('$5');
      expect(read).not.toContain('$-');
    });
});
