/**
 * Property tests of city-mafia beyond the suite every ruleset gets (../ruleset-properties.test.ts runs it
 * with ./property-spec.ts): termination against an adversarial player at every table size.
 */
import { describe, it } from 'vitest';
import { rulesetProperties } from '../ruleset-properties.ts';
import { CITY, playerNames } from './helpers.ts';
import type { GameSetup } from './helpers.ts';
import { cityPropertySpec } from './property-spec.ts';

/** Property runs play hundreds of games: give them time on a slow or busy machine. */
const LONG = 180_000;

const { gameEnds } = rulesetProperties(CITY, cityPropertySpec);

describe('property: every game ends', () => {
  it.each([0, 1, 2, 3, 5, 7, 11, 29, 30, 31, 99])(
    'with every choice %i, at every table size',
    (constant) => {
      for (let n = 6; n <= 16; n++) {
        for (const dealing of ['station', 'physical'] as const) {
          const setup: GameSetup = {
            rulesetId: 'city-mafia',
            players: playerNames(n),
            options: { ...CITY.defaultOptions(n), dealing },
          };
          gameEnds(setup, { prefix: [], then: { constant } });
        }
      }
    },
    LONG,
  );
});
