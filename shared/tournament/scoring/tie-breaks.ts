import { compareNames } from '../../engine/names.ts';
import type { GamePoints, Ranking, StandingRow, TieBreak } from './types.ts';

/** A sort key: numbers compare higher-first, names lower-first (alphabetical, as a reader orders them). */
type Key = number | string;

/**
 * Head-to-head within a tied group: each member's points from the games he played with at least one other
 * member of the group. Computed per group, so a three-way tie is judged on the games among those three.
 */
function headToHead(group: StandingRow[], games: GamePoints[]): Map<string, number> {
  const members = new Set(group.map((r) => r.playerId));
  const out = new Map(group.map((r) => [r.playerId, 0]));
  for (const game of games) {
    const here = game.players.filter((p) => members.has(p.playerId));
    if (here.length < 2) continue;
    for (const p of here) out.set(p.playerId, out.get(p.playerId)! + p.total);
  }
  return out;
}

/** The standings field each tie-break but head-to-head compares (higher first, the name alphabetically). */
const FIELD_OF = {
  wins: 'wins',
  'points-without-bonus': 'pointsWithoutBonus',
  'best-move': 'bestMove',
  // Penalty points are ≤ 0: the one closest to zero has the fewest.
  'fewest-penalties': 'penalties',
  name: 'name',
  extras: 'extras',
  'key-role-wins': 'keyRoleWins',
  // Decision: more first-night deaths rank higher — the luck Ci compensates (FIIM), not a fault.
  'first-night-deaths': 'firstNightDeaths',
} as const satisfies Record<Exclude<TieBreak, 'head-to-head'>, keyof StandingRow>;

/** The key of one tie-break for every member of a tied group. */
function keysOf(tieBreak: TieBreak, group: StandingRow[], games: GamePoints[]): Map<string, Key> {
  if (tieBreak === 'head-to-head') return headToHead(group, games);
  const field = FIELD_OF[tieBreak];
  return new Map(group.map((r) => [r.playerId, r[field]]));
}

/**
 * Compares two keys: better first. Names as a reader orders them (compareNames: case and Latin accents set aside,
 * then as written; tryout 14: by code unit «anna» came after «Ferenc» and Çağla after Zoltán), the same on every host.
 */
function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return b - a;
  return compareNames(String(a), String(b));
}

/** Splits a group into consecutive groups of equal key, better first. */
function splitBy<T extends { playerId: string }>(group: T[], keys: Map<string, Key>): T[][] {
  const sorted = [...group].sort((a, b) => compareKeys(keys.get(a.playerId)!, keys.get(b.playerId)!));
  const out: T[][] = [];
  for (const row of sorted) {
    const last = out.at(-1);
    if (last && compareKeys(keys.get(last[0]!.playerId)!, keys.get(row.playerId)!) === 0) last.push(row);
    else out.push([row]);
  }
  return out;
}

/** Player ids compared as the archive's numbers when both are, else by code unit: '9' before '10'. */
function compareIds(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The display order within a shared rank: by name as a reader orders it (compareNames; tryout 7: «Élodie» came
 * after «Julien», as code units put É after every plain letter), then by id. Every order is defined: players tied
 * on everything, at 0 before any game too, never come out in an arbitrary order. The 'name' tie-break, which
 * decides ranks in the club evening's and FIIM's presets, compares names the same way.
 */
function displayOrder(a: StandingRow, b: StandingRow): number {
  return compareNames(a.name, b.name) || compareIds(a.playerId, b.playerId);
}

/**
 * Orders rows by total points (or points per game), then by each tie-break in turn (each one only splits the
 * groups the earlier ones left tied), and gives ranks: players still equal after every tie-break share a
 * rank (1, 2, 2, 4). Within a shared rank the display order is by name, then id, for a stable page.
 */
export function rankRows(
  rows: StandingRow[],
  tieBreaks: readonly TieBreak[],
  games: GamePoints[],
  ranking: Ranking = 'total',
): StandingRow[] {
  const byPoints = new Map<string, Key>(rows.map((r) => [r.playerId, ranking === 'per-game' ? r.perGame : r.points]));
  let groups = splitBy(rows, byPoints);
  for (const tieBreak of tieBreaks) {
    groups = groups.flatMap((group) => (group.length < 2 ? [group] : splitBy(group, keysOf(tieBreak, group, games))));
  }
  const out: StandingRow[] = [];
  for (const group of groups) {
    const rank = out.length + 1;
    const sorted = [...group].sort(displayOrder);
    for (const row of sorted) out.push({ ...row, rank });
  }
  return out;
}
