import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { effectiveEvents } from '../../shared/engine/index.ts';
import type { GameEvent } from '../../shared/engine/rulesets/city-mafia/types.ts';
import { exchangeText, mrGameOf, parseExchangeText, rebuildGame, type MrGame } from '../../shared/exchange/index.ts';
import { RatingsGameSchema, ratingsProblems, type RatingsGame } from '../../shared/exchange/ratings-format.ts';
import { RATINGS_FILE_TEXT, RATINGS_GAME } from '../fixtures/ratings-exchange-game.ts';
import { exportedFiimGame } from '../fixtures/fiim-exchange-games.ts';

/*
 * The station's MafiaRatings file speaks MafiaRatings' own game format (szotin/mafiaratings include/game.php,
 * version 1.3; the rules in shared/exchange/ratings-format.ts): what it writes passes the format's rules, a game
 * MafiaRatings writes imports into the same game, and version 1 of the station's own file still imports.
 */

/** A FIIM game exported as a tournament's (round 1, table 2) with an extra point, started off a whole second. */
function exported(seed: number): MrGame | null {
  return exportedFiimGame(seed, {
    createdAt: '2026-11-21T10:00:00.250Z',
    round: 1,
    table: 2,
    extras: [{ seat: 3, points: 0.5, reason: 'calm' }],
  });
}

/** The games of a file the station wrote, as JSON. */
function writtenGames(games: MrGame[]): RatingsGame[] {
  const text = exchangeText({ format: 'mafiaratings/games', version: 1, games });
  return (JSON.parse(text) as { games: RatingsGame[] }).games;
}

