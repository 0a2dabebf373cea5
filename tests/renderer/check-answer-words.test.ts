/**
 * Club tryout: the engine's words are read in the console's language. The answer to a night check is read aloud: City's sheriff and don and
 * the French deck's angel get a yes or a no from the engine (`answer: 'yes' | 'no'`); the script card read the
 * English word inside a Russian sentence ("…мафия? yes"). And the timeline names a City night's step by its
 * role's word, where it read "Ночь (sheriff)".
 */
import { describe, expect, it } from 'vitest';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import { seatLabeller } from '../../shared/projector/seat-text.ts';
import type { Prompt } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const PLAYERS = [
  { seat: 1, name: 'Anna' },
  { seat: 3, name: 'Vera' },
];

function read(locale: 'ru' | 'en' | 'hu', prompt: Prompt): string {
  const tr = stationTranslator(locale);
  return promptText(tr, prompt, seatLabeller(tr, PLAYERS, null));
}

const sheriff = (answer: string): Prompt =>
  ({ key: 'prompt.city-mafia.night.sheriff-answer', params: { round: 1, seat: 3, answer }, commands: [] }) as never;
const angel = (answer: string): Prompt =>
  ({ key: 'prompt.french-deck.night.angel-answer', params: { seat: 1, target: 3, answer }, commands: [] }) as never;

describe('a night check’s answer is read in the console’s language', () => {
  it('City’s sheriff: «да» and «нет» in Russian, yes and no in English', () => {
    expect(read('ru', sheriff('yes'))).toContain('мафия? да.');
    expect(read('ru', sheriff('no'))).toContain('мафия? нет.');
    expect(read('en', sheriff('yes'))).toContain('is Vera (3) mafia? — yes.');
    // The seat's label is its player's name: "seat Vera (3)" read the word twice over.
    expect(read('ru', sheriff('yes'))).toContain('Шерифу: Vera (3) — мафия?');
  });

  it('the French deck’s angel, in Russian and Hungarian, names no English word', () => {
    expect(read('ru', angel('yes'))).not.toMatch(/\byes\b/);
    expect(read('hu', angel('no'))).not.toMatch(/\bno\b/);
  });
});

describe('a City night step in the timeline is named by its role', () => {
  it('«Ночь (шериф)» in Russian, "Night (sheriff)" in English', () => {
    const event = { type: 'night-action', step: 'sheriff', target: 3 };
    const line = (locale: 'ru' | 'en') => {
      const tr = stationTranslator(locale);
      return eventMessage(tr, 'timeline', 'city-mafia', event, seatLabeller(tr, PLAYERS, null));
    };
    expect(line('ru')).toBe('Ночь (шериф): Vera (3)');
    expect(line('en')).toBe('Night (sheriff): Vera (3)');
  });
});
