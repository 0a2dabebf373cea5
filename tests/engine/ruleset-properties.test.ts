/**
 * The property suite every ruleset gets (DESIGN.md "Tests"): `describeRulesetProperties(ruleset, spec)`,
 * declared here for every ruleset the engine runs, so a new ruleset is tested by it as soon as it is
 * registered, with generic checks until it adds a spec (its setups, odd commands, end and secrets) below.
 * The checks themselves are plain functions in ./ruleset-properties.ts (regression tests reuse them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, replay, type GameSetup } from '../../shared/engine/index.ts';
import { RULESETS, type AnyRuleset } from '../../shared/engine/rulesets/index.ts';
import { runs } from '../tiers.ts';
import { choicesArbitrary } from './choices.ts';
import { cityPropertySpec } from './city-mafia/property-spec.ts';
import { copagPropertySpec } from './copag-mafia/property-spec.ts';
import { davidoffPropertySpec } from './davidoff-1987-property-spec.ts';
import { frenchDeckPropertySpec } from './french-deck/property-spec.ts';
import { mensaPropertySpec } from './mensa-hungariqa/property-spec.ts';
import {
  defaultSetups,
  LONG,
  oddNumber,
  RULE_CODE,
  RUNS,
  rulesetProperties,
  type Move,
  type PropertyName,
  type RulesetPropertySpec,
} from './ruleset-properties.ts';

/** Each ruleset's own setups, odd commands, end and secrets (optional: the suite has generic defaults). */
const SPECS: Partial<Record<string, RulesetPropertySpec>> = {
  'davidoff-1987': davidoffPropertySpec,
  'french-deck': frenchDeckPropertySpec,
  'mensa-hungariqa': mensaPropertySpec,
  'city-mafia': cityPropertySpec,
  'copag-mafia': copagPropertySpec,
};

/**
 * The property suite of a ruleset: decide never throws (odd commands and setups), the live state equals
 * the replay, undo and redo restore, every game ends under both policies, and the public view keeps the
 * secrets.
 */
export function describeRulesetProperties(ruleset: AnyRuleset, spec: RulesetPropertySpec = {}): void {
  const p = rulesetProperties(ruleset, spec);
  const n = (name: PropertyName) => runs(spec.runs?.[name] ?? RUNS[name]);
  const setupArb = spec.setups ?? defaultSetups(ruleset);
  const choicesArb = choicesArbitrary(spec.maxPrefix);
  // Without the ruleset's own odd commands: the random player's commands made odd at the point of the game.
  const oddArb: fc.Arbitrary<Move> = spec.commands
    ? spec.commands.map((command): Move => ({ kind: 'odd', command }))
    : fc.tuple(fc.integer(), oddNumber).map(([seed, odd]): Move => ({ kind: 'oddened', seed, odd }));
  const moveArb: fc.Arbitrary<Move> = fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: 'legal' as const }) },
    { weight: 2, arbitrary: oddArb },
  );
  const optionsArb = spec.options
    ? fc.oneof({ weight: 4, arbitrary: spec.options }, { weight: 1, arbitrary: fc.anything() })
    : fc.anything();

  describe(`${ruleset.id}: the property suite every ruleset gets`, () => {
    it(
      'decide never throws: odd commands at random points of a game are refused with a named rule, the game unchanged, or applied consistently',
      () => {
        fc.assert(
          fc.property(
            setupArb,
            choicesArb,
            fc.array(moveArb, { maxLength: 150 }),
            (setup, choices, moves) => void p.fuzzGame(setup, choices, moves),
          ),
          { numRuns: n('fuzz') },
        );
      },
      LONG,
    );

    it(
      'decide never throws: arbitrary setups are either accepted or refused with a rule error',
      () => {
        const namesArb = fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), {
          maxLength: ruleset.maxPlayers + 4,
        });
        fc.assert(
          fc.property(namesArb, optionsArb, (players, options) => {
            const result = createGame({ rulesetId: ruleset.id, players, options } as unknown as GameSetup);
            if (!result.ok) expect(result.error.code).toMatch(RULE_CODE);
            else expect(replay(result.value.log)).toEqual(result.value.state);
          }),
          { numRuns: n('setups') },
        );
      },
      LONG,
    );

    it(
      'the live state equals the replay of its log after every step, with undo and redo mixed in',
      () => {
        fc.assert(fc.property(setupArb, choicesArb, p.replayMatches), { numRuns: n('replay') });
      },
      LONG,
    );

    it(
      'undo restores the previous state exactly, redo the next, after any accepted game command',
      () => {
        fc.assert(fc.property(setupArb, choicesArb, p.undoRedoRestore), { numRuns: n('undo') });
      },
      LONG,
    );

    it(
      'undoing a whole game returns to its creation, and redoing it all returns to its end',
      () => {
        fc.assert(fc.property(setupArb, choicesArb, p.undoAllRedoAll), { numRuns: n('undoAll') });
      },
      LONG,
    );

    it.each([
      [
        'every game ends under the random policy, within a bounded number of commands, with a winner by the rules',
        'random',
        'ends',
      ],
      ['every game ends under the random-lynch policy too', 'randomLynch', 'endsLynch'],
    ] as const)(
      '%s',
      (_name, policy, runs) => {
        fc.assert(
          fc.property(setupArb, choicesArb, (setup, choices) => void p.gameEnds(setup, choices, policy)),
          { numRuns: n(runs) },
        );
      },
      LONG,
    );

    it(
      "secrecy of the public view: no living player's role and no night choice reaches the room, at any state",
      () => {
        fc.assert(fc.property(setupArb, choicesArb, fc.integer(), p.publicViewKeepsSecrets), { numRuns: n('secrecy') });
      },
      LONG,
    );
  });
}

for (const ruleset of Object.values(RULESETS)) describeRulesetProperties(ruleset, SPECS[ruleset.id]);
