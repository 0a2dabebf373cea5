/** Tryout 6: the station refuses a tournament whose scoring preset does not fit its ruleset, and changes nothing. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetClubEvening, presetFiim, presetSports, presetWinLoss } from '../../shared/tournament/index.ts';
import { tempDir } from './archive-fixtures.ts';
import { ok, SPRING_CUP, tournamentStation } from './helpers.ts';

/** The Spring Cup moved to Mensa, one round at one table (every test gives its own scoring). */
const MENSA_CUP = { ...SPRING_CUP, name: 'Mensa Cup', rulesetId: 'mensa-hungariqa', rounds: 1, tables: 1 };

describe('a tournament’s scoring preset must fit its ruleset', () => {
  it('refuses the club evening and an edited FIIM copy for Mensa, with a rule error and no tournament made', () => {
    const s = tournamentStation(join(tempDir(), 'archive.sqlite'));
    for (const scoring of ['club-evening-v1', presetClubEvening(), { ...presetFiim(7), extra: { min: -1, max: 1 } }]) {
      expect(s.request('tournament.create', { ...MENSA_CUP, scoring })).toMatchObject({
        ok: false,
        error: { kind: 'rule', code: 'scoring.preset-not-for-ruleset', params: { ruleset: 'mensa-hungariqa' } },
      });
    }
    expect(ok(s.request('tournament.list', {}))).toEqual([]);
    s.close();
  });

  it('takes the win/loss preset for Mensa and Copag, and a FIIM preset for 1987', () => {
    const s = tournamentStation(join(tempDir(), 'archive.sqlite'));
    const mensa = ok(s.request('tournament.create', { ...MENSA_CUP, scoring: 'win-loss-v1' }));
    expect(mensa.scoring).toEqual(presetWinLoss());
    ok(
      s.request('tournament.create', {
        ...MENSA_CUP,
        name: 'Copag Cup',
        rulesetId: 'copag-mafia',
        tables: 2,
        scoring: 'win-loss-v1',
      }),
    );
    ok(
      s.request('tournament.create', {
        ...MENSA_CUP,
        name: '1987 Cup',
        rulesetId: 'davidoff-1987',
        scoring: 'fiim-v7',
      }),
    );
    expect(ok(s.request('tournament.list', {}))).toHaveLength(3);
    s.close();
  });

  it('refuses a scoring that counts a field the ruleset’s games cannot give, naming the field, and makes nothing', () => {
    // scorefacts: a hand-typed scoring passed whatever it counted: a best move at a French-deck table, Ci at a
    // Mensa table, remark penalties in Copag (no moderator gives any), the 1987 game score elsewhere.
    const s = tournamentStation(join(tempDir(), 'archive.sqlite'));
    const { basedOn: _pin, ...sports } = presetSports();
    const cases: [string, object, string, string][] = [
      ['french-deck', { bestMove: { twoRight: 0.3, threeRight: 0 } }, 'best-move', 'bestMove.twoRight'],
      [
        'mensa-hungariqa',
        { compensation: { formula: 'fiim-ci', points: 0.4, share: 0.4 } },
        'best-move',
        'compensation.points',
      ],
      ['copag-mafia', { penalties: { remark: -0.1, removal: 0 } }, 'discipline', 'penalties.remark'],
      ['city-mafia', { mode: 'davidoff-1987' }, 'game-score', 'mode'],
    ];
    for (const [rulesetId, part, need, field] of cases) {
      const scoring = { ...presetWinLoss(), ...part };
      expect(s.request('tournament.create', { ...MENSA_CUP, rulesetId, tables: 2, scoring })).toMatchObject({
        ok: false,
        error: { kind: 'rule', code: `scoring.ruleset-has-no-${need}`, params: { field, ruleset: rulesetId } },
      });
    }
    // The sports scoring typed by hand (no pin) counts a best move: refused for the French deck.
    expect(s.request('tournament.create', { ...MENSA_CUP, rulesetId: 'french-deck', scoring: sports })).toMatchObject({
      ok: false,
      error: { code: 'scoring.ruleset-has-no-best-move', params: { field: 'bestMove.twoRight' } },
    });
    expect(ok(s.request('tournament.list', {}))).toEqual([]);
    s.close();
  });

  it('refuses a tie-break the games cannot separate by, unless it is the fitting preset’s own', () => {
    const s = tournamentStation(join(tempDir(), 'archive.sqlite'));
    const byDon = { ...presetWinLoss(), tieBreaks: ['wins', 'key-role-wins'] };
    expect(s.request('tournament.create', { ...MENSA_CUP, scoring: byDon })).toMatchObject({
      ok: false,
      error: {
        code: 'scoring.ruleset-has-no-key-roles',
        params: { field: 'tieBreaks', tieBreak: 'key-role-wins', ruleset: 'mensa-hungariqa' },
      },
    });
    const copag = { ...MENSA_CUP, rulesetId: 'copag-mafia', tables: 2 };
    for (const [tieBreak, need] of [
      ['first-night-deaths', 'first-night'],
      ['fewest-penalties', 'discipline'],
      ['best-move', 'best-move'],
    ]) {
      const scoring = { ...presetWinLoss(), tieBreaks: ['wins', tieBreak] };
      expect(s.request('tournament.create', { ...copag, scoring })).toMatchObject({
        ok: false,
        error: { code: `scoring.ruleset-has-no-${need}`, params: { tieBreak } },
      });
    }
    expect(ok(s.request('tournament.list', {}))).toEqual([]);
    // FIIM's own list, wins as don or sheriff included, is pinned whole at a 1987 table (they separate nobody there).
    ok(s.request('tournament.create', { ...MENSA_CUP, rulesetId: 'davidoff-1987', scoring: presetFiim(7) }));
    // The first-night deaths separate French-deck and Mensa players: their mafia kill from the first night on.
    const firstNight = { ...presetWinLoss(), tieBreaks: ['wins', 'first-night-deaths', 'fewest-penalties'] };
    ok(s.request('tournament.create', { ...MENSA_CUP, rulesetId: 'french-deck', scoring: firstNight }));
    expect(ok(s.request('tournament.list', {}))).toHaveLength(2);
    s.close();
  });

  it('refuses a best move in a tournament whose games have none (French deck), and records nothing', () => {
    const s = tournamentStation(join(tempDir(), 'archive.sqlite'));
    const cup = ok(s.request('tournament.create', { ...MENSA_CUP, rulesetId: 'french-deck', scoring: 'win-loss-v1' }));
    const [a, b, c] = cup.participants.map((p) => p.playerId);
    const move = { tournamentId: cup.tournamentId, gameId: 'g1', playerId: a!, suspects: [b!, c!] };
    expect(s.request('tournament.best-move', move)).toMatchObject({
      ok: false,
      error: { kind: 'rule', code: 'scoring.ruleset-has-no-best-move', params: { ruleset: 'french-deck' } },
    });
    expect(ok(s.request('tournament.get', { tournamentId: cup.tournamentId })).bestMoves).toEqual([]);
    s.close();
  });
});
