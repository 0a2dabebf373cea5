// The bytes a complete random game allocates, engine only (the games `npm run bench` counts): the heap used across
// a fixed set of seeded games with no garbage collection between them, after a warm-up. On a shared machine a
// ruleset's games per second move with the other processes' load, and most where the engine allocates: writing
// fresh memory and collecting it is the work that slows first (issue 14: Copag's 6.6k–12.3k across processes with
// the same instructions per game). This figure does not move with the load: the same games allocate the same bytes.
// `node scripts/bench-alloc.ts [ruleset ...]` (every ruleset when none is named) runs itself again with the flags it
// needs: --expose-gc, and a young generation large enough that no collection falls inside a batch.
import { spawnSync } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { RULESETS } from '../shared/engine/index.ts';
import { checkedSetup, simulateGame } from '../shared/engine/simulate/run-games.ts';
import { seededPick } from '../shared/engine/simulate/random-game.ts';
import { benchPlayers, benchSetup, cpuMs, type RulesetName } from './bench-games.ts';
import { percentile } from './bench-figures.ts';

/** The games of one batch: ~50 MB at the most allocating ruleset, well inside the young generation asked for. */
const BATCH = 300;

/** The batches measured: the same games each time, so their spread is V8's, not the games'. */
const BATCHES = 12;

/** The young generation's semi-space asked for, in MB (128: no collection inside a batch of BATCH games). */
const SEMI_SPACE_MB = 128;

/** Collects the whole heap: exposed by --expose-gc, with which this script runs itself. */
function collect(): void {
  (globalThis as { gc?: () => void }).gc!();
}

/** Waits a moment, so that the collections observed so far are reported. */
function observersHeard(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 5));
}

/** The KiB one ruleset's random games allocate: the median over the batches, and their lowest and highest. */
async function kibPerGame(id: RulesetName): Promise<string> {
  const ruleset = RULESETS[id];
  const setup = checkedSetup(ruleset, benchSetup(id));
  const warm = seededPick(42);
  const warming = process.cpuUsage();
  while (cpuMs(warming) < 1500) for (let i = 0; i < 50; i++) simulateGame(ruleset, setup, 'random', warm);
  let collections = 0;
  const observer = new PerformanceObserver((list) => (collections += list.getEntries().length));
  observer.observe({ entryTypes: ['gc'] });
  const sizes: number[] = [];
  for (let batch = 0; batch < BATCHES; batch++) {
    collect();
    await observersHeard();
    const seen = collections;
    const pick = seededPick(1000);
    const before = getHeapStatistics().used_heap_size;
    for (let i = 0; i < BATCH; i++) simulateGame(ruleset, setup, 'random', pick);
    const after = getHeapStatistics().used_heap_size;
    await observersHeard();
    // A batch a collection fell in measured what survived it, not what was allocated.
    if (collections === seen) sizes.push((after - before) / BATCH / 1024);
  }
  observer.disconnect();
  if (sizes.length === 0) throw new Error(`every batch of ${id} was collected: a larger young generation is needed`);
  sizes.sort((a, b) => a - b);
  const kib = (size: number): string => size.toFixed(1);
  return `${kib(percentile(sizes, 50))} KiB allocated per complete random game at ${benchPlayers(id)} players (the same ${BATCH} seeded games in ${sizes.length} batches: ${kib(sizes[0]!)}–${kib(sizes.at(-1)!)})`;
}

/** Whether a name is a ruleset's id. */
function isRulesetName(name: string): name is RulesetName {
  return Object.hasOwn(RULESETS, name);
}

if (import.meta.main) {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !isRulesetName(name));
  if (unknown.length > 0) {
    console.error(`usage: node scripts/bench-alloc.ts [${Object.keys(RULESETS).join('|')} ...]`);
    process.exit(2);
  }
  if (typeof (globalThis as { gc?: unknown }).gc !== 'function') {
    const flags = ['--expose-gc', `--max-semi-space-size=${SEMI_SPACE_MB}`, `--min-semi-space-size=${SEMI_SPACE_MB}`];
    const file = fileURLToPath(import.meta.url);
    const child = spawnSync(process.execPath, [...flags, ...process.execArgv, file, ...names], { stdio: 'inherit' });
    process.exit(child.status ?? 1);
  }
  const ids = names.length > 0 ? (names as RulesetName[]) : (Object.keys(RULESETS) as RulesetName[]);
  for (const id of ids) console.log(`alloc: ${id}: ${await kibPerGame(id)}`);
}
