// The games-per-second figure of `npm run bench`: complete random games of one ruleset, engine only
// (decide/evolve), in CPU time of this process, after a second of untimed warm-up. `npm run bench` runs this
// file once per ruleset, each in a fresh Node process (`node scripts/bench-games.ts <ruleset>`), so that each
// figure measures that ruleset's code: in one process the rulesets measured later ran on shared call sites
// (the game layer, the emitter, the command table) that the earlier ones had made megamorphic, and Copag, run
// last, cost 11% more instructions a game than alone (issue 14, cachegrind). `--in-order` measures them all in
// this one process, one after another, as `npm run bench` also does: the case of a station that replays other
// rulesets' games from its archive.
import { RULESETS, type GameSetup } from '../shared/engine/index.ts';
import { checkedSetup, simulateGame } from '../shared/engine/simulate/run-games.ts';
import { seededPick } from '../shared/engine/simulate/random-game.ts';
import { percentile } from './bench-figures.ts';

/** A ruleset's id. */
export type RulesetName = keyof typeof RULESETS;

const TEN = Array.from({ length: 10 }, (_, i) => `Player ${i + 1}`);

/** The CPU time each ruleset plays untimed before its games per second are counted. */
const WARM_UP_MS = 1000;

/** The CPU time the games are counted over. */
const COUNTED_MS = 2000;

/**
 * The CPU time of each window the count is also read in. On a shared machine the same code's speed moves from
 * one window to the next with the other processes' load (issue 14: Copag's 6.7k–11.4k across processes was
 * not the code, whose instruction count per game is the same in every process, but the machine; a
 * memory-bound stretch, allocation and collection, slows most), so the spread is printed beside the figure.
 */
const WINDOW_MS = 250;

/** How many players the benchmark seats: 10, or the ruleset's largest table where it seats fewer (copag-mafia: 8). */
export function benchPlayers(id: RulesetName): number {
  return Math.min(TEN.length, RULESETS[id].maxPlayers);
}

/** A setup of a ruleset at the benchmark's table size, with its default options. */
export function benchSetup(id: RulesetName): GameSetup {
  const count = benchPlayers(id);
  return { rulesetId: id, players: TEN.slice(0, count), options: RULESETS[id].defaultOptions(count) } as GameSetup;
}

/** The CPU time this process has used since `start`, in ms. */
export function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Counts one ruleset's complete random games per second in this process and returns the figure's line. */
export function gamesPerSecond(id: RulesetName): string {
  const ruleset = RULESETS[id];
  const setup = checkedSetup(ruleset, benchSetup(id));
  const pick = seededPick(42);
  // Warmed up first, untimed, for a second of CPU: the figure is the engine's steady speed, as in a long
  // simulation or a station that has run a game, not V8 compiling the ruleset's code (Copag's first two
  // seconds were half compiling: issue 14).
  const warming = process.cpuUsage();
  while (cpuMs(warming) < WARM_UP_MS) for (let i = 0; i < 50; i++) simulateGame(ruleset, setup, 'random', pick);
  let games = 0;
  let events = 0;
  const windows: number[] = [];
  const start = process.cpuUsage();
  // The clock is read every 50 games: reading it (a system call) after each game cost a fifth of the time.
  while (cpuMs(start) < COUNTED_MS) {
    const window = process.cpuUsage();
    let inWindow = 0;
    while (cpuMs(window) < WINDOW_MS) {
      for (let i = 0; i < 50; i++) {
        const game = simulateGame(ruleset, setup, 'random', pick);
        if (!game.ended) throw new Error(`a random ${id} game did not end`);
        inWindow++;
        events += game.events;
      }
    }
    windows.push(inWindow / (cpuMs(window) / 1000));
    games += inWindow;
  }
  const seconds = cpuMs(start) / 1000;
  windows.sort((a, b) => a - b);
  const k = (rate: number): string => `${(rate / 1000).toFixed(1)}k`;
  return `${(games / seconds).toFixed(0)} complete random games/s at ${benchPlayers(id)} players on one core (${(events / games).toFixed(1)} events per game; ${windows.length} windows of ${WINDOW_MS} ms: ${k(windows[0]!)}, median ${k(percentile(windows, 50))}, ${k(windows.at(-1)!)})`;
}

/** Whether a name is a ruleset's id. */
function isRulesetName(name: string | undefined): name is RulesetName {
  return name !== undefined && Object.hasOwn(RULESETS, name);
}

// Run as a script: the figure of the ruleset named, or of every ruleset in this one process with --in-order.
if (import.meta.main) {
  const arg = process.argv[2];
  if (arg === '--in-order') {
    for (const id of Object.keys(RULESETS) as RulesetName[])
      console.log(`engine: ${id}: ${gamesPerSecond(id)}, in one process after the rulesets before it`);
  } else if (isRulesetName(arg)) {
    console.log(`engine: ${arg}: ${gamesPerSecond(arg)}, in a fresh process`);
  } else {
    console.error(`usage: node scripts/bench-games.ts <${Object.keys(RULESETS).join('|')}> | --in-order`);
    process.exit(2);
  }
}
