/**
 * Tryout 10: at a club evening a drawn game (RULES.md §4: nobody left) paid 0 to everyone while a lost one paid 1,
 * and a drawn don escaped the −0.5 a losing don pays. A draw is nobody's win: every team is scored as losing it.
 */
import { describe, expect, it } from 'vitest';
import { presetClubEvening, presetFiim, scoreGame } from '../../shared/tournament/index.ts';
import { game, gp } from './helpers.ts';

const players = () => [
  gp('A', 1, 'red', { alive: false }),
  gp('B', 2, 'red', { role: 'sheriff', alive: false }),
  gp('D', 3, 'black', { role: 'don', alive: false }),
  gp('M', 4, 'maniac', { role: 'maniac', alive: false }),
];
const totals = (config: Parameters<typeof scoreGame>[0], winner: string) => {
  const result = scoreGame(config, game('g1', players(), winner));
  if (!result.ok) throw new Error(result.error.code);
  return new Map(result.value.players.map((p) => [p.playerId, p]));
};

describe('a draw pays what a loss pays', () => {
  it('club evening: each player gets the loss point, the don and the sheriff their −0.5, nobody a win', () => {
    const drawn = totals(presetClubEvening(), 'draw');
    expect([...drawn.values()].map((p) => [p.playerId, p.won, p.total])).toEqual([
      ['A', false, 1],
      ['B', false, 0.5],
      ['D', false, 0.5],
      ['M', false, 1],
    ]);
    // Never worse than a loss for the same player: the don's loss (red won) pays the same 0.5.
    expect(totals(presetClubEvening(), 'red').get('D')!.total).toBe(drawn.get('D')!.total);
    expect(drawn.get('D')!.lines).toEqual([
      { rule: 'loss', points: 1 },
      { rule: 'role-loss', points: -0.5 },
    ]);
  });

  it('FIIM, which pays nothing for a loss, pays nothing for a draw either (but the auto-bonus)', () => {
    const drawn = totals(presetFiim(7), 'draw');
    expect([...drawn.values()].map((p) => p.total)).toEqual([0.3, 0.3, 0.3, 0.3]);
  });
});
