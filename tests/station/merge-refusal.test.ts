/**
 * Tryout 12: a merge refused for two who sat in one game named that game by its raw id. The refusal carries what
 * the archive's list shows of it (its start, ruleset, tournament round and table) and a tournament's name.
 */
import { describe, expect, it } from 'vitest';
import { expectArchiveUntouched, freshStation, ok, springCupGame, SPRING_CUP } from './helpers.ts';

const idsOf = (s: ReturnType<typeof freshStation>['station'], names: string[]) => {
  const players = ok(s.request('player.list', { query: '', limit: 50 }));
  return names.map((name) => players.find((p) => p.name === name)!.playerId);
};

describe('a merge refusal names the game and the tournament, not their ids', () => {
  it('two who sat at one tournament table: the game by its start, ruleset, tournament, round and table', () => {
    const { station: s, file } = freshStation();
    const { tournamentId, gameId } = springCupGame(s);
    const game = ok(s.request('game.summary', { gameId }));
    const [first, second] = game.players as [string, string];
    const [keepId, mergeId] = idsOf(s, [first, second]) as [number, number];
    s.close();
    expectArchiveUntouched(file, (again) => {
      expect(again.request('player.merge', { keepId, mergeId })).toEqual({
        ok: false,
        error: {
          kind: 'rule',
          code: 'player.merge-same-game',
          params: {
            gameId,
            createdAt: '2026-11-22T20:00:00.000Z',
            rulesetId: 'davidoff-1987',
            tournament: SPRING_CUP.name,
            round: 1,
            table: 1,
          },
        },
      });
      expect(tournamentId).toBe(game.tournament?.tournamentId);
    });
  });

  it('two participants of one tournament who never shared a table: the tournament by its name', () => {
    const { station: s } = freshStation();
    const { tournamentId } = ok(s.request('tournament.create', SPRING_CUP));
    const [keepId, mergeId] = idsOf(s, SPRING_CUP.players.slice(0, 2)) as [number, number];
    expect(s.request('player.merge', { keepId, mergeId })).toEqual({
      ok: false,
      error: { kind: 'rule', code: 'player.merge-same-tournament', params: { tournamentId, tournament: 'Spring Cup' } },
    });
  });
});
