import type { BaseState, Seat } from '../core.ts';
import type { DisciplineFields, RemovalReason } from './discipline.ts';
import type { ProtocolEntry, ProtocolPeriod } from './protocol-lines.ts';

/** How one ruleset's events read in a protocol: which part of the game a state is in, and each event's lines. */
export interface ProtocolDescriber<S extends BaseState = BaseState, E extends { type: string } = { type: string }> {
  /** The part of the game a state is in; null once the game is over (the last part goes on). */
  period(state: S): Omit<ProtocolPeriod, 'entries'> | null;
  /** The protocol lines of one event, given the states before and after it. */
  describe(event: E, before: S, after: S): ProtocolEntry[];
  /** Where an event's lines go when not in the part the state is in (a night's deaths told at dawn); else undefined. */
  placeOf?(event: E, before: S): Omit<ProtocolPeriod, 'entries'> | undefined;
  /**
   * Whether a seat's role and team may be written in the state the protocol ends in; every one when absent.
   * copag-mafia's operator is a player, so its objectives wait for the result (RULES.md §5).
   */
  roleShown?(state: S, seat: Seat): boolean;
  /**
   * Whether the game takes remarks, so its sheet has a remarks column (RULES.md §4 "Remarks": City Mafia
   * always, 1987, french-deck and Mensa with the discipline option); none when absent.
   */
  remarks?(state: S): boolean;
}

/** The discipline events, as every ruleset that takes remarks and removals logs them. */
type DisciplineEvent =
  | { type: 'remark-given'; seat: Seat }
  | { type: 'player-removed'; seat: Seat; reason: RemovalReason; note: string | null };

/**
 * The lines of a remark (with the player's remarks this round after it) and of a removal (its reason and the
 * moderator's note), RULES.md §4 "Remarks" and "Removal": the same in every ruleset that logs them so.
 */
export function disciplineEntries(
  event: DisciplineEvent,
  after: { players: readonly ({ seat: Seat } & DisciplineFields)[] },
): ProtocolEntry[] {
  if (event.type === 'player-removed')
    return [{ kind: 'removal', seat: event.seat, reason: event.reason, note: event.note }];
  const count = after.players.find((p) => p.seat === event.seat)?.remarks ?? 0;
  return [{ kind: 'remark', seat: event.seat, count }];
}

/**
 * The part of the game of a ruleset played in days and nights: the day or the night of its round; anything
 * before the first of them (the deal, 1987's sunrise, Mensa's night 0) is the setup; null once it is over.
 */
export function dayNightPeriod(state: { phase: string; round: number }): Omit<ProtocolPeriod, 'entries'> | null {
  if (state.phase === 'ended') return null;
  if (state.phase === 'day' || state.phase === 'night') return { kind: state.phase, round: state.round };
  return { kind: 'setup', round: 0 };
}
