/**
 * The engine test helpers every ruleset's tests share: run commands, expect rule errors, read the
 * announcements a step added. Each ruleset's helpers.ts binds them to its own Game and command types.
 */
import { expect } from 'vitest';
import {
  applyStep,
  decideStep,
  replay,
  type Game,
  type GameState,
  type RuleError,
  type Seat,
} from '../../shared/engine/index.ts';

/** Player names P1..Pn. */
export function playerNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `P${i + 1}`);
}

/** Decides and applies one command, failing the test if it is refused. Checks the state against the replay. */
export function step<G extends Game, C extends { type: string }>(game: G, command: C): G {
  const decided = decideStep(game, command as never);
  if (!decided.ok) {
    throw new Error(
      `command refused: ${JSON.stringify(command)} → ${decided.error.code} ${JSON.stringify(decided.error.params)}`,
    );
  }
  const next = applyStep(game, decided.value) as G;
  expect(next.state).toEqual(replay(next.log));
  return next;
}

/** Runs several commands in order, each one through `step`. */
export function run<G extends Game, C extends { type: string }>(game: G, ...commands: C[]): G {
  return commands.reduce<G>((g, c) => step(g, c), game);
}

/** Asserts that a command is refused with this rule (and these params, when given), and changes nothing. */
export function expectRuleError<G extends Game, C extends { type: string }>(
  game: G,
  command: C,
  code: string,
  params?: Record<string, unknown>,
): RuleError {
  const before = structuredClone(game);
  const decided = decideStep(game, command as never);
  expect(decided.ok, `expected ${JSON.stringify(command)} to be refused with ${code}`).toBe(false);
  if (decided.ok) throw new Error('unreachable');
  expect(decided.error.code).toBe(code);
  if (params) expect(decided.error.params).toMatchObject(params);
  expect(game).toEqual(before);
  return decided.error;
}

/** The living seats of a game, in seat order. */
export function living(game: Game): Seat[] {
  return game.state.players.filter((p) => p.alive).map((p) => p.seat);
}

/**
 * The announcements a step added. A state may keep only the latest announcements (ANNOUNCEMENTS_KEPT):
 * the new ones are those not kept from before (the kept ones are the same objects).
 */
export function newAnnouncements(
  before: Game<GameState & { announcements: unknown[] }>,
  after: Game<GameState & { announcements: unknown[] }>,
): unknown[] {
  const kept = new Set<unknown>(before.state.announcements);
  return after.state.announcements.filter((a) => !kept.has(a));
}

/** Every key of a JSON value, at any depth. */
export function keysDeep(value: unknown): string[] {
  const keys: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        keys.push(k);
        visit(inner);
      }
    }
  };
  visit(value);
  return keys;
}
