/**
 * The timeline reads "nobody" only when the event's own subject is missing (issue 12 club tryout: a Mensa
 * night whose mafia killed seat 5 read "Names read: the mafia kill nobody", because the bodyguard's
 * `guarded` seat was null).
 */
import { describe, expect, it } from 'vitest';
import { readingEnded } from '../fixtures/mensa-reading.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';

const label = (seat: number) => `Seat ${seat}`;

describe('timeline "nobody" wording', () => {
  it('a Mensa reading that killed reads its victim even when nobody was guarded', () => {
    const event = readingEnded({ victim: 5, stoppedAt: 5 });
    const text = eventMessage(stationTranslator(), 'timeline', 'mensa-hungariqa', event, label);
    expect(text).toContain('Seat 5');
    expect(text).not.toMatch(/nobody/i);
  });

  it('a Mensa reading with no victim still reads "nobody"', () => {
    const event = readingEnded({ guarded: 4 });
    expect(eventMessage(stationTranslator(), 'timeline', 'mensa-hungariqa', event, label)).toMatch(/nobody/i);
  });
});

describe('a City dawn in the timeline', () => {
  const night = (victims: number[]) => ({ type: 'night-resolved', victims, healed: null, selfHeal: false });
  it('reads "nobody died" for a night without victims, and the victims in the number’s form', () => {
    // Club tryout: «Утро: жертвы» with nothing after it, and «жертвы» for one victim.
    const [en, ru] = [stationTranslator('en'), stationTranslator('ru')];
    expect(eventMessage(en, 'timeline', 'city-mafia', night([]), label)).toBe('Dawn: nobody died');
    expect(eventMessage(en, 'timeline', 'city-mafia', night([4]), label)).toBe('Dawn: victim Seat 4');
    expect(eventMessage(en, 'timeline', 'city-mafia', night([4, 7]), label)).toBe('Dawn: victims Seat 4, Seat 7');
    expect(eventMessage(ru, 'timeline', 'city-mafia', night([]), label)).toBe('Утро: никто не погиб');
    expect(eventMessage(ru, 'timeline', 'city-mafia', night([4]), label)).toBe('Утро, жертва: Seat 4');
  });
});

describe('a City floor in the timeline', () => {
  const floor = (seat: number | null, queue: number[]) => ({ type: 'floor-given', seat, speech: 'speech', queue });
  it('gives the floor to the last speaker, whose queue is empty, and reads "closed" only when nobody has it', () => {
    // tryout13: «Слово закрыто» when the day's last speaker (and a voted-out player's last word) got the floor.
    const [en, ru] = [stationTranslator('en'), stationTranslator('ru')];
    expect(eventMessage(en, 'timeline', 'city-mafia', floor(10, []), label)).toBe('Floor to Seat 10');
    expect(eventMessage(en, 'timeline', 'city-mafia', floor(3, [4, 5]), label)).toBe('Floor to Seat 3');
    expect(eventMessage(en, 'timeline', 'city-mafia', floor(null, []), label)).toBe('Floor closed');
    expect(eventMessage(ru, 'timeline', 'city-mafia', floor(10, []), label)).not.toMatch(/закрыто/);
  });
});
