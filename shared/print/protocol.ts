import {
  effectiveEvents,
  history,
  rulesetFor,
  type GameEvent,
  type GameState,
  type LogEntry,
} from '../engine/index.ts';
import { scoredWinner } from '../tournament/scoring/game-points.ts';
import type { ProtocolDescriber } from '../engine/rulesets/protocol-describer.ts';
import type { ProtocolPeriod } from '../engine/rulesets/protocol-lines.ts';
import type { GameProtocol, ProtocolRecord, ProtocolScoring, ProtocolSeat } from './protocol-types.ts';

/**
 * The protocol of a game from its log, for any ruleset: the seats with roles, teams, how they left,
 * remarks and points; each part of the game with its lines; the result. Pure: the log is replayed with
 * the ruleset's own `evolve`, and undone steps are left out. `record` adds what the archive keeps beside
 * the log (date, notes, a tournament's points). Throws only for a log no ruleset made.
 */
export function buildProtocol(gameId: string, log: LogEntry[], record: ProtocolRecord = {}): GameProtocol {
  const events = effectiveEvents(log);
  const first = events[0];
  if (!first || first.type !== 'game-created') throw new Error('a game log starts with game-created');
  const ruleset = rulesetFor(first.setup.rulesetId);
  if (!ruleset) throw new Error(`unknown ruleset ${first.setup.rulesetId}`);
  // Each ruleset's reading of its events (shared/engine/rulesets/<id>/describe.ts), carried by its module.
  const describer = ruleset.protocol as ProtocolDescriber<GameState, GameEvent>;
  let state = ruleset.initialState(first.setup as never) as GameState;
  const periods: ProtocolPeriod[] = [];
  let current: Omit<ProtocolPeriod, 'entries'> = { kind: 'setup', round: 0 };
  for (const event of events.slice(1) as GameEvent[]) {
    const before = state;
    state = ruleset.evolve(before as never, event as never) as GameState;
    const entries = describer.describe(event, before, state);
    // A line belongs to the part of the game in which it happened: the state before the event (the last
    // lines of a game stay in the part under way), unless the ruleset places it elsewhere.
    current = describer.period(before) ?? current;
    // A day or a night is written even with no line (a day with no accusation), so a reader can tell it
    // happened; the deal before the first of them only where it has a line.
    if (current.kind !== 'setup') periodFor(periods, current);
    const where = describer.placeOf?.(event, before) ?? current;
    if (entries.length > 0) periodFor(periods, where).entries.push(...entries);
  }
  const seats = seatsOf(state, periods, describer);
  // A tournament game's points are the tournament's (its standings count them); else the ruleset's own.
  const tournament = record.tournament && state.outcome ? record.tournament : null;
  if (tournament) for (const seat of seats) seat.points = tournament.points[seat.seat - 1] ?? null;
  const result = resultOf(state, seats, tournament?.technicalDefeat);
  const scoring: ProtocolScoring | null = !seats.some((s) => s.points !== null)
    ? null
    : tournament
      ? { kind: 'tournament', tournamentId: tournament.tournamentId, name: tournament.name }
      : { kind: 'ruleset' };
  return {
    gameId,
    rulesetId: first.setup.rulesetId,
    options: { ...(first.setup.options as object) } as Record<string, unknown>,
    seats,
    periods,
    result,
    steps: log.reduce((last, entry) => Math.max(last, entry.step), 0),
    undone: history(log).undone.size,
    createdAt: record.createdAt ?? null,
    notes: record.notes ?? '',
    scoring,
    remarks: describer.remarks?.(state) ?? false,
    ...(ruleset.nobodyLeaves ? { nobodyLeaves: true as const } : {}),
  };
}

/**
 * The game's result as the protocol tells it. A club game (no tournament) has no judge's verdict: its result is the
 * table's. A tournament game whose team the judge defeated technically is told as its standings count it
 * (scoredWinner, the one rule): that team lost, and each seat's won/lost follows.
 */
function resultOf(state: GameState, seats: ProtocolSeat[], defeated: string | undefined): GameProtocol['result'] {
  const outcome = state.outcome;
  if (!outcome) return null;
  if (defeated === undefined) return { winner: outcome.winner, scores: outcome.scores };
  const teams = seats.flatMap((s) => (s.team === null ? [] : [{ team: s.team }]));
  const winner = scoredWinner({ winner: outcome.winner, players: teams, technicalDefeat: defeated });
  for (const seat of seats) seat.won = seat.team !== null && seat.team === winner;
  return { winner, scores: outcome.scores, technicalDefeat: defeated };
}

/** The part of the game with this kind and round, added at the end the first time it has a line. */
function periodFor(periods: ProtocolPeriod[], where: Omit<ProtocolPeriod, 'entries'>): ProtocolPeriod {
  const found = periods.find((p) => p.kind === where.kind && p.round === where.round);
  if (found) return found;
  const period: ProtocolPeriod = { kind: where.kind, round: where.round, entries: [] };
  periods.push(period);
  return period;
}

function seatsOf(
  state: GameState,
  periods: ProtocolPeriod[],
  describer: ProtocolDescriber<GameState, GameEvent>,
): ProtocolSeat[] {
  const ruleset = rulesetFor(state.rulesetId)!;
  const winners = (state.outcome as { winners?: number[] } | null)?.winners ?? null;
  return state.players.map((player) => {
    const shown = player.role !== null && (describer.roleShown?.(state, player.seat) ?? true);
    const card = shown ? ruleset.playerCard(state as never, player.seat) : null;
    const team = card?.team ?? null;
    let left: ProtocolSeat['left'] = null;
    let remarks = 0;
    const remarksByRound: number[] = [];
    let removed = false;
    for (const period of periods) {
      for (const entry of period.entries) {
        if (entry.kind === 'remark' && entry.seat === player.seat) {
          remarks++;
          // A count no higher than the one before is a new round's: the remarks were cleared in between.
          const last = remarksByRound.length - 1;
          if (last >= 0 && entry.count > remarksByRound[last]!) remarksByRound[last] = entry.count;
          else remarksByRound.push(entry.count);
        }
        if ((entry.kind === 'death' || entry.kind === 'removal') && entry.seat === player.seat) {
          left = { kind: period.kind, round: period.round, cause: entry.kind === 'death' ? entry.cause : 'removed' };
          removed = entry.kind === 'removal';
        }
      }
    }
    const outcome = state.outcome;
    return {
      seat: player.seat,
      name: player.name,
      role: shown ? player.role : null,
      second: (player as { second?: string | null }).second ?? null,
      team,
      alive: player.alive,
      left,
      remarks,
      remarksByRound,
      removed,
      points: outcome?.scores?.[player.seat - 1] ?? null,
      // mensa-hungariqa lists the winning seats (the collaborator wins with the mafia); elsewhere the team decides.
      won: outcome === null ? null : winners ? winners.includes(player.seat) : team === outcome.winner,
    };
  });
}
