/**
 * The public pages (the projector, the LAN mirror, the stream overlay) draw views; they never run the engine nor
 * check a request. So none of them may reach, through a value import, the engine's registry (every ruleset's
 * decide, evolve, simulator and schemas) or the contract's index (every request schema, and the registry with
 * them): both would land in the page's JavaScript at start (issue 14: the projector's < 100 KB gzip).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FORBIDDEN = ['shared/engine/rulesets/index.ts', 'shared/contract/index.ts'];

/** A module's value imports and re-exports (`import type` and `export type` are erased from the page). */
function valueImports(file: string): string[] {
  let source = readFileSync(file, 'utf8');
  if (file.endsWith('.vue'))
    source = [...source.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^;']*?\sfrom\s+)?'([^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]!);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) => resolve(dirname(file), s))
    .filter((path) => existsSync(path));
}

/** The path of value imports from the entry to a forbidden module, or null when none reaches one. */
function pathToForbidden(entry: string): string[] | null {
  const from = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (FORBIDDEN.includes(relative(ROOT, file))) {
      const path: string[] = [];
      for (let at: string | null = file; at !== null; at = from.get(at) ?? null) path.unshift(relative(ROOT, at));
      return path;
    }
    for (const next of valueImports(file)) {
      if (from.has(next)) continue;
      from.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

describe.each(['projector', 'mirror', 'overlay'])('the %s page', (page) => {
  it('reaches neither the engine’s registry nor the contract’s index through a value import', () => {
    expect(pathToForbidden(join(ROOT, 'renderer', page, 'main.ts'))).toBeNull();
  });
});

it('the walk finds the registry where a page does reach it (the moderator runs the engine)', () => {
  expect(pathToForbidden(join(ROOT, 'renderer/moderator/main.ts'))).not.toBeNull();
});
