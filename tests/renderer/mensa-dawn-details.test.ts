/**
 * Mensa's dawn summary tells the moderator the whole night (club tryout: it told the inspector's check and the
 * mafia's choice only): whom the bodyguard guarded, what Aunt Sárika's hand did, what the vogon saw.
 */
import { describe, expect, it } from 'vitest';
import { readingEnded } from '../fixtures/mensa-reading.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';
import { dawnSummary } from '../../renderer/moderator/console/dawn-lines.ts';

const seat = (n: number) => `N${n} (${n})`;

describe('Mensa’s dawn summary', () => {
  it('tells the bodyguard’s pick, Aunt Sárika’s hand and the vogon’s look with the mafia’s choice', () => {
    const reading = readingEnded({ sarika: 'protected', guarded: 4, vogon: { seat: 5, saw: 'no-hands' } });
    const lines = dawnSummary(stationTranslator(), 'mensa-hungariqa', [reading], null, seat).map((line) => line.text);
    expect(lines).toEqual([
      "The mafia's hands chose nobody.",
      "Aunt Sárika's hand saved the mafia's choice.",
      'The bodyguard guarded N4 (4).',
      'The vogon looked at N5 (5): no hand was raised there.',
    ]);
  });

  it('says nothing of a detail that did not happen', () => {
    const reading = readingEnded({ victim: 7, stoppedAt: 7 });
    const lines = dawnSummary(stationTranslator(), 'mensa-hungariqa', [reading], null, seat).map((line) => line.text);
    expect(lines).toEqual(["The mafia's hands chose N7 (7)."]);
  });
});
