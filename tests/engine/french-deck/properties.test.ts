/**
 * Property tests of french-deck beyond the suite every ruleset gets (../ruleset-properties.test.ts runs it
 * with ./property-spec.ts): a refusal leaves the game as it was, the random-lynch model, a night that
 * looks the same whatever happens in it, adversarial players, and the random policy against the prompts.
 * A counterexample is a plain `{ setup, choices }` value; keep each one found as a regression test below.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideStep } from '../../../shared/engine/index.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import { rulesetProperties } from '../ruleset-properties.ts';
import { FD, playerNames, roomView } from './helpers.ts';
import type { Command, Game, GameSetup } from './helpers.ts';
import { choicesArbitrary, pickOf, type Choices } from '../choices.ts';
import { runs } from '../../tiers.ts';
import { arbitraryCommandArb, frenchDeckPropertySpec, setupArb } from './property-spec.ts';

const choicesArb = choicesArbitrary(200);

const properties = rulesetProperties(FD, frenchDeckPropertySpec);
const created = properties.created as (setup: GameSetup) => Game;
const apply = properties.apply as (game: Game, command: Command) => Game;
const walk = properties.walk as unknown as (
  setup: GameSetup,
  pick: ReturnType<typeof seededPick>,
  visit: (before: Game, command: Command, after: Game) => Game | void,
  undoRate?: number,
  policy?: 'random' | 'randomLynch',
) => Game;
const gameEnds = (setup: GameSetup, choices: Choices): void => void properties.gameEnds(setup, choices);

/** Random-lynch: every day exactly one player is executed; every night a living non-mafioso is killed; the game ends. */
function randomLynchHolds(setup: GameSetup, choices: Choices): void {
  let days = 0;
  const game = walk(
    setup,
    pickOf(choices),
    (before, command, after) => {
      if (command.type === 'mafia-kill') {
        expect(before.state.players[command.target - 1]!.role).not.toBe('mafioso');
      }
      if (before.state.phase === 'day' && after.state.phase !== 'day') {
        days++;
        const executed = after.state.players.filter(
          (p) => p.eliminated?.cause === 'executed' && p.eliminated.round === before.state.round,
        );
        expect(executed).toHaveLength(1);
      }
      if (command.type === 'resolve-vote') expect(after.state.votes.at(-1)?.passed).toBe(true);
    },
    0,
    'randomLynch',
  );
  expect(game.state.phase).toBe('ended');
  expect(game.state.players.filter((p) => p.eliminated?.cause === 'executed')).toHaveLength(days);
}

/**
 * The night looks the same whatever happens in it: at every night step of a random game, any other
 * legal victim and check give the same public view until the dawn.
 */
function nightLooksTheSame(setup: GameSetup, choices: Choices, otherSeed: number): void {
  const other = seededPick(otherSeed);
  walk(setup, pickOf(choices), (before, command, after) => {
    if (command.type !== 'mafia-kill' && command.type !== 'angel-check') return;
    const alternative = FD.simulator.random(before.state, other);
    if (!alternative || alternative.type !== command.type) return;
    expect(roomView(apply(before, alternative).state, 'g')).toEqual(roomView(after.state, 'g'));
    expect(roomView(after.state, 'g')).toEqual(roomView(before.state, 'g'));
  });
}

describe('property: decide never throws, whatever the command', () => {
  it('a refused command leaves the game unchanged', () => {
    fc.assert(
      fc.property(
        setupArb,
        choicesArb,
        fc.array(arbitraryCommandArb, { minLength: 1, maxLength: 20 }),
        (setup, choices, commands) => {
          const pick = pickOf(choices);
          let game = created(setup);
          for (const command of commands) {
            const legal = FD.simulator.random(game.state, pick);
            if (legal) game = apply(game, legal);
            const snapshot = structuredClone(game);
            const decided = decideStep(game, command);
            expect(game).toEqual(snapshot);
            if (!decided.ok) expect(decided.error.code).toMatch(/^(french-deck|undo|redo)\./);
          }
        },
      ),
      { numRuns: runs(100) },
    );
  });
});

describe('property: every game ends', () => {
  it('under simulator.randomLynch: one execution a day, the mafia kill a non-mafioso every night', () => {
    fc.assert(fc.property(setupArb, choicesArb, randomLynchHolds), { numRuns: runs(100) });
  });
});

describe('property: secrecy of the public view', () => {
  it('the night looks the same whatever the victim and the check', () => {
    fc.assert(fc.property(setupArb, choicesArb, fc.integer(), nightLooksTheSame), { numRuns: runs(60) });
  });
});

describe('termination against adversarial pickers', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('every choice %i, at every table size and way of dealing', (constant) => {
    for (let n = 6; n <= 16; n++) {
      for (const dealing of ['station', 'physical'] as const) {
        gameEnds(
          { rulesetId: 'french-deck', players: playerNames(n), options: { ...FD.defaultOptions(n), dealing } },
          { prefix: [], then: { constant } },
        );
      }
    }
  });
});

describe('the random policy offers only what the prompt offers', () => {
  it("each random command is one of the current prompt's commands", () => {
    fc.assert(
      fc.property(setupArb, choicesArb, (setup, choices) => {
        walk(setup, pickOf(choices), (before, command) => {
          const offered = FD.prompts(before.state).flatMap((p) => p.commands);
          expect(offered).toContain(command.type);
        });
      }),
      { numRuns: runs(40) },
    );
  });

  it('returns null once the game is over', () => {
    const game = walk(
      { rulesetId: 'french-deck', players: playerNames(6), options: FD.defaultOptions(6) },
      seededPick(1),
      () => undefined,
    );
    expect(FD.simulator.random(game.state, seededPick(2))).toBeNull();
    expect(FD.simulator.randomLynch(game.state, seededPick(2))).toBeNull();
  });
});

describe('regressions found by the properties', () => {
  it('discipline: a night whose victim was removed before the dawn kills nobody, and the game still ends', () => {
    gameEnds(
      {
        rulesetId: 'french-deck',
        players: playerNames(10),
        options: { mafiaCount: 3, dealing: 'physical', discipline: true },
      },
      { prefix: [0, 0, 0], then: { seed: 1243811089 } },
    );
  });
});
