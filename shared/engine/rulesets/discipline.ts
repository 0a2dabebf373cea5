import type { Pick, Seat } from '../core.ts';
import type { Prompt } from '../prompt.ts';
import { choose } from '../pick.ts';
import { fail } from '../result.ts';
import type { Result } from '../core.ts';
import { publicSeat } from './view-fields.ts';

/**
 * Remarks and removals as an option of davidoff-1987, french-deck and mensa-hungariqa, with city-mafia's
 * thresholds (RULES.md §4 "Remarks" and "Removal"; issue 4 item 5). Pure helpers: each ruleset keeps
 * its own events, errors and prompts, and decides what its "day" is.
 */

/** Why the moderator removed a player (city-mafia's list: the rulebook's, improper address, and 'other'). */
export type RemovalReason =
  'peeking' | 'night-gesture' | 'remarks' | 'oath' | 'obscene-language' | 'improper-address' | 'other';

/**
 * The option's commands, alike in every ruleset that has it (the contract's `disciplineCommands`): a remark to
 * a seat, by day; a removal with a listed reason and an optional note, at any time after the deal.
 */
export type DisciplineCommand =
  { type: 'remark'; seat: Seat } | { type: 'remove'; seat: Seat; reason: RemovalReason; note?: string | null };

/** The event of a remark, alike in every ruleset with the option (its count is the fold's). */
export type RemarkGiven = { type: 'remark-given'; seat: Seat };

/** The penalty of a round: 3 remarks silence a player, 4 also take his accusation and his vote. */
export type Penalty = 'silenced' | 'muted';

/** The reasons a removal may give. */
export const REMOVAL_REASONS: readonly RemovalReason[] = [
  'peeking',
  'night-gesture',
  'remarks',
  'oath',
  'obscene-language',
  'improper-address',
  'other',
];

/** The longest note the moderator may attach to a removal. */
export const MAX_NOTE_LENGTH = 200;

/** The remarks that remove a player at once, without a last word (RULES.md §4: the 5th). */
export const REMARKS_TO_REMOVAL = 5;

/** What the player has earned for the next round with this round's remarks: 3 → silenced, 4 → muted. */
export function penaltyFor(remarks: number): Penalty | null {
  if (remarks >= 4) return 'muted';
  if (remarks === 3) return 'silenced';
  return null;
}

/** The seat fields a ruleset's player carries when the option is on. */
export interface DisciplineFields {
  /** Remarks of the current round (cleared at night fall). Public: the moderator gives them aloud. */
  remarks?: number;
  /** The penalty for the current round, earned with the remarks of the previous one. */
  penalty?: Penalty | null;
}

/**
 * One seat's state in a ruleset whose players leave by a cause in a round (1987, french-deck); `remarks` and
 * `penalty` only with the discipline option.
 */
export interface LeavingPlayer<R extends string, C extends string> extends DisciplineFields {
  seat: Seat;
  name: string;
  /** Null until the deal (or its record); who may see it is the ruleset's rule. */
  role: R | null;
  alive: boolean;
  /** How the player left; a removal also keeps its reason and the moderator's note (the note stays his). */
  eliminated: { cause: C; round: number; reason?: RemovalReason; note?: string | null } | null;
}

/** The discipline fields of a public player: with the option only, today's remarks and today's penalty. */
export interface PublicDiscipline {
  remarks?: number;
  penalty?: Penalty | null;
}

/**
 * A public player with the option's fields where it is on: a remark is given aloud, so its count and the
 * penalty it earned are public (RULES.md §4 "Remarks"); without the option the player has neither.
 */
export function withPublicDiscipline<P extends PublicDiscipline>(player: P, fields: DisciplineFields): P {
  return fields.remarks === undefined
    ? player
    : { ...player, remarks: fields.remarks, penalty: fields.penalty ?? null };
}

/** A leaving player as the game starts: no role yet, in the game. */
export function newLeavingPlayer<R extends string, C extends string>(seat: number, name: string): LeavingPlayer<R, C> {
  return { seat, name, role: null, alive: true, eliminated: null };
}

/** A leaving player as the room sees it: `role` only where the ruleset shows it, how he left without the note. */
export interface PublicLeavingPlayer<R extends string, C extends string> extends PublicDiscipline {
  seat: Seat;
  name: string;
  alive: boolean;
  eliminated: { cause: C; round: number } | null;
  role: R | null;
}

/** Copies a leaving player for the room field by field, with the part of his role the ruleset shows. */
export function publicLeavingPlayer<R extends string, C extends string>(
  p: LeavingPlayer<R, C>,
  role: R | null,
): PublicLeavingPlayer<R, C> {
  const player: PublicLeavingPlayer<R, C> = {
    ...publicSeat(p),
    // The cause only: a removal's reason is announced, its note stays the moderator's.
    eliminated: p.eliminated ? { cause: p.eliminated.cause, round: p.eliminated.round } : null,
    role,
  };
  return withPublicDiscipline(player, p);
}

