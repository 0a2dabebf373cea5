/**
 * Mensa's dawn summary tells the moderator the whole night (club tryout: it told the inspector's check and the
 * mafia's choice only): whom the bodyguard guarded, what Aunt Sárika's hand did, what the vogon saw.
 */
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../renderer/common/i18n.ts';
import { MESSAGES } from '../../renderer/locales/messages.ts';
import { dawnSummary } from '../../renderer/moderator/console/dawn-lines.ts';
import type { Translator } from '../../shared/text/translator.ts';

function english(): Translator {
  const i18n = createStationI18n('en', MESSAGES);
  const t = i18n.global.t as unknown as (key: string, params?: Record<string, unknown>) => string;
  return { t: (key, params) => (params ? t(key, params) : t(key)), te: (key) => i18n.global.te(key) };
}

const seat = (n: number) => `N${n} (${n})`;

describe('Mensa’s dawn summary', () => {
  it('tells the bodyguard’s pick, Aunt Sárika’s hand and the vogon’s look with the mafia’s choice', () => {
    const reading = {
      type: 'reading-ended',
      victim: null,
      stoppedAt: null,
      threshold: 3,
      sarika: 'protected',
      guarded: 4,
      vogon: { seat: 5, saw: 'no-hands' },
    };
    const lines = dawnSummary(english(), 'mensa-hungariqa', [reading], null, seat).map((line) => line.text);
    expect(lines).toEqual([
      "The mafia's hands chose nobody.",
      "Aunt Sárika's hand saved the mafia's choice.",
      'The bodyguard guarded N4 (4).',
      'The vogon looked at N5 (5): no hand was raised there.',
    ]);
  });

  it('says nothing of a detail that did not happen', () => {
    const reading = {
      type: 'reading-ended',
      victim: 7,
      stoppedAt: 7,
      threshold: 3,
      sarika: null,
      guarded: null,
      vogon: null,
    };
    const lines = dawnSummary(english(), 'mensa-hungariqa', [reading], null, seat).map((line) => line.text);
    expect(lines).toEqual(["The mafia's hands chose N7 (7)."]);
  });
});
