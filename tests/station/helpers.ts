import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import type { Archive } from '../../electron/station/archive/archive-api.ts';
import { afterEach, expect } from 'vitest';
import {
  ARCHIVE_FILE,
  createStation,
  openStation,
  type RandomSource,
  type Station,
  type StationOptions,
} from '../../electron/station/index.ts';
import type { LanStatus } from '../../shared/contract/index.ts';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import { sha256, tempDir } from './archive-fixtures.ts';

/** A predictable random source: shuffles by rotating the list, ids count up. */
export function fixedRandom(): RandomSource {
  let n = 0;
  return {
    shuffle: <T>(list: readonly T[]) => [...list].reverse(),
    id: () => `id-${++n}`,
  };
}

/** A station on a fresh archive file in a temp folder. */
export function freshStation(random: RandomSource = fixedRandom()): {
  station: Station;
  archive: Archive;
  file: string;
} {
  const dir = mkdtempSync(join(tmpdir(), 'mafia-station-'));
  const file = join(dir, ARCHIVE_FILE);
  const archive = openArchive(file);
  return { station: createStation({ archive, random, clock: () => new Date('2026-11-22T20:00:00Z') }), archive, file };
}

/**
 * Stations over data folders, as the app opens one, each closed after its test: `start()` opens one in a fresh
 * folder (or in `dir`), `restart(station)` closes it and opens another over the same folder, as after a restart,
 * and `dirOf(station)` names its folder.
 */
export function restartableStations(options: Omit<StationOptions, 'archive'> = {}): {
  start(dir?: string): Station;
  restart(station: Station): Station;
  dirOf(station: Station): string;
} {
  const open = new Map<Station, string>();
  afterEach(() => {
    for (const station of open.keys()) station.close();
    open.clear();
  });
  const start = (dir = mkdtempSync(join(tmpdir(), 'mafia-station-'))): Station => {
    const station = openStation(dir, { random: fixedRandom(), ...options });
    open.set(station, dir);
    return station;
  };
  const dirOf = (station: Station): string => {
    const dir = open.get(station);
    if (dir === undefined) throw new Error('Not a station these tests started, or closed already.');
    return dir;
  };
  return {
    start,
    dirOf,
    restart(station) {
      const dir = dirOf(station);
      station.close();
      open.delete(station);
      return start(dir);
    },
  };
}

/** A station on a fresh archive whose clock moves on a minute at each reading (dates that tell the games apart). */
export function tickingStation(): Station {
  let n = 0;
  return createStation({
    archive: openArchive(join(tempDir(), 'archive.sqlite')),
    random: fixedRandom(),
    clock: () => new Date(Date.UTC(2026, 10, 22, 18, n++)),
  });
}

/** Seven players, in seat order. */
export const SEVEN = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita'];

/** A request's value, failing the test with its error when it was refused. */
export function ok<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** Starts the station's LAN server on 127.0.0.1 (where the tests' phones are), failing the test if refused. */
export async function lanStart(station: Station): Promise<LanStatus> {
  return ok(await station.request('lan.start', { host: '127.0.0.1' }));
}

/** The link a phone opens to read a seat's role card. */
export async function reveal(station: Station, seat: number): Promise<string> {
  return ok(await station.request('lan.reveal', { seat })).url;
}

/** A page's status and text, fetched as a phone fetches it. */
export async function page(url: string): Promise<{ status: number; body: string }> {
  const res = await fetch(url);
  return { status: res.status, body: await res.text() };
}

/** Creates a game of seven (or of `players`), failing the test if it is refused: its id and version. */
export function createGameOn(
  station: Station,
  rulesetId: 'davidoff-1987' | 'city-mafia' = 'davidoff-1987',
  players: string[] = SEVEN,
) {
  return ok(station.request('game.create', { rulesetId, players }));
}

let commandCounter = 0;

/** Sends one command at an expected version (refusals are the test's to read), with a new command id unless given. */
export function sendCommand(
  station: Station,
  gameId: string,
  expectedVersion: number,
  command: unknown,
  commandId = `c${++commandCounter}`,
) {
  return station.request('game.command', { gameId, commandId, expectedVersion, command });
}

