import { describe, expect, it } from 'vitest';
import { exportedFiimGame, FIIM_OPTIONS, FIIM_PLAYERS, playedFiimGame } from '../fixtures/fiim-exchange-games.ts';
import { createGame, RULESETS, type Game, type GameState } from '../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../shared/engine/simulate/random-game.ts';
import {
  exchangeText,
  mrGameOf,
  parseExchangeText,
  rebuildGame,
  verdictOf,
  type MrFile,
  type MrGame,
} from '../../shared/exchange/index.ts';

const NAMES = FIIM_PLAYERS;
const FIIM = FIIM_OPTIONS;
/** A club's ten: the station's suggested City table, with a doctor, a putana and a maniac. */
const CLUB_ROLES = { civilian: 3, sheriff: 1, doctor: 1, putana: 1, mafioso: 2, don: 1, maniac: 1 };

/** A FIIM-style ten-seat City game played to its end by the engine's random policy, from a seed. */
function playedGame(seed: number): Game<GameState> {
  const game = playedFiimGame(seed);
  if (!game.state.outcome) throw new Error('the game did not end');
  return game;
}

function exported(seed: number, more: Partial<Parameters<typeof mrGameOf>[0]> = {}): MrGame | null {
  return exportedFiimGame(seed, more, playedGame(seed));
}

