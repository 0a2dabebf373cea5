import { fail, ok } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import { MAX_TABLE_SIZE, MIN_TABLE_SIZE } from './limits.ts';
import { evenTableSizes } from './table-sizes.ts';
import type { FixedRound, SeatingRequest } from './types.ts';

/** What the search needs to know about each round, ids turned into player indices. */
export interface RoundLayout {
  /** Table sizes of each round (a fixed round's as played, a free round's as even as its players allow). */
  sizes: number[][];
  /** Players of each round: a fixed round's in slot order, a free round's in registration order. */
  present: number[][];
  /** Player ids absent from each round. */
  absent: string[][];
  /** `judges[r][t]`, or null without judges. */
  judges: string[][] | null;
  /** Rounds the search may change. */
  free: number[];
  separate: [number, number][];
  /** `[round, table, player]`: a player at the table of a judge who may not judge him. */
  banned: [number, number, number][];
}

/** The judge of table t in round r: judges take the tables in turn, so each judges everyone alike over the day. */
export function judgeOf(judges: string[], r: number, t: number): string {
  return judges[(r + t) % judges.length]!;
}

/**
 * Checks the constraints and fixed rounds of a request (already checked by checkSeatingRequest, whose
 * sizes are `fullSizes`) and lays out every round. The first problem found is a `seating.*` error.
 */
export function layoutRounds(
  request: SeatingRequest,
  fullSizes: number[],
  fixedRounds: FixedRound[],
): Result<RoundLayout> {
  const { players, rounds, tables } = request;
  const c = request.constraints ?? {};
  const index = new Map(players.map((id, i) => [id, i]));
  const known = (id: unknown): id is string => typeof id === 'string' && index.has(id);
  if (fixedRounds.length > rounds) return fail('seating.too-many-fixed-rounds', { fixed: fixedRounds.length, rounds });

  const missing = Array.from({ length: rounds }, () => new Set<string>());
  for (const absence of c.absences ?? []) {
    if (!known(absence.playerId)) return fail('seating.unknown-player', { playerId: String(absence.playerId) });
    for (const round of absence.rounds) {
      if (!Number.isInteger(round) || round < 1 || round > rounds)
        return fail('seating.invalid-round', { round: String(round), rounds });
      missing[round - 1]!.add(absence.playerId);
    }
  }

  const separate: [number, number][] = [];
  for (const pair of c.separate ?? []) {
    const [a, b] = pair;
    if (!known(a)) return fail('seating.unknown-player', { playerId: String(a) });
    if (!known(b)) return fail('seating.unknown-player', { playerId: String(b) });
    if (a === b) return fail('seating.separate-self', { playerId: a });
    separate.push([index.get(a)!, index.get(b)!]);
  }

  const judges = c.judges ?? null;
  const conflicts = new Map<string, Set<number>>();
  if (judges !== null) {
    if (judges.length < tables) return fail('seating.not-enough-judges', { judges: judges.length, tables });
    const seenJudges = new Set<string>();
    for (const judge of judges) {
      if (typeof judge !== 'string' || judge.length === 0) return fail('seating.invalid-judge');
      if (seenJudges.has(judge)) return fail('seating.duplicate-judge', { judgeId: judge });
      if (index.has(judge)) return fail('seating.judge-is-player', { judgeId: judge });
      seenJudges.add(judge);
    }
  }
  for (const conflict of c.judgeConflicts ?? []) {
    if (judges === null || !judges.includes(conflict.judgeId))
      return fail('seating.unknown-judge', { judgeId: String(conflict.judgeId) });
    const set = conflicts.get(conflict.judgeId) ?? new Set<number>();
    for (const id of conflict.playerIds) {
      if (!known(id)) return fail('seating.unknown-player', { playerId: String(id) });
      set.add(index.get(id)!);
    }
    conflicts.set(conflict.judgeId, set);
  }

  const sizes: number[][] = [];
  const present: number[][] = [];
  const absent: string[][] = [];
  const roundJudges: string[][] = [];
  const banned: [number, number, number][] = [];
  for (let r = 0; r < rounds; r++) {
    const fixed = fixedRounds[r];
    if (fixed) {
      const checked = checkFixedRound(fixed, r, index);
      if (!checked.ok) return checked;
      sizes.push(fixed.tables.map((t) => t.length));
      present.push(checked.value);
      const seated = new Set(fixed.tables.flat());
      absent.push(players.filter((id) => !seated.has(id)));
      roundJudges.push(fixed.judges ?? (judges ? fixed.tables.map((_, t) => judgeOf(judges, r, t)) : []));
      continue;
    }
    const here = players.filter((id) => !missing[r]!.has(id));
    if (here.length < tables * MIN_TABLE_SIZE)
      return fail('seating.round-too-small', { round: r + 1, players: here.length, tables, min: MIN_TABLE_SIZE });
    sizes.push(here.length === players.length ? fullSizes : evenTableSizes(here.length, tables));
    present.push(here.map((id) => index.get(id)!));
    absent.push(players.filter((id) => missing[r]!.has(id)));
    const judgesHere = judges ? Array.from({ length: tables }, (_, t) => judgeOf(judges, r, t)) : [];
    roundJudges.push(judgesHere);
    judgesHere.forEach((judge, t) => {
      for (const p of conflicts.get(judge) ?? []) banned.push([r, t, p]);
    });
  }
  const free = Array.from({ length: rounds }, (_, r) => r).filter((r) => r >= fixedRounds.length);
  return ok({
    sizes,
    present,
    absent,
    judges: judges ? roundJudges : null,
    free,
    separate,
    banned,
  });
}

/** A fixed round's players in slot order, or why it cannot be kept (unknown or repeated player, bad table). */
function checkFixedRound(fixed: FixedRound, r: number, index: Map<string, number>): Result<number[]> {
  const order: number[] = [];
  const seen = new Set<string>();
  if (fixed.tables.length === 0) return fail('seating.plan-table-count', { round: r + 1 });
  for (const [t, table] of fixed.tables.entries()) {
    if (table.length < MIN_TABLE_SIZE || table.length > MAX_TABLE_SIZE)
      return fail('seating.plan-table-size', { round: r + 1, table: t + 1, size: table.length });
    for (const id of table) {
      const i = index.get(id);
      if (i === undefined) return fail('seating.plan-unknown-player', { round: r + 1, table: t + 1, playerId: id });
      if (seen.has(id)) return fail('seating.plan-player-twice', { round: r + 1, playerId: id });
      seen.add(id);
      order.push(i);
    }
  }
  if (fixed.judges && fixed.judges.length !== fixed.tables.length) return fail('seating.plan-judges', { round: r + 1 });
  return ok(order);
}
