/**
 * Tryout 10: black won, the judge gave black a technical defeat, and each black player kept the win (and the wins
 * tie-break counted it) besides the −0.7. A technical defeat is the team's loss: MafiaRatings' "teamKickOut" is a
 * removal "and their team lost because of that", its scoring's flag "Team kicked out (opposite team wins)".
 */
import { describe, expect, it } from 'vitest';
import { presetClubEvening, presetFiim, scoreGame, scoredWinner } from '../../shared/tournament/index.ts';
import { game, gp, standingsOf } from './helpers.ts';

const players = () => [
  gp('A', 1, 'red'),
  gp('B', 2, 'red', { role: 'sheriff' }),
  gp('C', 3, 'red'),
  gp('D', 4, 'black', { role: 'don' }),
  gp('E', 5, 'black'),
];
const pointsOf = (result: ReturnType<typeof scoreGame>) => {
  if (!result.ok) throw new Error(result.error.code);
  return new Map(result.value.players.map((p) => [p.playerId, p]));
};

describe('a team technical defeat is its loss', () => {
  it('FIIM v7: black won and was defeated technically — black loses (no win, −0.7), red wins', () => {
    const points = pointsOf(scoreGame(presetFiim(7), game('g1', players(), 'black', { technicalDefeat: 'black' })));
    expect(points.get('D')).toMatchObject({ won: false, win: 0, penalties: -0.7, total: -0.4 });
    expect(points.get('D')!.lines).toEqual([
      { rule: 'auto-bonus', points: 0.3 },
      { rule: 'technical-defeat', points: -0.7 },
    ]);
    expect(points.get('A')).toMatchObject({ won: true, win: 1, total: 1.3 });
    const standings = standingsOf(presetFiim(7), [game('g1', players(), 'black', { technicalDefeat: 'black' })]);
    const row = (id: string) => standings.rows.find((r) => r.playerId === id)!;
    // The wins tie-break counts the game as red's: the don has no win, the sheriff one (a key-role win too).
    expect(row('D')).toMatchObject({ wins: 0, keyRoleWins: 0 });
    expect(row('B')).toMatchObject({ wins: 1, keyRoleWins: 1 });
  });

  it('a club evening: the defeated winner takes the loss point and the role loss, the other team the win', () => {
    const points = pointsOf(
      scoreGame(presetClubEvening(), game('g1', players(), 'black', { technicalDefeat: 'black' })),
    );
    expect(points.get('D')).toMatchObject({ won: false, win: 1, roleBonus: -0.5, total: 0.5 });
    expect(points.get('B')).toMatchObject({ won: true, win: 4, roleBonus: 0.5, total: 4.5 });
  });

  it('a defeated team that had lost anyway changes nothing but its penalty', () => {
    const points = pointsOf(scoreGame(presetFiim(7), game('g1', players(), 'black', { technicalDefeat: 'red' })));
    expect(points.get('D')).toMatchObject({ won: true, win: 1 });
    expect(points.get('A')).toMatchObject({ won: false, win: 0, penalties: -0.7 });
  });

  it('with a third team at the table, the defeated winner leaves the game won by nobody; another winner keeps it', () => {
    const three = [...players(), gp('F', 6, 'maniac', { role: 'maniac' })];
    expect(scoredWinner(game('g1', three, 'black', { technicalDefeat: 'black' }))).toBe('draw');
    expect(scoredWinner(game('g1', three, 'maniac', { technicalDefeat: 'black' }))).toBe('maniac');
    expect(scoredWinner(game('g1', players(), 'black', { technicalDefeat: 'black' }))).toBe('red');
    expect(scoredWinner(game('g1', players(), 'black'))).toBe('black');
  });
});
