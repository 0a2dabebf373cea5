// `npm run bench:archive [-- --games N] [--file path] [--reuse]`: prints figures, asserts nothing.
// Fills a temporary archive with N simulated games (default 100,000; all four rulesets, a club of 200
// names, batched in transactions), then measures p50/p95 of: the archive list's first page, a search by
// player and ruleset, a search by text (part of a name) and a player's statistics; and prints the file size per game. The games come from a
// pool of simulated games (48 per ruleset and table size), each replayed by many tables under new names.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openArchive } from '../electron/station/archive/open-archive.ts';
import { seededPick } from '../shared/engine/simulate/random-game.ts';
import type { WholeGameRecord } from '../electron/station/archive/whole-game-record.ts';
import { SIMULATED_RULESETS, clubNames, recastGame, simulatedGame, tableFrom } from './archive/simulated-games.ts';
import { percentile } from './bench-figures.ts';

/** What one run measured (also returned for the smoke test). */
export interface ArchiveBenchFigures {
  games: number;
  fillSeconds: number;
  bytesPerGame: number;
  /** Milliseconds, per query. */
  timings: Record<
    'list first page' | 'search by player and ruleset' | 'search by text' | 'player statistics',
    { p50: number; p95: number; max: number }
  >;
}

const BATCH = 500;
/** Distinct simulated games per ruleset and table size; each is replayed by many tables (see recastGame). */
const VARIANTS = 48;
const SAMPLES = 200;
const CLUB = 200;

function measure(run: (i: number) => unknown): { p50: number; p95: number; max: number } {
  for (let i = 0; i < 10; i++) run(i); // warm the page cache and the statement cache
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

/** Fills an archive at `file` with `games` simulated games and measures it. */
export function benchArchive(
  games: number,
  file: string,
  log: (line: string) => void = console.log,
  fill = true,
): ArchiveBenchFigures {
  const names = clubNames(CLUB);
  const pick = seededPick(2026);
  const archive = openArchive(file);
  const fillStart = performance.now();
  const pool = new Map<string, WholeGameRecord>();
  const template = (rulesetId: (typeof SIMULATED_RULESETS)[number], size: number, variant: number): WholeGameRecord => {
    const key = `${rulesetId}/${size}/${variant}`;
    let game = pool.get(key);
    if (!game) {
      game = simulatedGame({ gameId: key, rulesetId, names, size, seed: pool.size + 1, createdAt: new Date(0) });
      pool.set(key, game);
    }
    return game;
  };
  // A club night every day from 2020 on, ~30 games a night spread over the evening.
  const epoch = Date.UTC(2020, 0, 1, 18);
  if (!fill) games = archive.searchGames({ limit: 1 }).total;
  for (let done = fill ? 0 : games; done < games;) {
    const batch = [];
    for (let i = 0; i < BATCH && done < games; i++, done++) {
      const rulesetId = SIMULATED_RULESETS[pick(SIMULATED_RULESETS.length)]!;
      const createdAt = new Date(epoch + Math.floor(done / 30) * 86_400_000 + (done % 30) * 600_000);
      const size = 7 + pick(6);
      // The template's own table: a ruleset seats its own range (copag-mafia 3–8), brought in by simulatedGame.
      const game = template(rulesetId, size, pick(VARIANTS));
      batch.push(recastGame(game, `game-${done}`, tableFrom(names, game.players.length, pick), createdAt));
    }
    archive.insertWholeGames(batch);
    if (done % 10_000 === 0 || done === games)
      log(`  filled ${done} games (${((performance.now() - fillStart) / 1000).toFixed(0)} s)`);
  }
  const fillSeconds = (performance.now() - fillStart) / 1000;
  const players = archive.listPlayers('', CLUB);
  const playerAt = (i: number) => players[(i * 7) % players.length]!.playerId;
  const timings = {
    'list first page': measure(() => archive.searchGames({ limit: 50 })),
    'search by player and ruleset': measure((i) =>
      archive.searchGames({
        player: playerAt(i),
        rulesetId: SIMULATED_RULESETS[i % SIMULATED_RULESETS.length]!,
        limit: 50,
      }),
    ),
    // Part of a name typed in lower case without its accents, as the archive's search box gets it: every name
    // and note is folded per row (search-fold.ts), so this is the search that reads the most.
    'search by text': measure((i) =>
      archive.searchGames({ text: players[(i * 7) % players.length]!.name.slice(0, 4).toLowerCase(), limit: 50 }),
    ),
    'player statistics': measure((i) => archive.playerStats(playerAt(i))),
  };
  archive.close(); // checkpoints the WAL into the file, so its size is the whole archive
  const bytesPerGame = statSync(file).size / games;
  return { games, fillSeconds, bytesPerGame, timings };
}

function main(): void {
  // --reuse measures an archive filled by an earlier run (--file), migrating it first if this build is newer.
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '100000' },
      file: { type: 'string' },
      reuse: { type: 'boolean', default: false },
    },
  });
  const games = Number(values.games);
  if (!Number.isInteger(games) || games < 1) throw new Error(`--games must be a positive integer, not ${values.games}`);
  const dir = values.file ? null : mkdtempSync(join(tmpdir(), 'mafia-bench-archive-'));
  const file = values.file ?? join(dir!, 'archive.sqlite');
  console.log(`Archive at scale: ${games} simulated games in ${file}`);
  try {
    const figures = benchArchive(games, file, console.log, !values.reuse);
    if (!values.reuse)
      console.log(`  fill: ${figures.fillSeconds.toFixed(1)} s (${(games / figures.fillSeconds).toFixed(0)} games/s)`);
    for (const [name, t] of Object.entries(figures.timings)) {
      console.log(
        `  ${name.padEnd(30)} p50 ${t.p50.toFixed(2)} ms   p95 ${t.p95.toFixed(2)} ms   max ${t.max.toFixed(2)} ms`,
      );
    }
    console.log(
      `  file size per game: ${(figures.bytesPerGame / 1024).toFixed(2)} KiB (${(statSync(file).size / 1048576).toFixed(1)} MiB in all)`,
    );
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) main();