/** Sends commands to a game in order, each at the version the last one left. */
export function commandSender(station: Station, gameId: string): (command: object) => void {
  let version = 1;
  return (command) => {
    version = ok(
      station.request('game.command', { gameId, commandId: `c${version}`, expectedVersion: version, command }),
    ).version;
  };
}

/** Twelve players, in seat order: two tables of a tournament. */
export const TWELVE = [...SEVEN, 'Hugo', 'Irina', 'Jonas', 'Katya', 'Lev'];

/** The "Spring Cup"'s `tournament.create` payload: 1987, preset sports scoring, the twelve, two rounds at two tables. */
export const SPRING_CUP = {
  name: 'Spring Cup',
  startsOn: '2026-11-22',
  endsOn: '2026-11-23',
  rulesetId: 'davidoff-1987',
  scoring: 'preset-sports',
  players: TWELVE,
  rounds: 2,
  tables: 2,
};

/**
 * A tournament station on an archive file (a fresh one unless given): the fixed random source, a clock a
 * minute on at each reading from `start`, and the seating generator's pick seeded with `seed`.
 */
export function tournamentStation(
  file = join(tempDir(), 'archive.sqlite'),
  {
    seed = 7,
    start = Date.UTC(2026, 10, 22, 18),
    archive = openArchive(file),
  }: { seed?: number; start?: number; archive?: Archive } = {},
): Station {
  let n = 0;
  return createStation({
    archive,
    random: fixedRandom(),
    clock: () => new Date(start + 60_000 * n++),
    seatingPick: seededPick(seed),
  });
}

/**
 * Plays an open six-player 1987 game to the honest side's win (the fixed deal makes seats 5 and 6 the mafia);
 * the game's version after it.
 */
export function playHonestWin(s: Station, gameId: string): number {
  let version = 1;
  const step = (command: unknown) => {
    version = ok(
      s.request('game.command', { gameId, commandId: `${gameId}-${version}`, expectedVersion: version, command }),
    ).version;
  };
  step({ type: 'deal' });
  step({ type: 'end-sunrise' });
  for (const accused of [5, 6]) {
    step({ type: 'accuse', accuser: 1, accused });
    step({ type: 'resolve-vote', yes: 4 });
  }
  return version;
}

/** The "Spring Cup" (1987, preset sports scoring, two rounds at two tables), seated, with its first game started. */
export function springCupGame(station: Station): { tournamentId: string; gameId: string } {
  const { tournamentId } = ok(station.request('tournament.create', SPRING_CUP));
  ok(station.request('tournament.seat', { tournamentId }));
  const { gameId } = ok(station.request('tournament.start-game', { tournamentId, round: 1, table: 1 }));
  return { tournamentId, gameId };
}

/** Each player's total in one tournament game, by name, as the tournament's standings count it. */
export function standingsTotalsByName(station: Station, tournamentId: string, gameId: string): Map<string, number> {
  const standings = ok(station.request('tournament.standings', { tournamentId }));
  const totals = new Map(standings.games.find((g) => g.gameId === gameId)!.players.map((p) => [p.playerId, p.total]));
  const players = ok(station.request('player.list', { query: '', limit: 50 }));
  return new Map(players.map((p) => [p.name, totals.get(String(p.playerId))!]));
}

/**
 * Reopens the closed archive `file` in a station (`reopen`: the fixed random source unless said), lets `refuse`
 * ask it what it must refuse, closes it, and asserts the file is byte for byte as it was: a refusal writes nothing.
 */
export function expectArchiveUntouched(
  file: string,
  refuse: (station: Station) => void,
  reopen: (file: string) => Station = (at) => createStation({ archive: openArchive(at), random: fixedRandom() }),
): void {
  const before = sha256(file);
  const again = reopen(file);
  refuse(again);
  again.close();
  expect(sha256(file)).toBe(before);
}
