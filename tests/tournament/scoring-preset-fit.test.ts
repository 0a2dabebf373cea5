/**
 * Tryout 6: a French-deck or Mensa tournament was offered FIIM's and the club evening's scoring, though neither
 * game has a red first-night victim, a don or a sheriff. Each preset says which rulesets it fits.
 */
import { describe, expect, it } from 'vitest';
import { RULESET_LIST } from '../../shared/engine/index.ts';
import {
  checkPresetFits,
  presetByKey,
  presetClubEvening,
  presetFiim,
  presetSports,
  presetWinLoss,
  presetsFor,
} from '../../shared/tournament/index.ts';
import { game, gp, standingsOf } from './helpers.ts';

const keysFor = (rulesetId: Parameters<typeof presetsFor>[0]) => presetsFor(rulesetId).map((p) => p.key);
const FIIM_KEYS = ['fiim-v7', 'fiim-v6', 'fiim-v5', 'fiim-v4', 'fiim-v3', 'fiim-v2', 'fiim-v1'];

describe('which scoring presets fit which ruleset', () => {
  it('the French deck, Mensa and Copag are offered the plain win/loss preset only', () => {
    expect(keysFor('french-deck')).toEqual(['win-loss-v1']);
    expect(keysFor('mensa-hungariqa')).toEqual(['win-loss-v1']);
    expect(keysFor('copag-mafia')).toEqual(['win-loss-v1']);
  });

  it('1987 is offered FIIM, its own rulebook, sports and win/loss, but not the club evening (no don, no sheriff)', () => {
    expect(keysFor('davidoff-1987')).toEqual([...FIIM_KEYS, 'preset-1987', 'preset-sports', 'win-loss-v1']);
  });

  it('the city game is offered everything but the 1987 rulebook’s game score', () => {
    expect(keysFor('city-mafia')).toEqual([...FIIM_KEYS, 'club-evening-v1', 'preset-sports', 'win-loss-v1']);
  });

  it('every ruleset is offered at least one preset, so every tournament form has one to start from', () => {
    for (const ruleset of RULESET_LIST) expect(presetsFor(ruleset.id).length).toBeGreaterThan(0);
  });

  it('refuses a config copied from a preset that does not fit, and names the preset', () => {
    expect(checkPresetFits(presetClubEvening(), 'mensa-hungariqa')).toEqual({
      ok: false,
      error: {
        code: 'scoring.preset-not-for-ruleset',
        params: { preset: 'club-evening-v1', ruleset: 'mensa-hungariqa' },
      },
    });
    // An edited copy keeps its pin, and with it the preset's fit.
    const edited = { ...presetFiim(7), extra: { min: -1, max: 1 } };
    expect(checkPresetFits(edited, 'french-deck')).toMatchObject({ ok: false });
    expect(checkPresetFits(presetByKey('preset-1987')!.make(), 'city-mafia')).toMatchObject({ ok: false });
  });

  it('passes a preset that fits, a config typed by hand, and one pinned to a preset this station does not ship', () => {
    expect(checkPresetFits(presetFiim(7), 'city-mafia')).toEqual({ ok: true, value: presetFiim(7) });
    expect(checkPresetFits(presetSports(), 'davidoff-1987').ok).toBe(true);
    const { basedOn: _pin, ...byHand } = presetClubEvening();
    expect(checkPresetFits(byHand, 'mensa-hungariqa').ok).toBe(true);
    expect(checkPresetFits({ ...byHand, basedOn: { id: 'club-evening', version: 9 } }, 'copag-mafia').ok).toBe(true);
  });

  it('win/loss pays 1 to every winner of every ruleset, and nothing else', () => {
    for (const ruleset of RULESET_LIST) {
      for (const team of ruleset.teams) expect(presetWinLoss().winPoints[team]).toBe(1);
    }
    const played = game(
      'g1',
      [gp('A', 1, 'police', { removed: true }), gp('B', 2, 'police'), gp('C', 3, 'mafia')],
      'police',
      {
        bestMove: { playerId: 'B', suspects: ['C'] },
      },
    );
    const rows = standingsOf(presetWinLoss(), [played]).rows.map((r) => [r.playerId, r.points]);
    expect(rows).toEqual([
      ['A', 1],
      ['B', 1],
      ['C', 0],
    ]);
  });
});
