import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { MAX_PLAYERS, MAX_ROUNDS, MAX_TABLE_SIZE, MIN_TABLE_SIZE } from './limits.ts';
import type { SeatingRequest } from './types.ts';

/** Table sizes as even as possible: the first `players mod tables` tables get the extra player. */
export function evenTableSizes(players: number, tables: number): number[] {
  const base = Math.floor(players / tables);
  const extra = players % tables;
  return Array.from({ length: tables }, (_, t) => (t < extra ? base + 1 : base));
}

/**
 * Checks a seating request and returns the table sizes to use, or the first problem found
 * (`seating.*` codes). Never throws.
 */
export function checkSeatingRequest(request: SeatingRequest): Result<number[]> {
  const { players, rounds, tables, seatsPerTable } = request;
  if (!Array.isArray(players)) return fail('seating.invalid-players');
  const seen = new Set<string>();
  for (const id of players) {
    if (typeof id !== 'string' || id.length === 0) return fail('seating.invalid-player-id');
    if (seen.has(id)) return fail('seating.duplicate-player', { playerId: id });
    seen.add(id);
  }
  if (!Number.isInteger(rounds) || rounds < 1) return fail('seating.invalid-rounds', { rounds: String(rounds) });
  if (rounds > MAX_ROUNDS) return fail('seating.too-many-rounds', { rounds, max: MAX_ROUNDS });
  if (!Number.isInteger(tables) || tables < 1) return fail('seating.invalid-tables', { tables: String(tables) });
  const n = players.length;
  if (n < MIN_TABLE_SIZE) return fail('seating.not-enough-players', { players: n, min: MIN_TABLE_SIZE });
  if (n > MAX_PLAYERS) return fail('seating.too-many-players', { players: n, max: MAX_PLAYERS });
  if (tables * MIN_TABLE_SIZE > n) {
    return fail('seating.too-many-tables', { players: n, tables, maxTables: Math.floor(n / MIN_TABLE_SIZE) });
  }
  if (tables * MAX_TABLE_SIZE < n) {
    return fail('seating.too-few-tables', { players: n, tables, minTables: Math.ceil(n / MAX_TABLE_SIZE) });
  }
  if (seatsPerTable === undefined) return ok(evenTableSizes(n, tables));
  if (!Array.isArray(seatsPerTable) || seatsPerTable.length !== tables) {
    return fail('seating.seats-per-table-length', {
      tables,
      given: Array.isArray(seatsPerTable) ? seatsPerTable.length : 0,
    });
  }
  for (const [t, size] of seatsPerTable.entries()) {
    if (!Number.isInteger(size)) return fail('seating.invalid-table-size', { table: t + 1 });
    if (size < MIN_TABLE_SIZE) return fail('seating.table-too-small', { table: t + 1, size, min: MIN_TABLE_SIZE });
    if (size > MAX_TABLE_SIZE) return fail('seating.table-too-large', { table: t + 1, size, max: MAX_TABLE_SIZE });
  }
  const total = seatsPerTable.reduce((a, b) => a + b, 0);
  if (total !== n) return fail('seating.seats-mismatch', { players: n, seats: total });
  // The brief's invariant: table sizes differ by at most one, so seat numbers stay comparable between tables.
  if (Math.max(...seatsPerTable) - Math.min(...seatsPerTable) > 1) return fail('seating.uneven-tables');
  return ok([...seatsPerTable]);
}
