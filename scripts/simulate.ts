// `npm run simulate -- --ruleset <id> [--players <n>] [--roles a=1,b=2] [--option k=v …] --games <g>
//  --policy random|random-lynch --seed <s> [--json]`: plays complete games with the engine alone and
// prints each side's win rate with a 95 % confidence interval (Wilson), the mean game length and the
// games per second. The same seed gives the same games.
import { parseArgs } from 'node:util';
import { rulesetFor, RULESETS } from '../shared/engine/index.ts';
import { seededPick } from '../shared/engine/pick.ts';
import { checkedSetup, simulateGame, wilsonInterval, type Policy } from '../shared/engine/simulate/run-games.ts';
import type { GameSetup } from '../shared/engine/types.ts';

const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'davidoff-1987' },
    players: { type: 'string' },
    roles: { type: 'string' },
    option: { type: 'string', multiple: true, default: [] },
    games: { type: 'string', default: '1000' },
    policy: { type: 'string', default: 'random' },
    seed: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
  },
});

function die(message: string): never {
  console.error(message);
  process.exit(2);
}

const ruleset =
  rulesetFor(values.ruleset) ?? die(`unknown ruleset ${values.ruleset}; known: ${Object.keys(RULESETS).join(', ')}`);
// Without --players: 10 seats, or the ruleset's largest table when it seats fewer (copag-mafia: 8).
const players = Number(values.players ?? Math.min(10, ruleset.maxPlayers));
if (!Number.isInteger(players) || players < ruleset.minPlayers || players > ruleset.maxPlayers) {
  die(`--players must be ${ruleset.minPlayers}..${ruleset.maxPlayers} for ${ruleset.id}`);
}
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) die('--games must be a positive integer');
const policy = values.policy as Policy;
if (policy !== 'random' && policy !== 'random-lynch') die('--policy must be random or random-lynch');
const seed = Number(values.seed);
if (!Number.isFinite(seed)) die('--seed must be a number');

/** A value from the command line: JSON where it parses (numbers, booleans), else the string. */
function parseValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sets `a.b.c` in an options object. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

const options = structuredClone(ruleset.defaultOptions(players)) as Record<string, unknown>;
if (values.roles) {
  for (const pair of values.roles.split(',')) {
    const [role, count] = pair.split('=');
    if (!role || count === undefined) die(`--roles takes role=count pairs, got ${pair}`);
    // 1987 has only a mafia count; the other rulesets count each role in options.roles.
    if (ruleset.id === 'davidoff-1987') setPath(options, 'mafiaCount', Number(count));
    else setPath(options, `roles.${role}`, Number(count));
  }
}
for (const pair of values.option ?? []) {
  const at = pair.indexOf('=');
  if (at < 1) die(`--option takes key=value, got ${pair}`);
  setPath(options, pair.slice(0, at), parseValue(pair.slice(at + 1)));
}

const setup = checkedSetup(ruleset, {
  rulesetId: ruleset.id,
  players: Array.from({ length: players }, (_, i) => `Player ${i + 1}`),
  options,
} as unknown as GameSetup);
const pick = seededPick(seed);
const wins = new Map<string, number>();
let commands = 0;
let events = 0;
let unfinished = 0;
const started = performance.now();
for (let i = 0; i < games; i++) {
  const game = simulateGame(ruleset, setup, policy, pick);
  commands += game.commands;
  events += game.events;
  if (!game.ended) unfinished++;
  const winner = game.winner ?? 'unfinished';
  wins.set(winner, (wins.get(winner) ?? 0) + 1);
}
const seconds = (performance.now() - started) / 1000;
const rates = [...wins.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([side, n]) => ({ side, games: n, rate: n / games, ci95: wilsonInterval(n, games) }));
const report = {
  ruleset: ruleset.id,
  players,
  options,
  policy,
  seed,
  games,
  unfinished,
  winRates: rates,
  meanCommands: commands / games,
  meanEvents: events / games,
  gamesPerSecond: games / seconds,
};
if (values.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`${ruleset.id}, ${players} players, policy ${policy}, seed ${seed}: ${games} games`);
  for (const r of rates) {
    console.log(
      `  ${r.side.padEnd(12)} ${(r.rate * 100).toFixed(1).padStart(5)} %  (95 % CI ${(r.ci95.low * 100).toFixed(1)}–${(r.ci95.high * 100).toFixed(1)} %, ${r.games} games)`,
    );
  }
  console.log(`  mean length: ${report.meanCommands.toFixed(1)} commands, ${report.meanEvents.toFixed(1)} events`);
  console.log(`  speed: ${report.gamesPerSecond.toFixed(0)} games/s`);
}
