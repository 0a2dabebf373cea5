import type { TournamentConstraints, TournamentConstraintsRequest } from '../../../shared/contract/index.ts';

/** What the constraints panel edits: the stored constraints without the late entries (those are participants). */
export type ConstraintsDraft = Omit<TournamentConstraintsRequest, 'tournamentId'>;

/** The stored constraints as an editable draft (copies, so an edit changes nothing until it is saved). */
export function draftOf(c: TournamentConstraints): ConstraintsDraft {
  return {
    separate: c.separate.map(([a, b]) => [a, b]),
    judges: [...c.judges],
    judgeConflicts: c.judgeConflicts.map((j) => ({ judge: j.judge, playerIds: [...j.playerIds] })),
    absences: c.absences.map((a) => ({ playerId: a.playerId, rounds: [...a.rounds] })),
  };
}

/** The judges typed one per line (or comma-separated), trimmed, empties dropped; the station refuses a repeat. */
export function judgesOf(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

/** Adds a pair to keep apart (once, in either order); a pair of one player is left to the station to refuse. */
export function withPair(draft: ConstraintsDraft, a: number, b: number): ConstraintsDraft {
  const known = draft.separate.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  return known ? draft : { ...draft, separate: [...draft.separate, [a, b]] };
}

/** Adds a player a judge may not judge (the judge's entry created on first use). */
export function withConflict(draft: ConstraintsDraft, judge: string, playerId: number): ConstraintsDraft {
  const entry = draft.judgeConflicts.find((j) => j.judge === judge);
  if (entry?.playerIds.includes(playerId)) return draft;
  const judgeConflicts = entry
    ? draft.judgeConflicts.map((j) => (j === entry ? { judge, playerIds: [...j.playerIds, playerId] } : j))
    : [...draft.judgeConflicts, { judge, playerIds: [playerId] }];
  return { ...draft, judgeConflicts };
}

/** Adds a round a player misses (rounds kept in order). */
export function withAbsence(draft: ConstraintsDraft, playerId: number, round: number): ConstraintsDraft {
  const entry = draft.absences.find((a) => a.playerId === playerId);
  if (entry?.rounds.includes(round)) return draft;
  const absences = entry
    ? draft.absences.map((a) => (a === entry ? { playerId, rounds: [...a.rounds, round].sort((x, y) => x - y) } : a))
    : [...draft.absences, { playerId, rounds: [round] }];
  return { ...draft, absences };
}

/** The draft without one judge: his conflicts go with him, so the station never sees a conflict of no judge. */
export function withoutJudge(draft: ConstraintsDraft, judge: string): ConstraintsDraft {
  return {
    ...draft,
    judges: draft.judges.filter((j) => j !== judge),
    judgeConflicts: draft.judgeConflicts.filter((j) => j.judge !== judge),
  };
}
