/**
 * The projector's, the mirror's and the stream overlay's JavaScript at start holds no engine and no request schemas (issue 14:
 * projector page < 100 KB gzip): they only draw the public views the station sends. What a page loads at start
 * is every module its entry reaches through imports that exist at run time (type-only imports are erased,
 * `import()` is loaded later), cruised here from the entries themselves.
 */
import { createRequire } from 'node:module';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** The screens' entries (electron.vite.config.ts's inputs load them from their index.html). */
const ENTRIES = ['renderer/projector/main.ts', 'renderer/mirror/main.ts', 'renderer/overlay/main.ts'];

/** Modules whose presence means the whole engine or the contract's schemas came along. */
const FORBIDDEN = [
  'shared/engine/rulesets/index.ts', // the registry: every ruleset's rules, prompts and simulators
  'shared/engine/game.ts',
  'shared/contract/schemas.ts', // the request schemas (valibot), built at load from the registry
  'shared/contract/index.ts',
];

let graph = new Map<string, string[]>();

beforeAll(async () => {
  const cruised = await cruise(ENTRIES, { ...config.options, validate: false });
  const result = cruised.output as ICruiseResult;
  graph = new Map(
    result.modules.map((module) => [
      module.source,
      module.dependencies
        .filter((d) => !d.dependencyTypes.includes('type-only') && !d.dependencyTypes.includes('dynamic-import'))
        .map((d) => d.resolved),
    ]),
  );
}, 60_000);

/** Every module the entry reaches at run time, each with the chain of imports that brings it. */
function reached(entry: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const to of graph.get(from) ?? []) {
      if (chains.has(to)) continue;
      chains.set(to, [...chains.get(from)!, to]);
      queue.push(to);
    }
  }
  return chains;
}

describe('what the screens load at start', () => {
  it.each(ENTRIES)('%s reaches neither the engine nor the request schemas', (entry) => {
    const chains = reached(entry);
    expect(chains.size).toBeGreaterThan(10); // the cruise saw the page (a rule that sees nothing passes)
    const found = FORBIDDEN.filter((module) => chains.has(module)).map((module) => chains.get(module)!.join(' → '));
    expect(found).toEqual([]);
  });
});
