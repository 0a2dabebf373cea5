/**
 * Issue 17: "one phase late" follows the phase the room is in. At a dawn still held from the room (issue 12
 * §3), the room is in the night: the viewers must not get the night's actions and victims before the
 * moderator announces the dawn to the room.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heldDawn, RULESETS, type EngineCommand, type Game, type GameSetup } from '../../shared/engine/index.ts';
import { gameAtStep, viewerSteps } from '../../shared/engine/views/viewer-view.ts';
import { playsNights, RULESET_IDS, seededGame } from '../fixtures/ruleset-games.ts';
import { createdGame, playerNames, step, walkUntil } from './engine-kit.ts';

/** A seeded random game up to its first held dawn: the game just before the dawn step and just after it. */
function toHeldDawn(rulesetId: string, seed: number): { night: Game; dawn: Game } | null {
  const ruleset = Object.values(RULESETS).find((r) => r.id === rulesetId)!;
  const game: Game = createdGame({
    rulesetId,
    players: playerNames(10),
    options: ruleset.defaultOptions(10),
  } as GameSetup);
  const found = walkUntil(game, seed, (_, next) => heldDawn(next) !== null, { apply: step });
  return found && { night: found.before, dawn: found.after };
}

const PHASE = { kind: 'phase' } as const;

describe('the viewer feed one phase late, at a held dawn', () => {
  for (const ruleset of Object.values(RULESETS).filter((r) => playsNights(r.id))) {
    it(`${ruleset.id}: viewers stay at the night's start until the dawn is announced`, () => {
      let checked = 0;
      for (const seed of [1, 2, 3]) {
        const found = toHeldDawn(ruleset.id, seed);
        if (!found) continue;
        checked++;
        const { night, dawn } = found;
        expect(viewerSteps(dawn, [], PHASE, 0)).toBe(viewerSteps(night, [], PHASE, 0));
        // Announced: the room is in the day, and the viewers get the night that ended.
        const announced = step(dawn, { type: 'announce-dawn' } as EngineCommand);
        expect(viewerSteps(announced, [], PHASE, 0)).toBeGreaterThan(night.version);
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});

/** The phase delay as first written (issue 17), the specification: back from now, refolding each prefix. */
function stepsByRefolding(game: Game): number {
  const roomPhase = (at: Game): string => (heldDawn(at) ?? at.state).phase;
  const phase = roomPhase(game);
  let steps = game.version;
  while (steps > 1 && roomPhase(gameAtStep(game, steps - 1)) === phase) steps--;
  return steps;
}

describe('the viewer feed one phase late, folded forward once (issue 14)', () => {
  for (const rulesetId of RULESET_IDS) {
    it(`${rulesetId}: the same steps as refolding every prefix, through random games with undo, redo and rewind`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
          const game = seededGame(rulesetId, seed, undefined, 160);
          for (let k = 1; k <= game.version; k += k < game.version - 5 ? 5 : 1) {
            const prefix = gameAtStep(game, k);
            expect(viewerSteps(prefix, [], PHASE, 0), `seed ${seed}, ${k} steps`).toBe(stepsByRefolding(prefix));
          }
        }),
        { numRuns: 6 },
      );
    });
  }
});
