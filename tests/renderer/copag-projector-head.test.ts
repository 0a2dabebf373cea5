/**
 * Tryout 6: Copag's screens read «RODADA 0» while the first missions were opened, before anyone's first turn,
 * and counted «8 de 8 no jogo» («生存 4 / 4 人») in a game nobody leaves. Round 0 reads as the opening of the
 * missions, and the projector's head shows no count of those still in for Copag (the other rulesets keep it;
 * the head itself: components/phase-header-count.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales/locale-list.ts';
import { copagMafia as CM } from '../../shared/engine/rulesets/copag-mafia/index.ts';
import { cityMafia } from '../../shared/engine/rulesets/city-mafia/index.ts';
import type { GameState } from '../../shared/engine/rulesets/copag-mafia/types.ts';
import { phaseTitle } from '../../shared/text/phase-title.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

/** A 5-player Copag table in play, in the given round. */
function table(round: number): GameState {
  const setup = CM.validateSetup({
    rulesetId: 'copag-mafia',
    players: ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva'],
    options: CM.defaultOptions(5),
  });
  if (!setup.ok) throw new Error(setup.error.code);
  return { ...CM.initialState(setup.value), phase: 'play', round };
}

const head = (round: number, locale: (typeof LOCALES)[number]) =>
  CM.projector({ ...CM.publicView(table(round)), gameId: 'g' }, stationTranslator(locale));

describe('copag-mafia: the head of its screens', () => {
  it('reads round 0 as the opening of the missions, in every language, and later rounds by number', () => {
    for (const locale of LOCALES) {
      const tr = stationTranslator(locale);
      expect(head(0, locale).title, locale).not.toMatch(/0/);
      expect(head(0, locale).title, locale).toBe(tr.t('phase.copag-mafia.play-before'));
      expect(head(2, locale).title, locale).toBe(tr.t('phase.copag-mafia.play', { round: 2 }));
    }
    expect(head(0, 'pt').title).toBe('Abertura das missões');
  });

  it('keeps a round 0 title where a ruleset has no opening of its own', () => {
    const tr = stationTranslator('en');
    expect(phaseTitle(tr, 'phase.night', 0)).toBe(tr.t('phase.night', { round: 0 }));
  });

  it('says nobody leaves a Copag game (the projector then shows no count of those still in), and City does not', () => {
    expect(head(1, 'ja').nobodyLeaves).toBe(true);
    const setup = cityMafia.validateSetup({
      rulesetId: 'city-mafia',
      players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'],
      options: cityMafia.defaultOptions(10),
    });
    if (!setup.ok) throw new Error(setup.error.code);
    const city = cityMafia.initialState(setup.value);
    expect(
      cityMafia.projector({ ...cityMafia.publicView(city), gameId: 'c' }, stationTranslator('en')).nobodyLeaves,
    ).toBeUndefined();
  });
});
