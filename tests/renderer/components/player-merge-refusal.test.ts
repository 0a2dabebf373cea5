// @vitest-environment happy-dom
/**
 * Tryout 12: the merge refusal named the shared game by its raw id. The form names it as the archive's list does
 * (ruleset, start, tournament round and table) in every language, and a tournament by its name.
 */
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { PlayerListEntry } from '../../../shared/contract/index.ts';
import PlayerMergeForm from '../../../renderer/moderator/players/PlayerMergeForm.vue';
import { LOCALES, type Locale } from '../../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import { mountConsole } from './mount-kit.ts';

const ANNA: PlayerListEntry = { playerId: 1, name: 'Anna', gamesPlayed: 3, lastPlayed: '2026-11-22T18:00:00Z' };
const GAME_ID = 'ffd6614a-084c-4172-89bd-fbcea2bdd252';
const TOURNAMENT_ID = '0b7e9a52-5d1c-4f7e-9a53-2f0c1d6e8a11';

async function refusalText(params: Record<string, string | number>, locale: Locale, code: string): Promise<string> {
  const { wrapper, station } = mountConsole(
    PlayerMergeForm,
    { props: { player: ANNA, proposed: { playerId: 7, name: 'Anya' } } },
    undefined,
    locale,
  );
  station.bridge.request = (async () => ({ ok: false, error: { kind: 'rule', code, params } })) as never;
  await wrapper.get('[data-testid="merge-confirm"]').trigger('click');
  await flushPromises();
  const error = wrapper.get('[data-testid="merge-error"]');
  expect(error.attributes('data-code')).toBe(code);
  return error.text();
}

const rulesetName = (locale: Locale) =>
  (MESSAGES[locale] as { ruleset: Record<string, string> }).ruleset['city-mafia']!;
const when = (locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-22T20:00:00Z'));

describe('the merge refusal names the game two players shared', () => {
  it.each(LOCALES)('%s: a club game by its ruleset and start, never its id', async (locale) => {
    const text = await refusalText(
      { gameId: GAME_ID, createdAt: '2026-11-22T20:00:00.000Z', rulesetId: 'city-mafia' },
      locale,
      'player.merge-same-game',
    );
    expect(text).not.toContain(GAME_ID);
    expect(text).toContain(rulesetName(locale));
    expect(text).toContain(when(locale));
  });

  it('a tournament game with its tournament, round and table', async () => {
    const text = await refusalText(
      {
        gameId: GAME_ID,
        createdAt: '2026-11-22T20:00:00.000Z',
        rulesetId: 'city-mafia',
        tournament: 'Spring Cup',
        round: 2,
        table: 3,
      },
      'en',
      'player.merge-same-game',
    );
    expect(text).toBe(
      `These two sat in the same game (${rulesetName('en')}, ${when('en')} — Spring Cup, round 2, table 3): they cannot be the same person.`,
    );
  });

  it.each(LOCALES)('%s: a tournament by its name, never its id', async (locale) => {
    const text = await refusalText(
      { tournamentId: TOURNAMENT_ID, tournament: 'Spring Cup' },
      locale,
      'player.merge-same-tournament',
    );
    expect(text).not.toContain(TOURNAMENT_ID);
    expect(text).toContain('Spring Cup');
  });
});