describe('the MafiaRatings game JSON (issue 16)', () => {
  it('writes seats, roles, deaths, checks, nominations, votes, shots and warnings of a City game', () => {
    const game = exported(3, {
      round: 2,
      table: 1,
      playerIds: NAMES.map((_, i) => 100 + i),
      bestMove: { seat: 1, suspects: [2, 3, 4] },
      extras: [{ seat: 5, points: 0.5, reason: 'leadership' }],
    })!;
    expect(game).not.toBeNull();
    expect(game.players).toHaveLength(10);
    expect(game.players.map((p) => p.role).sort()).toEqual([
      'civ',
      'civ',
      'civ',
      'civ',
      'civ',
      'civ',
      'don',
      'maf',
      'maf',
      'sheriff',
    ]);
    expect(game.players[0]).toMatchObject({ id: 100, name: 'Anna', legacy: [2, 3, 4] });
    expect(game.players[4]!.bonus).toEqual([{ points: 0.5, reason: 'leadership' }]);
    expect(game.players.some((p) => p.death)).toBe(true);
    expect(game.players.some((p) => p.nominating)).toBe(true);
    expect(game.players.some((p) => p.voting)).toBe(true);
    expect(['civ', 'maf']).toContain(game.winner);
  });

  it('refuses a game of another ruleset, an unfinished game and a role the format does not know', () => {
    const created = createGame({ rulesetId: 'city-mafia', players: NAMES, options: FIIM });
    if (!created.ok) throw new Error('setup');
    const unfinished = mrGameOf({ gameId: 'u', log: created.value.log, createdAt: 'x', finishedAt: 'y' });
    expect(unfinished).toEqual({ ok: false, refusal: { reason: 'not-finished' } });
    // The reason is a code the station words in the organiser's language, never an English sentence.
    const french = createGame({
      rulesetId: 'french-deck',
      players: NAMES.slice(0, 8),
      options: RULESETS['french-deck'].defaultOptions(8),
    });
    if (!french.ok) throw new Error('setup');
    const other = mrGameOf({ gameId: 'f', log: french.value.log, createdAt: 'x', finishedAt: 'y' });
    expect(other).toEqual({ ok: false, refusal: { reason: 'not-city' } });
    // A club table (the station's own suggestion: a doctor, a putana, a maniac) played to a win by red or black.
    const club = { rulesetId: 'city-mafia' as const, players: NAMES, options: { ...FIIM, roles: CLUB_ROLES } };
    for (let seed = 1; seed <= 40; seed++) {
      const game = playRandomGame(club, seededPick(seed), { maxSteps: 5000 }) as Game<GameState>;
      const winner = game.state.outcome?.winner;
      const result = mrGameOf({ gameId: `c${seed}`, log: game.log, createdAt: 'x', finishedAt: 'y' });
      if (winner !== 'red' && winner !== 'black') {
        expect(result).toEqual({ ok: false, refusal: { reason: 'neither-side' } });
        continue;
      }
      const firstUnknown = game.state.players.find((p) => ['doctor', 'putana', 'maniac'].includes(p.role ?? ''))!;
      expect(result).toEqual({ ok: false, refusal: { reason: 'unknown-role', seat: firstUnknown.seat } });
    }
  });

  it('rebuilds a hundred and twenty random games from their JSON exactly: export → text → parse → replay → export again', () => {
    let rebuilt = 0;
    const refusals: string[] = [];
    for (let seed = 1; seed <= 120; seed++) {
      const game = exported(seed);
      if (!game) continue;
      const file: MrFile = { format: 'mafiaratings/games', version: 1, games: [game] };
      const parsed = parseExchangeText(exchangeText(file));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      const again = rebuildGame(parsed.value.games[0]!);
      if (again.ok) rebuilt++;
      else refusals.push(JSON.stringify(again.refusal));
    }
    expect(refusals).toEqual([]);
    expect(rebuilt).toBeGreaterThan(100);
  });

  it('writes the verdicts by MafiaRatings’ names: bonus "worstMove", death "giveUp"; and reads them back', () => {
    // Seed 2: seat 10 is removed from the game (a kickOut), and the mafia wins.
    const verdict = { worstMoveSeat: 1, surrenderSeat: 10, technicalDefeat: 'black' };
    const game = exported(2, { extras: [{ seat: 1, points: 0.3, reason: 'calm' }], verdict })!;
    expect(game.players[9]!.death).toMatchObject({ type: 'giveUp' });
    expect(game.players[0]!.bonus).toEqual([{ points: 0.3, reason: 'calm' }, 'worstMove']);
    expect(game.technicalDefeat).toBe('maf');
    const parsed = parseExchangeText(exchangeText({ format: 'mafiaratings/games', version: 1, games: [game] }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
    expect(rebuildGame(parsed.value.games[0]!).ok).toBe(true);
    expect(verdictOf(parsed.value.games[0]!)).toEqual(verdict);
    // Without verdicts, the same game writes none of them.
    const plain = exported(2)!;
    expect(plain.players[9]!.death).toMatchObject({ type: 'kickOut' });
    expect(plain.technicalDefeat).toBeUndefined();
    expect(verdictOf(plain)).toBeNull();
  });

  it("keeps a removal's reason and note through export and import (our extension of the death), where both read 'other' before", () => {
    // Seed 2: seat 10 is removed from the game; the removal is given here a reason and a note of its own.
    const game = playedGame(2);
    const at = game.log.findIndex(
      (e) => e.event.type === 'player-left' && (e.event as { cause?: string }).cause === 'removed',
    );
    expect(at).toBeGreaterThan(0);
    const log = game.log.map((entry, i) =>
      i === at
        ? { ...entry, event: { ...entry.event, reason: 'peeking' as const, note: 'looked up at night 2' } }
        : entry,
    );
    const written = mrGameOf({
      gameId: 'g2',
      log,
      createdAt: '2026-11-21T10:00:00.000Z',
      finishedAt: '2026-11-21T11:00:00.000Z',
    });
    if (!written.ok) throw new Error(written.refusal.reason);
    expect(written.value.players[9]!.death).toMatchObject({
      type: 'kickOut',
      reason: 'peeking',
      note: 'looked up at night 2',
    });
    const parsed = parseExchangeText(
      exchangeText({ format: 'mafiaratings/games', version: 1, games: [written.value] }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
    const rebuilt = rebuildGame(parsed.value.games[0]!);
    if (!rebuilt.ok) throw new Error(JSON.stringify(rebuilt.refusal));
    const left = rebuilt.value.log.find(
      (e) => e.event.type === 'player-left' && (e.event as { seat?: number }).seat === 10,
    );
    expect(left?.event).toMatchObject({ cause: 'removed', reason: 'peeking', note: 'looked up at night 2' });
    // A reason the station does not know is refused at the door, with the field named.
    const unknown = structuredClone(written.value);
    (unknown.players[9]!.death as { reason: string }).reason = 'sneezing';
    const refused = parseExchangeText(exchangeText({ format: 'mafiaratings/games', version: 1, games: [unknown] }));
    expect(refused.ok ? null : refused.refusal.params.path).toMatch(/reason/);
  });

  it('marks a surrender by a seat that was not removed with our extension field "surrendered"', () => {
    const verdict = { worstMoveSeat: null, surrenderSeat: 2, technicalDefeat: null };
    const game = exported(2, { verdict })!;
    expect(game.players[1]).toMatchObject({ surrendered: true });
    expect(game.players[1]!.death?.type).not.toBe('giveUp');
    expect(rebuildGame(game).ok).toBe(true);
    expect(verdictOf(game)).toEqual(verdict);
  });

  it('reads back a best move that named nobody, as the tournament page lets a judge record it (found by the tournament-day e2e)', () => {
    const game = exported(3, { bestMove: { seat: 1, suspects: [] } })!;
    expect(game.players[0]!.legacy).toEqual([]);
    const parsed = parseExchangeText(exchangeText({ format: 'mafiaratings/games', version: 1, games: [game] }));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.refusal));
    expect(parsed.value.games[0]!.players[0]!.legacy).toEqual([]);
    expect(rebuildGame(parsed.value.games[0]!).ok).toBe(true);
  });

  it('refuses bad input with a refusal naming the problem (a message key the console words in its language)', () => {
    expect(parseExchangeText('{')).toMatchObject({
      ok: false,
      refusal: { code: 'import-not-json', params: { detail: expect.any(String) } },
    });
    expect(parseExchangeText('{"format":"x","version":1,"games":[]}')).toMatchObject({
      ok: false,
      refusal: { code: 'import-not-the-format', params: { path: 'format' } },
    });
    const game = exported(5)!;
    const bad = { ...game, players: game.players.map((p, i) => (i === 0 ? { ...p, role: 'doctor' } : p)) };
    const text = JSON.stringify({ format: 'mafiaratings/games', version: 1, games: [bad] });
    expect(parseExchangeText(text)).toMatchObject({
      ok: false,
      refusal: { code: 'import-not-the-format', params: { path: 'games.0.players.0.role' } },
    });
    const twice = JSON.stringify({ format: 'mafiaratings/games', version: 1, games: [game, game] });
    expect(parseExchangeText(twice)).toEqual({
      ok: false,
      refusal: { code: 'import-game-twice', params: { game: 'g5' } },
    });
  });

  it('refuses a record the rules cannot have produced, naming the first difference', () => {
    const game = exported(7)!;
    // The winner flipped: the replayed game ends with the other side's win.
    const flipped: MrGame = { ...game, winner: game.winner === 'civ' ? 'maf' : 'civ' };
    const result = rebuildGame(flipped);
    expect(result).toEqual({
      ok: false,
      refusal: { code: 'import-game-differs', params: { game: 'g7', field: 'winner' } },
    });
  });
});