/**
 * Night falls: this round's remarks are cleared and become next round's penalty (the penalty earned
 * before is over). Players without the fields (option off) are returned as they are.
 */
export function clearRemarksAtNightFall<P extends DisciplineFields>(players: P[]): P[] {
  if (!players.some((p) => (p.remarks ?? 0) > 0 || (p.penalty ?? null) !== null)) return players;
  return players.map((p) => (p.remarks === undefined ? p : { ...p, remarks: 0, penalty: penaltyFor(p.remarks) }));
}

/** Whether a player has the 4-remark penalty this round: no accusation, no vote. */
export function isMuted(player: DisciplineFields | undefined): boolean {
  return player?.penalty === 'muted';
}

/** The seats with a penalty this round, for the prompts: who may not speak, who may not speak nor vote. */
export function penalisedSeats(players: readonly ({ seat: number; alive: boolean } & DisciplineFields)[]): {
  silenced: number[];
  muted: number[];
} {
  const silenced: number[] = [];
  const muted: number[] = [];
  for (const p of players) {
    if (!p.alive) continue;
    if (p.penalty === 'silenced') silenced.push(p.seat);
    else if (p.penalty === 'muted') muted.push(p.seat);
  }
  return { silenced, muted };
}

/**
 * A removal's reason and note as the moderator gave them: the reason one of the list, the note a string
 * of at most MAX_NOTE_LENGTH characters once trimmed (empty → none). On refusal, the rule's tail
 * ('removal-reason' or 'removal-note') for the ruleset's own error code.
 */
export function readRemoval(
  reason: unknown,
  note: unknown,
): { ok: true; reason: RemovalReason; note: string | null } | { ok: false; rule: 'removal-reason' | 'removal-note' } {
  if (typeof reason !== 'string' || !(REMOVAL_REASONS as readonly string[]).includes(reason))
    return { ok: false, rule: 'removal-reason' };
  if (note === undefined || note === null) return { ok: true, reason: reason as RemovalReason, note: null };
  if (typeof note !== 'string') return { ok: false, rule: 'removal-note' };
  const text = note.trim();
  if (text.length > MAX_NOTE_LENGTH) return { ok: false, rule: 'removal-note' };
  return { ok: true, reason: reason as RemovalReason, note: text.length === 0 ? null : text };
}

/** A ruleset's refusal of a removal's reason or note (`<ruleset>.removal-reason`, `<ruleset>.removal-note`). */
export function removalRefused(ruleset: string, rule: 'removal-reason' | 'removal-note'): Result<never> {
  return rule === 'removal-reason'
    ? fail(`${ruleset}.removal-reason`)
    : fail(`${ruleset}.removal-note`, { max: MAX_NOTE_LENGTH });
}

/** The chance (1 in N) that a simulated moderator gives a remark instead of the step's command, by day. */
export const SIMULATED_REMARK_ONE_IN = 8;

/** The chance (1 in N) that a simulated moderator removes a living player instead, day or night. */
export const SIMULATED_REMOVAL_ONE_IN = 400;

/**
 * The side action a simulated moderator takes instead of the step's command, from one draw: a removal
 * (1 in SIMULATED_REMOVAL_ONE_IN), a remark (1 in SIMULATED_REMARK_ONE_IN; the ruleset gives it by day
 * only), or none. The rare answers are the top of the range, so that an adversarial player who always
 * answers the same small number plays the steps rather than removing the whole table.
 */
export function simulatedSide(pick: Pick): 'remark' | 'remove' | null {
  const total = SIMULATED_REMOVAL_ONE_IN * SIMULATED_REMARK_ONE_IN;
  const side = pick(total);
  if (side >= total - SIMULATED_REMARK_ONE_IN) return 'remove';
  if (side >= total - SIMULATED_REMARK_ONE_IN - SIMULATED_REMOVAL_ONE_IN) return 'remark';
  return null;
}

/**
 * Whom a simulated moderator gives a remark: seven times in eight the living player with the most
 * remarks this round (remarks come in runs: one player keeps talking out of turn), so that games reach
 * the 3, 4 and 5 thresholds; otherwise, or while nobody has one, a living player chosen uniformly.
 */
export function simulatedRemarkSeat(
  players: readonly ({ seat: number; alive: boolean } & DisciplineFields)[],
  pick: Pick,
): number {
  const living = players.filter((p) => p.alive);
  let worst = living[0]!;
  for (const p of living) if ((p.remarks ?? 0) > (worst.remarks ?? 0)) worst = p;
  if ((worst.remarks ?? 0) > 0 && pick(8) !== 0) return worst.seat;
  return living[pick(living.length)]!.seat;
}

/** The reasons a simulated moderator gives for a removal (five remarks come from the remarks themselves). */
export const SIMULATED_REASONS: readonly RemovalReason[] = [
  'peeking',
  'night-gesture',
  'oath',
  'obscene-language',
  'improper-address',
  'other',
];

