import type { Seat } from '../core.ts';

/**
 * The part of every ruleset's moderator view that the console reads the same way for every ruleset: the
 * phase and round, what each seat shows, and the vote under way. Each ruleset's moderator-view.ts builds
 * it from its own state, so the renderer decides nothing (no duck typing of player shapes, no majority
 * worked out on screen).
 */
export interface ModeratorConsoleFields<P extends string = string> {
  /** The ruleset's phase (its own names). */
  phase: P;
  /** The ruleset's round: the day/night number the script and the header show. */
  round: number;
  /** Every seat as the console draws it, in seat order. */
  seats: ModeratorSeat[];
  /** The vote asked now: who may raise a hand and what carries it; null outside a vote. */
  ballot: Ballot | null;
}

/** One seat as the moderator's console shows it, whatever the ruleset. */
export interface ModeratorSeat {
  seat: Seat;
  name: string;
  /** The dealt role (null until dealt or recorded). */
  role: string | null;
  /** A second role where the ruleset deals one (mensa-hungariqa's kamikaze, lover). */
  second: string | null;
  alive: boolean;
  /** Remarks of the current round, where the ruleset keeps them (the discipline option); null otherwise. */
  remarks: number | null;
  /** The penalty earned last round (silenced, muted), or null. */
  penalty: string | null;
  /** Why the player is out (the ruleset's own word: killed, executed, removed…), or null while alive. */
  out: string | null;
  /** The round the player left in, or null while alive. */
  outRound: number | null;
}

/** The vote asked now, as the engine's vote rules see it. */
export interface Ballot {
  /** The seats drawn as voters: those who may raise a hand now, and those who voted already (greyed). */
  voters: Seat[];
  /** Every seat that may not raise a hand now, with the rule's error code (the vote command's own refusal). */
  barred: { seat: Seat; code: string }[];
  /** The seats that voted for an earlier candidate of this stage. */
  voted: Seat[];
  /** How many may vote in this vote: no count of hands may exceed it. */
  entitled: number;
  /**
   * How the vote is carried: a number of hands (`hands`), more hands for than against (`more-for`: the
   * hands against are counted too), or by comparing the candidates' hands (`compare`).
   */
  majority: { kind: 'hands'; needed: number } | { kind: 'more-for' } | { kind: 'compare' };
}

/** The fields any ruleset's player has that the console shows, and how the player left (if out). */
export interface SeatSource {
  seat: Seat;
  name: string;
  role: string | null;
  alive: boolean;
  remarks?: number;
  penalty?: string | null;
}

/** One seat for the console from a ruleset's player: `gone` is how and when the player left, if out. */
export function moderatorSeat(
  player: SeatSource,
  gone: { cause: string; round: number } | null,
  second: string | null = null,
): ModeratorSeat {
  return {
    seat: player.seat,
    name: player.name,
    role: player.role,
    second,
    alive: player.alive,
    remarks: typeof player.remarks === 'number' ? player.remarks : null,
    penalty: player.penalty ?? null,
    out: player.alive ? null : (gone?.cause ?? 'out'),
    outRound: player.alive ? null : (gone?.round ?? null),
  };
}

/**
 * The ballot of a vote from a ruleset's own ballot.ts (who is barred and who voted) and its majority: the
 * voters drawn are every seat not barred, and those who voted already.
 */
export function ballotFrom(
  seats: readonly { seat: Seat }[],
  bars: { voted: Seat[]; barred: { seat: Seat; code: string }[] } | null,
  entitled: number,
  majority: Ballot['majority'],
): Ballot | null {
  if (!bars) return null;
  const barred = new Set(bars.barred.map((b) => b.seat));
  const voted = new Set(bars.voted);
  const voters = seats.map((s) => s.seat).filter((seat) => !barred.has(seat) || voted.has(seat));
  return { voters, barred: bars.barred, voted: bars.voted, entitled, majority };
}
