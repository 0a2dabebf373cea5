/**
 * commandOfStep: every recorded step of every ruleset reads back as the command that made it. For random
 * games of all four rulesets, with undo, redo and rewind steps, deciding that command against the game
 * just before the step yields exactly the recorded events.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyStep,
  commandOfStep,
  createGame,
  decideStep,
  type Game,
  type GameSetup,
  type LoggedEvent,
} from '../../shared/engine/index.ts';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import {
  playWithLogMoves,
  RULESET_IDS,
  seededGame,
  setupChoicesArb,
  setupOf,
  stepsOf,
} from '../fixtures/ruleset-games.ts';
import { runs } from '../tiers.ts';

const LONG = 180_000;

/** Re-decides every step of the game from the command it stands for; the commands' types seen. */
function everyStepReDecides(game: Game): string[] {
  const [first, ...later] = stepsOf(game.log);
  const created = first?.[0];
  if (!created || created.type !== 'game-created') throw new Error('a game starts with game-created');
  const start = createGame(created.setup);
  if (!start.ok) throw new Error(start.error.code);
  let before = start.value;
  const seen: string[] = [];
  later.forEach((events, i) => {
    const command = commandOfStep(before, events);
    expect(command, `step ${i + 1} starts with ${events[0]!.type}`).not.toBeNull();
    const decided = decideStep(before, command!);
    expect(decided, `step ${i + 1}: ${JSON.stringify(command)}`).toEqual({ ok: true, value: events });
    seen.push(command!.type);
    before = applyStep(before, events);
  });
  return seen;
}

describe('commandOfStep', () => {
  for (const rulesetId of RULESET_IDS) {
    it(
      `${rulesetId}: every step of a random game, undo, redo and rewind included, re-decides to its events`,
      () => {
        const play = ([choices, seed]: [Parameters<typeof setupOf>[1], number]) =>
          everyStepReDecides(playWithLogMoves(setupOf(rulesetId, choices) as GameSetup, seededPick(seed)));
        fc.assert(
          fc.property(setupChoicesArb, fc.integer(), (choices, seed) => void play([choices, seed])),
          { numRuns: runs(40) },
        );
        // The log moves' markers are read back too: in games drawn from a fixed seed, so that reaching undo, redo
        // and rewind is no matter of chance (the random games above missed a redo now and then: testtime2).
        const commands = new Set<string>();
        for (const game of fc.sample(fc.tuple(setupChoicesArb, fc.integer()), { numRuns: 40, seed: 14 })) {
          for (const type of play(game)) commands.add(type);
          if (['undo', 'redo', 'rewind'].every((type) => commands.has(type))) break;
        }
        for (const type of ['undo', 'redo', 'rewind']) expect(commands.has(type), type).toBe(true);
      },
      LONG,
    );
  }

  it(
    'reads games to their end, every ruleset and both dealings',
    () => {
      for (const rulesetId of RULESET_IDS) {
        for (let seed = 1; seed <= 12; seed++)
          everyStepReDecides(seededGame(rulesetId, seed, { undo: 0, redo: 0, rewind: 0 }, 5_000));
      }
    },
    LONG,
  );

  it('answers null, never throws, for a step no station records', () => {
    const game = seededGame('mensa-hungariqa', 3, undefined, 30);
    const odd = [
      [],
      [{ type: 'player-died', seat: 1, cause: 'killed', by: null, context: 'night' }],
      [{ type: 'roles-dealt' }],
      [{ type: 'steps-undone', steps: 'x' }],
      [{ type: 'no-such-event' }],
    ] as unknown as LoggedEvent[][];
    for (const events of odd) expect(() => commandOfStep(game, events)).not.toThrow();
    expect(commandOfStep(game, odd[0]!)).toBeNull();
    expect(commandOfStep(game, odd[1]!)).toBeNull();
    expect(commandOfStep(game, odd[3]!)).toBeNull();
  });
});