/** A simulated moderator's side command: a remark, or a removal with one of the simulated reasons. */
export type SimulatedSideCommand =
  { type: 'remark'; seat: number } | { type: 'remove'; seat: number; reason: RemovalReason; note: null };

/**
 * With the discipline option on (the ruleset checks), now and then a remark (1 in 8 by day, mostly to the
 * same player) or a removal (1 in 400, after the deal, and only when `mayRemove` says so), so that the
 * property tests cover them; null otherwise. The simulators of every ruleset with the option share it.
 */
export function simulatedSideCommand(
  state: { phase: string; players: readonly ({ seat: number; alive: boolean } & DisciplineFields)[] },
  pick: Pick,
  mayRemove: () => boolean = () => true,
): SimulatedSideCommand | null {
  if (state.phase === 'setup' || state.phase === 'ended') return null;
  const side = simulatedSide(pick);
  if (side === 'remove' && mayRemove()) {
    const living = state.players.filter((p) => p.alive).map((p) => p.seat);
    return {
      type: 'remove',
      seat: choose(living, pick),
      reason: SIMULATED_REASONS[pick(SIMULATED_REASONS.length)]!,
      note: null,
    };
  }
  if (side === 'remark' && state.phase === 'day')
    return { type: 'remark', seat: simulatedRemarkSeat(state.players, pick) };
  return null;
}

/** A game whose options may turn remarks and removals on. */
interface DisciplinedState {
  options: { discipline?: boolean };
}

/** Whether the game was set up with remarks and removals. */
export function hasDiscipline(state: DisciplinedState): boolean {
  return state.options.discipline === true;
}

/**
 * The prompts with the discipline option's commands (RULES.md §4 "Remarks" and "Removal"): after the deal and
 * before the end every prompt that takes a command also takes a removal, and by day a remark; by day the
 * seats that may not speak (3 remarks the round before) or may not speak, accuse nor vote (4) are named,
 * under the ruleset's own prompt keys (`<promptKeys>.penalty.silenced`, `.muted`). Without the option, the
 * prompts as they are.
 */
export function withDisciplinePrompts(
  base: Prompt[],
  state: DisciplinedState & {
    phase: string;
    players: readonly ({ seat: number; alive: boolean } & DisciplineFields)[];
  },
  promptKeys: string,
): Prompt[] {
  if (!hasDiscipline(state) || state.phase === 'setup' || state.phase === 'ended') return base;
  const keys = { silenced: `${promptKeys}.penalty.silenced`, muted: `${promptKeys}.penalty.muted` };
  const side = state.phase === 'day' ? ['remark', 'remove'] : ['remove'];
  const out = base.map((p) => (p.commands.length > 0 ? { ...p, commands: [...p.commands, ...side] } : p));
  if (state.phase !== 'day') return out;
  const { silenced, muted } = penalisedSeats(state.players);
  if (silenced.length > 0) out.push({ key: keys.silenced, params: { seats: silenced.join(', ') }, commands: [] });
  if (muted.length > 0) out.push({ key: keys.muted, params: { seats: muted.join(', ') }, commands: [] });
  return out;
}

/** The players with `seat` out of the game by `cause` (an execution, a kill) in `round`: how a leaving player dies. */
export function withSeatOut<R extends string, C extends string>(
  players: readonly LeavingPlayer<R, C>[],
  seat: number,
  cause: C,
  round: number,
): LeavingPlayer<R, C>[] {
  return players.map((p) => (p.seat === seat ? { ...p, alive: false, eliminated: { cause, round } } : p));
}

/**
 * The players with the removed seat out of the game (RULES.md §4 "Removal"): his elimination records the
 * round, the reason (announced) and the moderator's note (his alone).
 */
export function withSeatRemoved<
  P extends {
    seat: number;
    alive: boolean;
    eliminated: { cause: string; round: number; reason?: RemovalReason } | null;
  },
>(players: readonly P[], removal: { seat: number; reason: RemovalReason; note: string | null }, round: number): P[] {
  const { seat, reason, note } = removal;
  return players.map((p) =>
    p.seat === seat ? { ...p, alive: false, eliminated: { cause: 'removed' as const, round, reason, note } } : p,
  );
}

/**
 * Why `seat` may not raise a hand in a show of hands every living player may join (the ruleset's error
 * code), or null when it may: `codes.out` for a seat that is no living player, `codes.muted` for the
 * 4-remark penalty that takes the vote (RULES.md §4). The seat is read as unknown: a command may carry anything.
 */
export function livingHandBar(
  players: readonly ({ alive: boolean } & DisciplineFields)[],
  seat: unknown,
  codes: { out: string; muted: string },
): string | null {
  const player = typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 ? players[seat - 1] : undefined;
  if (!player || !player.alive) return codes.out;
  if (isMuted(player)) return codes.muted;
  return null;
}
