import { fail } from '../../engine/result.ts';
import type { Result } from '../../engine/types.ts';
import type { Pick } from '../pick.ts';
import { generateSeating } from './generate.ts';
import type { SeatingOptions, SeatingPlan, SeatingRequest, SeatingResult } from './types.ts';

/** What happened during the day: rounds played, and who left or joined after them. */
export interface SeatingChange {
  /** Rounds already played: rounds 1..played are kept exactly as they were seated. */
  played: number;
  /** Players who withdraw: they miss every round after `played`. */
  withdrawn?: string[];
  /** Late entries (new player ids): they play every round after `played`. */
  entered?: string[];
}

/**
 * Re-seats a tournament during the day: the played rounds stay as they were (with their judges), the
 * rounds not yet played are optimised again around them, withdrawn players out and late entries in.
 * `request` is the tournament's seating request without its players (they come from `previous` and the
 * late entries), constraints included. Deterministic for a given `pick`.
 */
export function reseat(
  previous: SeatingPlan,
  request: Omit<SeatingRequest, 'players'>,
  change: SeatingChange,
  pick: Pick,
  options: Omit<SeatingOptions, 'fixedRounds'> = {},
): Result<SeatingResult> {
  const { played } = change;
  if (!Number.isInteger(played) || played < 0 || played > previous.rounds.length)
    return fail('seating.invalid-played', { played: String(played), rounds: previous.rounds.length });
  const withdrawn = change.withdrawn ?? [];
  const entered = change.entered ?? [];
  for (const id of withdrawn)
    if (!previous.players.includes(id)) return fail('seating.unknown-player', { playerId: String(id) });
  const players = [...previous.players, ...entered];
  const later = Array.from({ length: request.rounds - played }, (_, i) => played + i + 1);
  const earlier = Array.from({ length: played }, (_, i) => i + 1);
  const absences = [
    ...(request.constraints?.absences ?? []),
    ...withdrawn.map((playerId) => ({ playerId, rounds: later })),
    ...entered.map((playerId) => ({ playerId, rounds: earlier })),
  ].filter((a) => a.rounds.length > 0);
  const fixedRounds = previous.rounds.slice(0, played).map((tables, r) => {
    const judges = previous.judges?.[r];
    return judges ? { tables, judges } : { tables };
  });
  return generateSeating({ ...request, players, constraints: { ...request.constraints, absences } }, pick, {
    ...options,
    fixedRounds,
  });
}
