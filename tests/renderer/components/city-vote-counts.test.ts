// @vitest-environment happy-dom
/**
 * tryout9: during a City vote the prompt said «8 podem votar; 0 já votaram nesta rodada» while the hands form
 * beside it said «0 de 7 mãos» (the candidate does not vote for himself, RULES.md §4), and the form's status read
 * «Contada» before any hand was typed. The prompt now names the round's voters and, as such, the hands this
 * candidate may get, the same number as the form; the status says the count is compared with the others'.
 */
import { describe, expect, it } from 'vitest';
import { commandShape } from '../../../shared/contract/index.ts';
import CommandForm from '../../../renderer/moderator/console/CommandForm.vue';
import { promptText } from '../../../renderer/common/text/prompt-text.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import type { Prompt } from '../../../shared/engine/index.ts';
import { dayOne, discuss, FULL_TABLE, mod, promptsOf, SEVEN_AND_SIX, votes } from '../../engine/city-mafia/helpers.ts';
import { stationTranslator } from '../../fixtures/station-translator.ts';
import { mountConsole } from './mount-kit.ts';

/** The hands the console's vote form counts for the candidate under vote («0 of N hands»), drawn from the engine's ballot. */
function formHands(game: ReturnType<typeof dayOne>): number {
  const view = mod(game);
  const { wrapper } = mountConsole(CommandForm, {
    props: {
      shape: commandShape('city-mafia', 'vote')!,
      seats: view.seats,
      ballot: view.ballot,
      active: true,
      disabled: false,
      error: null,
    },
  });
  return Number(wrapper.get('[data-testid="vote-tally"]').attributes('data-voters'));
}

/** The numbers a text names, in order. */
const numbers = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

describe('tryout9: the City vote prompt and the hands form count the same voters', () => {
  const first = discuss(dayOne(FULL_TABLE), SEVEN_AND_SIX);
  const second = votes(first, [1, 3]);

  for (const [moment, game, round, voted, free] of [
    ['the first candidate', first, 10, 0, 9],
    ['the second, after two hands for the first', second, 10, 2, 7],
  ] as const) {
    it(`names the round's voters and this candidate's possible hands (the form's), at ${moment}, in six languages`, () => {
      expect(formHands(game)).toBe(free);
      const prompt = promptsOf(game)[0] as Prompt;
      expect(prompt.params).toMatchObject({ entitled: round, voted, free });
      for (const locale of LOCALES) {
        const text = promptText(stationTranslator(locale), prompt, (seat) => String(seat));
        expect(numbers(text), `${locale}: ${text}`).toContain(free);
        expect(numbers(text), `${locale}: ${text}`).toContain(round);
      }
    });
  }

  it('the form’s status, before any hand is typed, says the count is compared with the other candidates', () => {
    expect(stationTranslator('en').t('console.tally.counted')).toBe('Compared with the other candidates');
    expect(stationTranslator('pt').t('console.tally.counted')).toBe('Comparada com os outros candidatos');
    // «Counted» read as done before a hand was typed: no language says it any more.
    const done = ['Counted', 'Посчитано', 'Megszámolva', 'Compté', 'Contada', '集計済み'];
    for (const locale of LOCALES) expect(done).not.toContain(stationTranslator(locale).t('console.tally.counted'));
  });
});