describe("the MafiaRatings file in MafiaRatings' own game format", () => {
  it("writes every exported ten-seat FIIM game by the format's rules, as include/game.php states them", () => {
    const games = Array.from({ length: 60 }, (_, i) => exported(i + 1)).filter((g): g is MrGame => g !== null);
    expect(games.length).toBeGreaterThan(50);
    for (const written of writtenGames(games)) {
      const parsed = v.safeParse(RatingsGameSchema, written);
      expect(parsed.issues?.[0]?.message ?? null).toBeNull();
      expect(ratingsProblems(written)).toEqual([]);
      expect(written).toMatchObject({ version: '1.3', features: 'gsdutclhvknwr', tableNum: 2, gameNum: 1 });
      // game.js writes whole Unix seconds; the station's exact time travels in its own field.
      expect(written.startTime).toBe(1795255200);
      expect(written.station).toMatchObject({ id: expect.any(String), startTime: '2026-11-21T10:00:00.250Z' });
      for (const player of written.players) {
        // A death's time is a gametime object, written for the judge's removals only (game.js).
        if (player.death?.time) expect(['kickOut', 'teamKickOut', 'giveUp']).toContain(player.death.type);
        for (const w of player.warnings ?? []) expect(typeof w).toBe('object');
        // A day's votes: one number, or [main, re-vote, kill all].
        for (const day of player.voting ?? [])
          if (Array.isArray(day)) expect(day.length).toBeLessThanOrEqual(3);
          else if (day !== null) expect(typeof day).toBe('number');
      }
    }
  });

  it('numbers rounds as MafiaRatings does: the first day is day 0, the first night kill is in round 1', () => {
    const game = exported(3)!;
    const written = writtenGames([game])[0]!;
    for (const [i, player] of game.players.entries()) {
      const death = player.death;
      if (!death) continue;
      const mr = written.players[i]!.death!;
      expect(mr.round).toBe(death.type === 'night' ? death.round : death.round - 1);
    }
    // Nominations and votes keep their places: the first day's at index 0.
    expect(written.players.map((p) => p.nominating ?? null)).toEqual(game.players.map((p) => p.nominating ?? null));
  });

  it('the hand-written MafiaRatings game follows its rules', () => {
    const parsed = v.safeParse(RatingsGameSchema, RATINGS_GAME);
    expect(parsed.issues?.[0]?.message ?? null).toBeNull();
    expect(ratingsProblems(RATINGS_GAME as RatingsGame)).toEqual([]);
  });

  it('imports a game MafiaRatings wrote: a kick-out, a warnings death, a split with its kill-all vote, checks, a legacy', () => {
    const parsed = parseExchangeText(RATINGS_FILE_TEXT);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
    const game = parsed.value.games[0]!;
    // MafiaRatings' own ids are not the archive's: the game is named by its number, the players by nothing.
    expect(game.id).toBe('mafiaratings-4711');
    expect(game.players.every((p) => p.id === undefined)).toBe(true);
    expect(game.startTime).toBe('2026-11-21T10:00:00.000Z');
    const rebuilt = rebuildGame(game);
    if (!rebuilt.ok) throw new Error(JSON.stringify(rebuilt.refusal));
    const events = effectiveEvents(rebuilt.value.log) as GameEvent[];
    const left = events.filter((e) => e.type === 'player-left');
    expect(left).toEqual(
      [
        { type: 'player-left', seat: 1, cause: 'killed' },
        // Four warnings of the game: MafiaRatings' removal, the judge's for remarks in the station.
        { type: 'player-left', seat: 10, cause: 'removed', reason: 'remarks', note: null },
        // A kick-out states no reason in MafiaRatings: the station's "other".
        { type: 'player-left', seat: 8, cause: 'removed', reason: 'other', note: null },
        { type: 'player-left', seat: 2, cause: 'voted-out' },
        { type: 'player-left', seat: 4, cause: 'killed' },
        { type: 'player-left', seat: 6, cause: 'voted-out' },
      ].map((e) => expect.objectContaining(e)),
    );
    expect(events.filter((e) => e.type === 'car-crash')).toEqual([expect.objectContaining({ seats: [2, 8] })]);
    expect(events.filter((e) => e.type === 'all-leave-decided')).toEqual([
      expect.objectContaining({ seats: [2, 8], votes: 3, voters: 8, passed: false }),
    ]);
    const checks = events.filter((e) => e.type === 'night-action' && (e.step === 'don' || e.step === 'sheriff'));
    expect(checks.map((e) => (e.type === 'night-action' ? [e.step, e.target] : null))).toEqual([
      ['don', 4],
      ['sheriff', 2],
      ['don', 3],
      ['sheriff', 6],
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'game-ended', outcome: { winner: 'red' } });
    // The legacy and the bonus are the tournament's facts: read, and written back as MafiaRatings wrote them.
    expect(game.players[0]!.legacy).toEqual([2, 6, 8]);
    expect(game.players[2]!.bonus).toEqual([{ points: 0.5, reason: 'Found the don' }]);
  });

  it('writes the imported game back in the fields MafiaRatings defines as it wrote them', () => {
    const parsed = parseExchangeText(RATINGS_FILE_TEXT);
    if (!parsed.ok) throw new Error('parse');
    const game = parsed.value.games[0]!;
    const rebuilt = rebuildGame(game);
    if (!rebuilt.ok) throw new Error('rebuild');
    const again = mrGameOf({
      gameId: game.id,
      log: rebuilt.value.log,
      createdAt: game.startTime,
      finishedAt: game.endTime,
      bestMove: { seat: 1, suspects: [2, 6, 8] },
      extras: [{ seat: 3, points: 0.5, reason: 'Found the don' }],
    });
    if (!again.ok) throw new Error('export');
    const written = writtenGames([again.value])[0]!;
    const defined = ({ id: _id, station: _station, ...player }: Record<string, unknown>) => player;
    const voteOf = (day: unknown) =>
      Array.isArray(day) ? day.filter((x) => x !== null && x !== false) : day === null ? null : [day];
    const comparable = (p: Record<string, unknown>) => ({
      ...defined(p),
      voting: (p['voting'] as unknown[] | undefined)?.map(voteOf),
    });
    expect(written.players.map(comparable)).toEqual(RATINGS_GAME.players.map(comparable));
    expect(written.winner).toBe('civ');
    // The removal reason the station gave the kick-out travels in its own field only.
    expect(written.players[7]!.station).toEqual({ reason: 'other' });
  });

  it('still imports version 1 of the station’s own file, and one MafiaRatings game on its own', () => {
    const game = exported(5)!;
    const v1 = parseExchangeText(JSON.stringify({ format: 'mafiaratings/games', version: 1, games: [game] }));
    if (!v1.ok) throw new Error(JSON.stringify(v1.refusal));
    expect(v1.value.games[0]).toEqual(game);
    expect(rebuildGame(v1.value.games[0]!).ok).toBe(true);
    const single = parseExchangeText(JSON.stringify(RATINGS_GAME));
    expect(single.ok && single.value.games.map((g) => g.id)).toEqual(['mafiaratings-4711']);
  });

  it('refuses a game MafiaRatings would refuse in its shape, naming the field', () => {
    const kicked = structuredClone(RATINGS_GAME) as { players: { death?: Record<string, unknown> }[] };
    delete kicked.players[7]!.death!['time'];
    expect(parseExchangeText(JSON.stringify({ games: [kicked] }))).toMatchObject({
      ok: false,
      refusal: { code: 'import-not-the-format', params: { path: 'games.0.players.7.death' } },
    });
    const speech = structuredClone(RATINGS_GAME) as { players: { warnings?: Record<string, unknown>[] }[] };
    delete speech.players[4]!.warnings![0]!['speaker'];
    expect(parseExchangeText(JSON.stringify({ games: [speech] }))).toMatchObject({
      ok: false,
      refusal: { code: 'import-not-the-format', params: { path: 'games.0.players.4.warnings.0' } },
    });
  });

  it('refuses a game the station cannot replay as recorded, naming the step or the field', () => {
    const rebuiltOf = (game: unknown) => {
      const parsed = parseExchangeText(JSON.stringify({ games: [game] }));
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
      return rebuildGame(parsed.value.games[0]!);
    };
    const wrongWinner = { ...structuredClone(RATINGS_GAME), winner: 'maf' };
    expect(rebuiltOf(wrongWinner)).toMatchObject({
      ok: false,
      refusal: { code: 'import-game-differs', params: { field: 'winner' } },
    });
    // MafiaRatings' client gives a living player's vote to the last nominee, himself too; the station's rules do not.
    const ownVote = structuredClone(RATINGS_GAME) as { players: { voting?: unknown[] }[] };
    ownVote.players[5]!.voting = [[8, 8, false], 2, 6];
    expect(rebuiltOf(ownVote)).toMatchObject({
      ok: false,
      refusal: { code: 'import-game-step-refused', params: { command: 'vote', why: 'city-mafia.no-vote-for-oneself' } },
    });
  });
});
