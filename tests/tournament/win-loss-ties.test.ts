/**
 * Tryout 7: a French-deck win/loss tournament ranked four players with two wins 1 to 4 by their names alone, and
 * put «Élodie Faure» after «Julien Garnier». Players level on wins and head-to-head now share the place, and a shared
 * place lists its players by name with accents set aside.
 */
import { describe, expect, it } from 'vitest';
import { presetWinLoss } from '../../shared/tournament/index.ts';
import { game, gp, standingsOf } from './helpers.ts';

const NAMES: Record<string, string> = { e: 'Élodie Faure', j: 'Julien Garnier', a: 'Aline Roux', z: 'Zoé Martin' };

describe('a win/loss tournament’s ties', () => {
  it('players level on wins, who never met, share the place, listed by name as a French club reads it', () => {
    // Two tables of two: e and j win once each, a and z lose once each; nobody met anybody of their own score.
    const games = [
      game('g1', [gp('e', 1, 'villagers'), gp('a', 2, 'mafia')], 'villagers', { table: 1 }),
      game('g2', [gp('j', 1, 'villagers'), gp('z', 2, 'mafia')], 'villagers', { table: 2 }),
    ];
    const rows = standingsOf(presetWinLoss(), games, { names: NAMES }).rows;
    expect(rows.map((r) => [r.name, r.rank])).toEqual([
      ['Élodie Faure', 1],
      ['Julien Garnier', 1],
      ['Aline Roux', 3],
      ['Zoé Martin', 3],
    ]);
  });
});
