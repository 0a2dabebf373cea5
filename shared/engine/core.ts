/** The core types every ruleset shares: plain JSON, no classes, no functions. */

/** A player's fixed seat number, 1..N around the table. */
export type Seat = number;

/** A refusal that names the broken rule; `code` is also the message key's tail (`error.<code>`). */
export interface RuleError {
  code: string;
  params: Record<string, string | number>;
}

/** Either a value or a rule error; the engine never throws for a rule violation. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

/**
 * Log-level events: they mark earlier steps undone or redone, or mark the night's outcome announced to the
 * room (`dawn-announced`, which releases the held dawn to the public view); they never change the rules' state.
 */
export type MetaEvent =
  { type: 'steps-undone'; steps: number[] } | { type: 'steps-redone'; steps: number[] } | { type: 'dawn-announced' };

/** A command on the log itself; `announce-dawn`: the moderator has told the room the night's outcome. */
export type LogCommand =
  { type: 'undo' } | { type: 'redo' } | { type: 'rewind'; toStep: number } | { type: 'announce-dawn' };

/** What every ruleset's player state has: the generic layers (station, archive, views) rely on it. */
export interface BasePlayer {
  seat: Seat;
  name: string;
  role: string | null;
  alive: boolean;
}

/** What every ruleset's state has. */
export interface BaseState {
  rulesetId: string;
  players: BasePlayer[];
  phase: string;
  round: number;
  /** The end of the game: the winning side (or 'draw') and the scores where the ruleset has them. */
  outcome: { winner: string; scores: number[] | null } | null;
}

/** The role card of one seat: what that player, and only that player, may see. */
export interface PlayerCard {
  seat: Seat;
  name: string;
  role: string;
  team: string;
  /** Teammates the player learns at the start, where the ruleset lets a team know each other. */
  teammates: { seat: Seat; name: string }[];
}

/** A source of choices for simulations: returns an integer in [0, n). */
export type Pick = (n: number) => number;
