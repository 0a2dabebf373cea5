import { describe, expect, it } from 'vitest';
import { promptText } from '../../../renderer/common/text/prompt-text.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import type { Prompt } from '../../../shared/engine/index.ts';
import { stationTranslator } from '../../fixtures/station-translator.ts';
import { dayOne, discuss, FULL_TABLE, promptsOf, run, votes, type Game } from './helpers.ts';

/**
 * Tryout 10 (city-E): two players left, the don (4) and the maniac (7), tied 1–1. RULES.md §4: the tied do not vote
 * in the re-vote, so nobody may vote in it nor in the all-leave vote that follows; both are empty by definition and
 * both stay. The rules still hold those votes (skipping them would drop the re-vote and the all-leave question the
 * rules order), so the moderator still records them; each prompt now says so in one line he reads aloud.
 */
function twoLeftTied(): Game {
  const removals = [1, 2, 3, 5, 6, 8, 9, 10].map((seat) => ({
    type: 'remove' as const,
    seat,
    reason: 'other' as const,
    note: null,
  }));
  const crash = votes(
    discuss(run(dayOne(FULL_TABLE), ...removals), [
      [4, 7],
      [7, 4],
    ]),
    [4],
    [7],
  );
  return run(crash, { type: 'end-speech' }, { type: 'end-speech' });
}

/** The prompt's text in a language, seats read as «P4 (4)». */
const textOf = (prompt: Prompt, locale: (typeof LOCALES)[number]) =>
  promptText(stationTranslator(locale), prompt, (seat) => `P${seat} (${seat})`);

describe('RULES §4 a vote nobody may vote in: held and recorded, and the prompt says it is empty', () => {
  it('the re-vote and the all-leave vote are flagged empty; a vote with voters is not', () => {
    const revote = twoLeftTied();
    expect(revote.state.vote?.stage).toBe('revote');
    expect(promptsOf(revote)[0]).toMatchObject({ key: 'prompt.city-mafia.revote', params: { entitled: 0, empty: 1 } });
    const allLeave = votes(revote, [], []);
    expect(allLeave.state.vote?.stage).toBe('all-leave');
    expect(promptsOf(allLeave)[0]).toMatchObject({
      key: 'prompt.city-mafia.all-leave',
      params: { entitled: 0, needed: 1, empty: 1 },
    });
    // The rules are unchanged: the empty all-leave vote keeps both, and night falls.
    const night = votes(allLeave, []);
    expect(night.state.phase).toBe('night');
    expect(night.state.players.filter((p) => p.alive).map((p) => p.seat)).toEqual([4, 7]);
    // A vote someone may vote in reads as before.
    const main = discuss(dayOne(FULL_TABLE), [[1, 7]]);
    expect(promptsOf(main)[0]!.params).not.toHaveProperty('empty');
  });

  it('its text, in six languages, is the line that says nobody can vote, with the seat or the tied named', () => {
    const revote = twoLeftTied();
    const allLeave = votes(revote, [], []);
    for (const locale of LOCALES) {
      const tr = stationTranslator(locale);
      const revoteText = textOf(promptsOf(revote)[0] as Prompt, locale);
      const withVoters = { candidate: 7, position: 1, of: 2, entitled: 0, free: 0 };
      expect(revoteText, locale).not.toBe(tr.t('prompt.city-mafia.revote', withVoters));
      expect(revoteText, locale).toBe(tr.t('prompt.city-mafia.revote-empty', withVoters));
      expect(revoteText, locale).toContain('7');
      const allLeaveText = textOf(promptsOf(allLeave)[0] as Prompt, locale);
      expect(allLeaveText, locale).toContain('P4 (4)');
      expect(allLeaveText, locale).toContain('P7 (7)');
      expect(allLeaveText, locale).not.toBe(tr.t('prompt.city-mafia.all-leave', { tied: 'P4 (4), P7 (7)' }));
    }
    expect(textOf(promptsOf(allLeave)[0] as Prompt, 'en')).toBe(
      'Tied again, and nobody may vote. Say: “Nobody can vote, so all stay: P7 (7), P4 (4).” Then Enter: no hands.',
    );
    expect(textOf(promptsOf(revote)[0] as Prompt, 'ru')).toBe(
      'Повторное голосование, а голосовать некому: попавшие в автокатастрофу не голосуют, других голосующих нет. ' +
        'Скажите: «За игрока № 7 голосовать некому». Затем Enter: рук нет (кандидат 1 из 2).',
    );
  });
});
