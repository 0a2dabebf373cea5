import { describe, expect, it } from 'vitest';
import { createErrorField } from '../../renderer/moderator/tournaments/create-errors.ts';
import {
  printableStandings,
  standingsColumns,
  STANDINGS_COLUMNS,
} from '../../renderer/moderator/tournaments/printable-standings.ts';
import { rulesetRoles, rulesetTeams } from '../../renderer/moderator/tournaments/ruleset-sides.ts';
import { PrintableStandingsSchema, validatePayload, type TournamentDetail } from '../../shared/contract/index.ts';
import { computeStandings, presetFiim, presetSports, presetWinLoss } from '../../shared/tournament/index.ts';

describe("the tournament form's refusals, each next to its field", () => {
  it('places schema issues by their path, and the dates check on the dates', () => {
    const issue = (issues: string[]) => createErrorField({ kind: 'invalid-payload', message: '', issues }).field;
    expect(issue(['name: must not be empty'])).toBe('name');
    expect(issue(['endsOn: must be a date YYYY-MM-DD'])).toBe('dates');
    expect(issue(['the tournament must not end before it starts'])).toBe('dates');
    expect(issue(['tables: Invalid value'])).toBe('tables');
    expect(
      createErrorField({ kind: 'invalid-payload', message: '', issues: ['scoring.bestMove.twoRight: Invalid type'] }),
    ).toEqual({ field: 'scoring', scoringField: 'bestMove.twoRight' });
  });

  it('places rules by their code: names, seating, scoring (by its field), the ruleset', () => {
    const rule = (code: string, params: Record<string, string | number> = {}) =>
      createErrorField({ kind: 'rule', code, params });
    expect(rule('name.duplicate').field).toBe('players');
    expect(rule('tournament.duplicate-player').field).toBe('players');
    expect(rule('seating.too-many-tables').field).toBe('tables');
    expect(rule('seating.not-enough-players').field).toBe('players');
    expect(rule('scoring.out-of-range', { field: 'penalties.removal', min: -100, max: 0, value: 2 })).toEqual({
      field: 'scoring',
      scoringField: 'penalties.removal',
    });
    expect(rule('scoring.extra-bounds-reversed', { min: 1, max: 0 })).toEqual({
      field: 'scoring',
      scoringField: 'extra.max',
    });
    expect(rule('scoring.no-tie-breaks')).toEqual({ field: 'scoring', scoringField: 'tieBreaks' });
    expect(rule('setup.too-many-mafia').field).toBe('options');
    expect(createErrorField({ kind: 'disconnected' }).field).toBe('form');
  });
});

describe("the rulesets' sides for the scoring form", () => {
  it('lists each ruleset’s teams and the roles it can deal', () => {
    expect(rulesetTeams('mensa-hungariqa')).toEqual(['citizens', 'mafia']);
    expect(rulesetRoles('davidoff-1987')).toEqual(['honest', 'mafia']);
    expect(rulesetRoles('city-mafia')).toEqual(
      expect.arrayContaining(['civilian', 'sheriff', 'doctor', 'don', 'mafioso', 'maniac', 'putana']),
    );
  });
});

describe('the printed standings', () => {
  it('carry every row in the station’s order, and pass the print schema', () => {
    const players = ['1', '2', '3'];
    const standings = computeStandings(
      presetSports(),
      [
        {
          gameId: 'g1',
          round: 1,
          table: 1,
          winner: 'mafia',
          players: players.map((id, i) => ({
            playerId: id,
            seat: i + 1,
            role: i === 0 ? 'mafia' : 'honest',
            team: i === 0 ? 'mafia' : 'honest',
            alive: true,
            removed: i === 2,
            remarks: 0,
          })),
          extras: [{ playerId: '2', points: 0.5, reason: 'fair play' }],
        },
      ],
      { players, names: { '1': 'Anna', '2': 'Boris', '3': 'Clara' } },
    );
    if (!standings.ok) throw new Error(standings.error.code);
    const detail = {
      name: 'Cup',
      tournamentId: 't',
      rulesetId: 'davidoff-1987',
      scoring: presetSports(),
    } as TournamentDetail;
    const printable = printableStandings(detail, standings.value, {
      column: (key) => `<${key}>`,
      subtitle: 'Round 1 of 1',
    });
    expect(printable.rows.map((r) => [r.rank, r.name, r.total])).toEqual([
      [1, 'Anna', 1],
      [2, 'Boris', 0.5],
      [3, 'Clara', -0.5],
    ]);
    expect(printable.columns.map((c) => c.key)).toEqual([...STANDINGS_COLUMNS]);
    expect(printable.rows[2]!.values.penalties).toBe(-0.5);
    expect(validatePayload(PrintableStandingsSchema, printable).ok).toBe(true);
  });

  it('add points per game when the scoring ranks by them, and Ci when it pays it (issue 16)', () => {
    expect(standingsColumns({ ...presetFiim(7), ranking: 'per-game' })).toEqual([
      'perGame',
      ...STANDINGS_COLUMNS,
      // FIIM v7 pays an auto-bonus too (tryout 8: the columns add up to the points).
      'autoBonus',
      'compensation',
    ]);
    expect(standingsColumns(presetSports())).toEqual([...STANDINGS_COLUMNS]);
  });

  it('leave out the best move, the extras and the penalties where the scoring pays none (scorefacts: win/loss)', () => {
    expect(standingsColumns(presetWinLoss())).toEqual(['games', 'wins', 'pointsWithoutBonus', 'roleBonus']);
    // The same scoring with extras allowed and a technical defeat's penalty shows those columns again.
    expect(standingsColumns({ ...presetWinLoss(), extra: { min: -1, max: 1 }, technicalDefeat: -0.5 })).toEqual([
      'games',
      'wins',
      // Before «Without bonuses», which counts them (tryout 8).
      'penalties',
      'pointsWithoutBonus',
      'roleBonus',
      'extras',
    ]);
  });
});
