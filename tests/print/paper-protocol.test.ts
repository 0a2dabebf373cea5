import { describe, expect, it } from 'vitest';
import { createGame, type LogEntry } from '../../shared/engine/index.ts';
import { mrGameOf } from '../../shared/exchange/index.ts';
import { blankPaperProtocol, paperProtocolOf } from '../../shared/print/index.ts';
import { FIIM_TABLE, randomFiimGame } from '../station/exchange-fixtures.ts';

const NAMES = ['Anna', 'Boris', 'Clara', 'Dan', 'Eva', 'Fedor', 'Gala', 'Hugo', 'Inna', 'Jan'];
/** A FIIM table of ten played to its end by the engine's random policy (seeded): its log. */
function playedLog(seed: number): LogEntry[] {
  return randomFiimGame(seed, NAMES).log;
}

const TIMES = { createdAt: '2026-11-22T18:00:00.000Z', finishedAt: '2026-11-22T18:50:00.000Z' };

describe('the FIIM-style paper protocol (issue 16)', () => {
  it('is blank for a table: ten empty rows, five days, no night filled', () => {
    const sheet = blankPaperProtocol();
    expect(sheet.seats).toHaveLength(10);
    expect(sheet.rounds).toBe(5);
    expect(sheet.seats.every((s) => s.name === '' && s.role === null && s.fouls === 0)).toBe(true);
    expect(sheet.nights).toEqual([]);
    expect(sheet.winner).toBeNull();
  });

  it('is filled from a finished City game as its MafiaRatings export says', () => {
    const log = playedLog(3);
    const game = mrGameOf({ gameId: 'g3', log, ...TIMES });
    if (!game.ok) throw new Error(game.refusal.reason);
    const filled = paperProtocolOf('g3', log, {
      ...TIMES,
      tournament: { name: 'Cup', round: 2, table: 1, points: NAMES.map((_, i) => (i === 0 ? 1.5 : 0)) },
      bestMove: { seat: 4, suspects: [1, 2, 3] },
    });
    if (!filled.ok) throw new Error(filled.refusal.reason);
    const sheet = filled.value;
    expect(sheet.seats.map((s) => s.role)).toEqual(game.value.players.map((p) => p.role));
    expect(sheet.seats.map((s) => s.fouls)).toEqual(game.value.players.map((p) => p.warnings?.length ?? 0));
    expect(sheet.winner).toBe(game.value.winner);
    expect(sheet.seats[0]!.points).toBe(1.5);
    expect(sheet.bestMove).toEqual({ seat: 4, suspects: [1, 2, 3] });
    expect(sheet.tournament).toEqual({ name: 'Cup', round: 2, table: 1 });
    // Every night's shot is the mafia's, every check names the seat the don or the sheriff chose.
    for (const night of sheet.nights) {
      const shooters = game.value.players.filter((p) => p.shooting?.[night.round - 1] !== undefined);
      if (night.shot !== null) expect(shooters.every((p) => p.shooting![night.round - 1] === night.shot)).toBe(true);
      if (night.sheriff) expect([game.value.players[night.sheriff.seat - 1]!.sheriff].flat()).toContain(night.round);
    }
    expect(sheet.rounds).toBeGreaterThanOrEqual(5);
  });

  it('refuses an unfinished game in plain words', () => {
    const created = createGame({ rulesetId: 'city-mafia', players: NAMES, options: FIIM_TABLE });
    if (!created.ok) throw new Error('setup');
    expect(paperProtocolOf('u', created.value.log, TIMES)).toEqual({ ok: false, refusal: { reason: 'not-finished' } });
  });
});
