import {
  effectiveEvents,
  gameFromLog,
  rulesetOfState,
  type GameEvent,
  type LogEntry,
} from '../../../shared/engine/index.ts';

/** What a finished game says about one seat, kept in game_players so player statistics need no replay. */
export interface SeatFacts {
  seat: number;
  /** The role dealt (null if the game ended before a deal). */
  role: string | null;
  /** The side the seat won or lost with, as the ruleset's role card names it. */
  team: string | null;
  /** Whether the seat is among the winners (false for everyone in a draw). */
  won: boolean;
  /** Remarks given to the seat over the whole game (undone ones not counted). */
  remarks: number;
  /** Whether the moderator removed the player from the game. */
  removed: boolean;
}

/**
 * The facts of every seat of a game from its log (replayed through the engine), or null while the game is
 * not finished. Reads events by their shape, so a ruleset that gains remarks or removals is counted too:
 * 'remark-given' {seat} is a remark, 'player-left' {seat, cause: 'removed'} a removal.
 */
export function seatFactsOfLog(log: LogEntry[]): SeatFacts[] | null {
  const { state } = gameFromLog(log);
  const outcome = state.outcome;
  if (!outcome) return null;
  const ruleset = rulesetOfState(state);
  // mensa-hungariqa names the winning seats (its collaborator wins with the mafia); others name a side.
  const winners =
    'winners' in outcome && Array.isArray(outcome.winners) ? new Set<number>(outcome.winners as number[]) : null;
  const remarks = new Map<number, number>();
  const removed = new Set<number>();
  for (const event of effectiveEvents(log) as (GameEvent & { seat?: unknown; cause?: unknown })[]) {
    if (typeof event.seat !== 'number') continue;
    if (event.type === 'remark-given') remarks.set(event.seat, (remarks.get(event.seat) ?? 0) + 1);
    else if (event.type === 'player-left' && event.cause === 'removed') removed.add(event.seat);
  }
  return state.players.map((player) => {
    const card = ruleset.playerCard(state as never, player.seat);
    const team = card?.team ?? null;
    const won = winners ? winners.has(player.seat) : team !== null && team === outcome.winner;
    return {
      seat: player.seat,
      role: player.role,
      team,
      won,
      remarks: remarks.get(player.seat) ?? 0,
      removed: removed.has(player.seat),
    };
  });
}
