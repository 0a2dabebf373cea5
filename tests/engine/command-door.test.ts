/**
 * Every ruleset's decide refuses, the same way, what is not one of its commands (DESIGN.md: decide never
 * throws, whatever the command): a value that is not an object, and a type it does not know, even one that
 * names a property every object has.
 */
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../../shared/engine/rulesets/index.ts';

const NOT_COMMANDS: unknown[] = [
  null,
  undefined,
  42,
  'deal',
  {},
  { type: 'fly' },
  { type: 'constructor' },
  { type: 'toString' },
  { type: '__proto__' },
  { type: 'hasOwnProperty' },
];

describe.each(Object.values(RULESETS).map((r) => [r.id, r] as const))('%s: decide at the door', (id, ruleset) => {
  const players = Array.from({ length: Math.max(ruleset.minPlayers, 7) }, (_, i) => `P${i + 1}`);
  const setup = { rulesetId: id, players, options: ruleset.defaultOptions(players.length) };
  const state = ruleset.initialState(setup as never);

  it.each(NOT_COMMANDS.map((c) => [JSON.stringify(c) ?? String(c), c]))(
    '%s is refused as an unknown command',
    (_, command) => {
      const result = ruleset.decide(state as never, command as never);
      expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: `${id}.unknown-command` }) });
    },
  );
});
