/**
 * The timeline reads "nobody" only when the event's own subject is missing (issue 12 club tryout: a Mensa
 * night whose mafia killed seat 5 read "Names read: the mafia kill nobody", because the bodyguard's
 * `guarded` seat was null).
 */
import { describe, expect, it } from 'vitest';
import { stationTranslator } from '../fixtures/station-translator.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';

const label = (seat: number) => `Seat ${seat}`;

describe('timeline "nobody" wording', () => {
  it('a Mensa reading that killed reads its victim even when nobody was guarded', () => {
    const event = {
      type: 'reading-ended',
      victim: 5,
      stoppedAt: 5,
      threshold: 3,
      sarika: null,
      guarded: null,
      vogon: null,
    };
    const text = eventMessage(stationTranslator(), 'timeline', 'mensa-hungariqa', event, label);
    expect(text).toContain('Seat 5');
    expect(text).not.toMatch(/nobody/i);
  });

  it('a Mensa reading with no victim still reads "nobody"', () => {
    const event = {
      type: 'reading-ended',
      victim: null,
      stoppedAt: null,
      threshold: 3,
      sarika: null,
      guarded: 4,
      vogon: null,
    };
    expect(eventMessage(stationTranslator(), 'timeline', 'mensa-hungariqa', event, label)).toMatch(/nobody/i);
  });
});
