/** Tryout 6: the station refuses a tournament whose scoring preset does not fit its ruleset, and changes nothing. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetClubEvening, presetFiim, presetWinLoss } from '../../shared/tournament/index.ts';
import { tempDir } from './archive-fixtures.ts';
import { ok, tournamentStation, TWELVE } from './helpers.ts';

const MENSA_CUP = {
  name: 'Mensa Cup',
  startsOn: '2026-11-27',
  endsOn: '2026-11-27',
  rulesetId: 'mensa-hungariqa',
  players: TWELVE,
  rounds: 1,
  tables: 1,
};

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
});
