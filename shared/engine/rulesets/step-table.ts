import type { Seat } from '../core.ts';
import type { RemovalReason } from './discipline.ts';

/**
 * The command of a recorded step, read through a table (the archive logs events, not commands): each ruleset
 * names, for every event type that can start a step, the command that makes the rules decide that step.
 */

/** How a step whose first event is `first` was commanded: the command, or null when none makes it. */
type StepReader<S, E extends { type: string }, C, T extends E['type']> = (
  first: Extract<E, { type: T }>,
  state: S,
  events: readonly E[],
) => C | null;

/** A ruleset's steps: for each event type a step can start with, how its command reads. */
type StepTable<S, E extends { type: string }, C> = { readonly [T in E['type']]?: StepReader<S, E, C, T> };

/**
 * The steps several rulesets record alike: the station's deal, the cards handed out, a role the moderator
 * recorded, an accusation, a remark and a removal (RULES.md §4 "Remarks" and "Removal"). A table spreads
 * them and overrides what its rules read otherwise; those its events never carry are never looked up.
 */
export const SHARED_STEPS = {
  'roles-dealt': <R>(first: { roles: R[] }) => ({ type: 'deal' as const, roles: first.roles }),
  'cards-dealt': () => ({ type: 'cards-dealt' as const }),
  'role-recorded': <R>(first: { seat: Seat; role: R }) => ({
    type: 'record-role' as const,
    seat: first.seat,
    role: first.role,
  }),
  'accusation-made': (first: { accuser: Seat; accused: Seat }) => ({
    type: 'accuse' as const,
    accuser: first.accuser,
    accused: first.accused,
  }),
  'remark-given': (first: { seat: Seat }) => ({ type: 'remark' as const, seat: first.seat }),
  'player-removed': (first: { seat: Seat; reason: RemovalReason; note: string | null }) => ({
    type: 'remove' as const,
    seat: first.seat,
    reason: first.reason,
    note: first.note,
  }),
};

/**
 * The `commandOfStep` of a table: the command read from the step's first event (the moderator's fact; the
 * later events are its consequences), or null when no command starts with that event. An event type the
 * table does not own (a foreign file's, `constructor` included) reads as null.
 */
export function readSteps<S, E extends { type: string }, C>(
  table: StepTable<S, E, C>,
): (state: S, events: readonly E[]) => C | null {
  return (state, events) => {
    const first = events[0];
    if (!first || !Object.hasOwn(table, first.type)) return null;
    const read = table[first.type as E['type']] as StepReader<S, E, C, E['type']> | undefined;
    return read ? read(first as Extract<E, { type: E['type'] }>, state, events) : null;
  };
}
