import type { TournamentConstraintsRequest, TournamentDetail } from '../../shared/contract/index.ts';
import type { RuleError } from '../../shared/engine/index.ts';
import type { SeatingConstraints, SeatingPlan } from '../../shared/tournament/index.ts';

/**
 * The stored constraints as the seating generator takes them (ids as strings): a late entry is absent from the
 * rounds before the one he joined (issue 16), beside the absences the organiser entered.
 */
export function seatingConstraintsOf(detail: TournamentDetail): SeatingConstraints {
  const c = detail.constraints;
  const missed = new Map<number, Set<number>>();
  const miss = (playerId: number, rounds: number[]) =>
    missed.set(playerId, new Set([...(missed.get(playerId) ?? []), ...rounds]));
  for (const a of c.absences) miss(a.playerId, a.rounds);
  for (const e of c.lateEntries)
    miss(
      e.playerId,
      Array.from({ length: e.round - 1 }, (_, i) => i + 1),
    );
  const absences = [...missed]
    .filter(([, rounds]) => rounds.size > 0)
    .map(([playerId, rounds]) => ({ playerId: String(playerId), rounds: [...rounds].sort((a, b) => a - b) }));
  return {
    ...(c.separate.length > 0
      ? { separate: c.separate.map(([a, b]) => [String(a), String(b)] as [string, string]) }
      : {}),
    ...(c.judges.length > 0 ? { judges: c.judges } : {}),
    ...(c.judgeConflicts.length > 0
      ? { judgeConflicts: c.judgeConflicts.map((j) => ({ judgeId: j.judge, playerIds: j.playerIds.map(String) })) }
      : {}),
    ...(absences.length > 0 ? { absences } : {}),
  };
}

/** Rounds with a started game, from round 1: they stay exactly as they were seated. */
export function playedRounds(detail: TournamentDetail): number {
  return Math.max(0, ...detail.seating.filter((t) => t.gameId !== null).map((t) => t.round));
}

/**
 * Who withdrew before: a participant not seated in the last round who is not meant to miss it (an absence),
 * nor a late entry not yet seated (`entering`). The archive keeps no other mark of a withdrawal.
 */
export function withdrawnBefore(detail: TournamentDetail, plan: SeatingPlan, entering: string[] = []): string[] {
  const last = detail.rounds;
  const lastRound = new Set(plan.rounds.at(-1)!.flat());
  const absentLast = new Set(
    (seatingConstraintsOf(detail).absences ?? []).filter((a) => a.rounds.includes(last)).map((a) => a.playerId),
  );
  return plan.players.filter((id) => !lastRound.has(id) && !absentLast.has(id) && !entering.includes(id));
}

/**
 * Checks constraints against the tournament: every player a participant, a pair two players, judges named once
 * and at least one per table, a conflict's judge among the judges, absences within the rounds. The first problem.
 */
export function checkConstraints(
  detail: TournamentDetail,
  c: Omit<TournamentConstraintsRequest, 'tournamentId'>,
): RuleError | null {
  const participants = new Set(detail.participants.map((p) => p.playerId));
  const players = [
    ...c.separate.flat(),
    ...c.judgeConflicts.flatMap((j) => j.playerIds),
    ...c.absences.map((a) => a.playerId),
  ];
  for (const playerId of players)
    if (!participants.has(playerId)) return { code: 'tournament.not-participant', params: { playerId } };
  for (const [a, b] of c.separate) if (a === b) return { code: 'tournament.separate-self', params: { playerId: a } };
  const judges = new Set<string>();
  for (const judge of c.judges) {
    if (judges.has(judge)) return { code: 'seating.duplicate-judge', params: { judgeId: judge } };
    judges.add(judge);
  }
  // SeatingConstraints.judges: one judge per table in every round.
  if (judges.size > 0 && judges.size < detail.tables)
    return { code: 'seating.not-enough-judges', params: { judges: judges.size, tables: detail.tables } };
  for (const conflict of c.judgeConflicts)
    if (!judges.has(conflict.judge)) return { code: 'seating.unknown-judge', params: { judgeId: conflict.judge } };
  for (const absence of c.absences)
    for (const round of absence.rounds)
      if (round > detail.rounds) return { code: 'seating.invalid-round', params: { round, rounds: detail.rounds } };
  return null;
}
