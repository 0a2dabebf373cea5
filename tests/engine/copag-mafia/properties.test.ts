/**
 * Property tests over random copag-mafia games (DESIGN.md "Tests": replay, termination, secrecy).
 * fast-check controls every choice of the random table (a prefix of integers, then a seeded PRNG or
 * one answer for ever). A counterexample is a plain `{ setup, choices }`; keep each found as a test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../shared/engine/index.ts';
import { commandOfStep } from '../../../shared/engine/rulesets/copag-mafia/command-of-step.ts';
import { operatorEvent } from '../../../shared/engine/rulesets/copag-mafia/operator-event.ts';
import { playerCard } from '../../../shared/engine/rulesets/copag-mafia/player-view.ts';
import { runs } from '../../tiers.ts';
import { choicesArbitrary, pickOf, type Choices } from '../choices.ts';
import {
  CM,
  eventsOf,
  newGame,
  objectivesShown,
  operatorView,
  played,
  roomView,
  type CopagOptions,
  type Game,
  type GameCommand,
  type GameEvent,
} from './helpers.ts';

/** Far above the longest game the policies allow (30 free rounds of at most 8 turns, then only progress). */
const MAX_STEPS = 6_000;

const optionsArb: fc.Arbitrary<{ n: number; options: Partial<CopagOptions> }> = fc.record({
  n: fc.integer({ min: 3, max: 8 }),
  options: fc.record({
    dealing: fc.constantFrom('station' as const, 'physical' as const),
    characters: fc.constantFrom('chosen' as const, 'drawn' as const),
    abilities: fc.boolean(),
  }),
});

interface Walked {
  games: Game[];
  steps: { before: Game; command: GameCommand; events: GameEvent[] }[];
}

/** Plays a game to its end with a policy, keeping every game and step. */
function walk(n: number, options: Partial<CopagOptions>, choices: Choices, policy: 'random' | 'randomLynch'): Walked {
  const pick = pickOf(choices);
  let game = newGame(n, options);
  const out: Walked = { games: [game], steps: [] };
  for (let i = 0; i < MAX_STEPS; i++) {
    const command = CM.simulator[policy](game.state, pick);
    if (!command) return out;
    const before = game;
    game = played(game, command);
    out.steps.push({ before, command, events: eventsOf(game).slice(before.log.length) });
    out.games.push(game);
  }
  return out;
}

const gameArb = fc.record({
  setup: optionsArb,
  choices: choicesArbitrary(200),
  policy: fc.constantFrom('random' as const, 'randomLynch' as const),
});

describe('copag-mafia properties', () => {
  it('every game ends, with a side at 4 missions', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, choices, policy }) => {
        const last = walk(setup.n, setup.options, choices, policy).games.at(-1)!.state;
        expect(last.phase).toBe('ended');
        expect(Math.max(last.successes, last.sabotages)).toBe(4);
      }),
      { numRuns: runs(60) },
    );
  });

  it("the operator's view, the public view and the operator's timeline never show an objective before the end", () => {
    fc.assert(
      fc.property(gameArb, ({ setup, choices, policy }) => {
        const { games } = walk(setup.n, setup.options, choices, policy);
        for (const game of games) {
          if (game.state.phase === 'ended') continue;
          expect(objectivesShown(roomView(game.state), game.state)).toEqual([]);
          expect(objectivesShown(operatorView(game.state), game.state)).toEqual([]);
          expect(objectivesShown(eventsOf(game).map(operatorEvent))).toEqual([]);
        }
        // The result reveals every objective the station dealt.
        const last = games.at(-1)!.state;
        const shown = roomView(last).players.map((p) => p.role);
        expect(shown).toEqual(last.players.map((p) => p.role));
        if (setup.options.dealing === 'station') expect(shown.every((r) => r !== null)).toBe(true);
      }),
      { numRuns: runs(40) },
    );
  });

  it("a player's card shows his own objective and only what his Consiglieres showed him", () => {
    fc.assert(
      fc.property(gameArb, ({ setup, choices, policy }) => {
        const last = walk(setup.n, { ...setup.options, dealing: 'station' }, choices, policy).games.at(-1)!.state;
        for (const player of last.players) {
          const card = playerCard(last, player.seat)!;
          expect(card.role).toBe(player.role);
          const looked = last.seen.filter((s) => s.viewer === player.seat).map((s) => s.target);
          expect(card.seen.map((s) => s.seat)).toEqual(looked);
          for (const seen of card.seen) expect(seen.role).toBe(last.players[seen.seat - 1]!.role);
        }
      }),
      { numRuns: runs(30) },
    );
  });

  it('replaying the log from scratch gives the state folded step by step', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, choices, policy }) => {
        const { games } = walk(setup.n, setup.options, choices, policy);
        for (const game of games.filter((_, i) => i % 25 === 0 || i === games.length - 1))
          expect(replay(game.log)).toEqual(game.state);
      }),
      { numRuns: runs(40) },
    );
  });

  it('each recorded step reads back as a command that decides the same events', () => {
    fc.assert(
      fc.property(gameArb, ({ setup, choices, policy }) => {
        for (const { before, events } of walk(setup.n, setup.options, choices, policy).steps) {
          const command = commandOfStep(before.state, events);
          expect(command, JSON.stringify(events[0])).not.toBeNull();
          const again = CM.decide(before.state, command!);
          expect(again.ok ? again.value : again.error).toEqual(events);
        }
      }),
      { numRuns: runs(40) },
    );
  });

  it('never throws on any command, and a refused one changes nothing', () => {
    const anything = fc.oneof(
      fc.record(
        {
          type: fc.constantFrom(
            'assign-characters',
            'deal',
            'cards-dealt',
            'open-mission',
            'contribute',
            'play-card',
            'pass',
            'skip-turn',
            'use-ability',
            'reveal-mission',
            'vincenzo',
            'reveal-police',
            'break-omerta',
            'bogus',
          ),
        },
        { requiredKeys: [] },
      ),
      fc.object(),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        gameArb,
        fc.array(anything, { minLength: 1, maxLength: 20 }),
        ({ setup, choices, policy }, commands) => {
          const { games } = walk(setup.n, setup.options, choices, policy);
          for (const [i, command] of commands.entries()) {
            const game = games[Math.floor((i / commands.length) * games.length)]!;
            const frozen = JSON.stringify(game.state);
            const decided = CM.decide(game.state, command as GameCommand);
            expect(typeof decided.ok).toBe('boolean');
            expect(JSON.stringify(game.state)).toBe(frozen);
          }
        },
      ),
      { numRuns: runs(30) },
    );
  });
});
