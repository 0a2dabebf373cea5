// @vitest-environment happy-dom
/**
 * Tryout 10: City's all-leave vote («shall all the tied players leave?») was typed into a form titled «Hands for this
 * candidate» («Руки за этого кандидата»), though that vote has no candidate; the form is titled for what it counts,
 * in six languages. In Russian its opening lacked the comma that closes its clause («…чтобы все равные покинули игру
 * начинается.») and called the tied «все равные», where the rulebook asks «Кто «ЗА» то, чтобы все голосуемые покинули
 * игру?»; its re-vote, «Переголосование между равными», is the rulebook's «повторное голосование».
 */
import { describe, expect, it } from 'vitest';
import { commandShape } from '../../../shared/contract/index.ts';
import StepCommandForms from '../../../renderer/moderator/console/StepCommandForms.vue';
import { announcementText } from '../../../renderer/common/text/announcement-text.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import type { Announcement } from '../../../shared/engine/index.ts';
import { FULL_TABLE, mod, run, tiedDayOne, votes, type Game } from '../../engine/city-mafia/helpers.ts';
import { stationTranslator } from '../../fixtures/station-translator.ts';
import { mountConsole } from './mount-kit.ts';

/** Day 1 tied 2–2 between 7 and 6, defended, tied again 2–2 in the re-vote: the all-leave vote. */
function allLeave(): Game {
  const game = votes(run(tiedDayOne(FULL_TABLE), { type: 'end-speech' }, { type: 'end-speech' }), [1, 2], [3, 4]);
  expect(game.state.vote?.stage).toBe('all-leave');
  return game;
}

/** The vote form's title as the console draws it, in a language. */
function formTitle(game: Game, locale: (typeof LOCALES)[number]): string {
  const { wrapper } = mountConsole(
    StepCommandForms,
    {
      props: {
        view: mod(game) as never,
        shapes: [commandShape('city-mafia', 'vote')!],
        active: 'vote',
        disabled: false,
        refusal: null,
      },
    },
    undefined,
    locale,
  );
  return wrapper.get('.command-title').text();
}

describe('tryout 10: the City all-leave vote is worded for what it asks', () => {
  it('its hands form is titled for all the tied leaving, not for a candidate, in six languages', () => {
    const game = allLeave();
    expect(formTitle(game, 'en')).toBe('Hands for all of them leaving');
    expect(formTitle(game, 'ru')).toBe('Руки за то, чтобы все голосуемые покинули игру');
    for (const locale of LOCALES) {
      const title = formTitle(game, locale);
      expect(title, locale).not.toBe(stationTranslator(locale).t('command.vote'));
      expect(title, locale).toBe(stationTranslator(locale).t('form-title.city-mafia.all-leave'));
    }
  });

  it("a candidate's vote keeps its title", () => {
    const game = run(tiedDayOne(FULL_TABLE), { type: 'end-speech' }, { type: 'end-speech' });
    expect(game.state.vote?.stage).toBe('revote');
    expect(formTitle(game, 'en')).toBe('Hands for this candidate');
  });

  it('Russian opens it with the comma that closes its clause, and names the tied as the rulebook does', () => {
    const ru = stationTranslator('ru');
    const say = (a: Record<string, unknown>) =>
      announcementText(ru, 'city-mafia', a as Announcement, (seat) => `Игрок (${seat})`);
    expect(say({ kind: 'vote-opened', stage: 'all-leave', seats: [7, 6] })).toBe(
      'Голосование за то, чтобы все голосуемые покинули игру, начинается. Кандидаты: Игрок (7), Игрок (6).',
    );
    expect(say({ kind: 'vote-opened', stage: 'main', seats: [7, 6] })).toBe(
      'Голосование начинается. Кандидаты: Игрок (7), Игрок (6).',
    );
    expect(say({ kind: 'vote-opened', stage: 'revote', seats: [7, 6] })).toBe(
      'Повторное голосование начинается. Кандидаты: Игрок (7), Игрок (6).',
    );
    expect(ru.t('announcement.vote-stage.all-leave')).toBe('Голосование за то, чтобы все голосуемые покинули игру');
    // «равные» is gone from the re-vote's texts too.
    for (const key of ['announcement.vote-stage.revote', 'prompt.city-mafia.revote'])
      expect(ru.t(key, { candidate: 7, position: 1, of: 2, entitled: 8, free: 8 })).not.toMatch(/равн/);
  });
});
