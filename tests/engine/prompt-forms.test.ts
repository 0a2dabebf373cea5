/**
 * Issue 12 (club tryout): prompts read aloud in one clear form. The Mensa reading names the seat once,
 * with its place in the reading apart ("Name 5 of 12 … Anna (5)", never "Anna (5) (5 of 12)"); City's car
 * crash names the tied players as every other sentence names a seat ("Anna (4), Boris (6)", not "4, 6").
 */
import { describe, expect, it } from 'vitest';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { MENSA } from './mensa-hungariqa/helpers.ts';
import { dayOne as mensaDayOne, step as mensaStep } from './mensa-hungariqa/helpers.ts';
import { day, dayOne, promptsOf } from './city-mafia/helpers.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const NAMES = [
  'Anna',
  'Boris',
  'Csilla',
  'Dénes',
  'Eszter',
  'Ferenc',
  'Gita',
  'Hugo',
  'Irina',
  'Jakub',
  'Kata',
  'Lilla',
];

describe('prompts read in one clear form, in every language', () => {
  for (const locale of LOCALES) {
    it(`${locale}: the Mensa reading names the seat once, with no doubled brackets`, () => {
      const tr = stationTranslator(locale);
      const seatLabel = (seat: number): string => tr.t('seat.named', { seat, name: NAMES[seat - 1]! });
      let game = mensaStep(mensaDayOne('PMMICCCCCCCC'), { type: 'end-day' });
      game = mensaStep(game, { type: 'inspector-check', target: 10 });
      game = mensaStep(game, { type: 'next-step' });
      game = mensaStep(game, { type: 'next-name' });
      const read = MENSA.prompts(game.state).find((p) => p.key.endsWith('.read-name'))!;
      const text = promptText(tr, read, seatLabel);
      expect(text).toContain(seatLabel(2));
      // Two bracketed groups side by side ("(2) (2 of 12)", "（2）（12人中2番目）") read as one muddle.
      expect(text, text).not.toMatch(/[)）]\s*[(（]/);
    });

    it(`${locale}: the City car crash names the tied players, not bare numbers`, () => {
      const tr = stationTranslator(locale);
      const seatLabel = (seat: number): string => tr.t('seat.named', { seat, name: NAMES[seat - 1]! });
      // Candidates 7, 6, 8: 7 and 6 tie with 3 hands each.
      const game = day(
        dayOne('MMDSHCCCCC'),
        [
          [1, 7],
          [2, 6],
          [3, 8],
        ],
        [1, 2, 3],
        [4, 5, 8],
        [9],
      );
      const defence = promptsOf(game)[0]!;
      expect(defence.key).toBe('prompt.city-mafia.defence');
      const text = promptText(tr, defence, seatLabel);
      expect(text, text).toContain(seatLabel(6));
      expect(text, text).not.toMatch(/\b7, 6\b/);
    });
  }
});
