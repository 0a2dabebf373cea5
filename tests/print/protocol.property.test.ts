import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveEvents, RULESET_IDS, RULESETS, type GameSetup, type LogEntry } from '../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../shared/engine/simulate/random-game.ts';
import { buildProtocol, type ProtocolEntry } from '../../shared/print/index.ts';
import { runs } from '../tiers.ts';

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo', 'Ines', 'Jonas'];

function setupOf(rulesetId: GameSetup['rulesetId']): GameSetup {
  const ruleset = RULESETS[rulesetId];
  // Ten players, or as many as the ruleset seats (copag-mafia: 8).
  const players = NAMES.slice(0, Math.min(NAMES.length, ruleset.maxPlayers));
  return { rulesetId, players, options: ruleset.defaultOptions(players.length) } as GameSetup;
}

/** The same game with the undone steps cut out: one step per effective event. */
function withoutUndo(log: LogEntry[]): LogEntry[] {
  return effectiveEvents(log).map((event, step) => ({ step, event }));
}

/** The fields of a line that name one seat (a Copag mission's `target` is the sum to reach, not a seat). */
function seatKeys(entry: ProtocolEntry): string[] {
  return entry.kind === 'mission' ? ['by'] : ['seat', 'by', 'target'];
}

describe('protocol properties', () => {
  for (const rulesetId of RULESET_IDS) {
    it(`${rulesetId}: undo leaves no trace, every seat named in a line exists, the result matches the game`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
          const game = playRandomGame(setupOf(rulesetId), seededPick(seed), { undoRate: 0.1, maxSteps: 400 });
          const protocol = buildProtocol('g', game.log);
          const plain = buildProtocol('g', withoutUndo(game.log));
          expect({ ...protocol, steps: 0, undone: 0 }).toEqual({ ...plain, steps: 0, undone: 0 });
          const seats = new Set(protocol.seats.map((s) => s.seat));
          for (const entry of protocol.periods.flatMap((p) => p.entries)) {
            for (const value of Object.values(entry)) {
              if (
                typeof value === 'number' &&
                seatKeys(entry).some((k) => (entry as Record<string, unknown>)[k] === value)
              ) {
                expect(seats.has(value)).toBe(true);
              }
            }
            for (const seat of 'seats' in entry ? entry.seats : []) expect(seats.has(seat)).toBe(true);
          }
          expect(protocol.result).toEqual(
            game.state.outcome ? { winner: game.state.outcome.winner, scores: game.state.outcome.scores } : null,
          );
          // Each seat that left the game is dead, and each dead seat says how it left.
          for (const seat of protocol.seats) expect(seat.left === null).toBe(seat.alive);
        }),
        { numRuns: runs(25) },
      );
    });
  }
});
