import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS } from '../../shared/engine/index.ts';
import { hasEnglishText } from '../fixtures/english-translator.ts';

// The console's timeline describes every logged event as `timeline.<ruleset>.<type>` or the shared
// `timeline.<type>`; an event without a text would show its raw type to the moderator.

const ROOT = resolve(import.meta.dirname, '../..');
const RULESETS = RULESET_IDS;

/** The event types of a ruleset, read from the GameEvent union of its types.ts. */
function eventTypes(ruleset: string): string[] {
  const source = readFileSync(resolve(ROOT, `shared/engine/rulesets/${ruleset}/types.ts`), 'utf8');
  const start = source.indexOf('export type GameEvent =');
  const end = source.indexOf(';\n\n', start);
  return [...source.slice(start, end).matchAll(/type: '([^']+)'/g)].map((m) => m[1]!);
}

const has = hasEnglishText;

describe('every logged event has a timeline text', () => {
  it.each(RULESETS)('%s', (ruleset) => {
    const types = eventTypes(ruleset);
    expect(types.length).toBeGreaterThan(5);
    const missing = types.filter((type) => !has(`timeline.${ruleset}.${type}`) && !has(`timeline.${type}`));
    expect(missing).toEqual([]);
  });

  it('undo and redo markers too', () => {
    expect(has('timeline.steps-undone') && has('timeline.steps-redone')).toBe(true);
  });
});
