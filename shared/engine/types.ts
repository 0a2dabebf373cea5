/**
 * The engine's types: the core every ruleset shares, and the unions over every ruleset's own types.
 * A ruleset's own types live in its folder (rulesets/<id>/types.ts).
 */
import type * as Davidoff1987 from './rulesets/davidoff-1987/types.ts';
import type { LogCommand, MetaEvent } from './core.ts';

export type * from './core.ts';
export type {
  Davidoff1987Options,
  EliminationCause,
  MajorityBasis,
  Outcome,
  PendingVote,
  Phase,
  PlayerState,
  VoteRecord,
} from './rulesets/davidoff-1987/types.ts';

/** The identifiers of the rulesets the engine knows. */
export type RulesetId = Davidoff1987.GameSetup['rulesetId'];

/** A game's setup, as the moderator entered it: the ruleset, the names in seat order, the options. */
export type GameSetup = Davidoff1987.GameSetup;

/** The state of a game of any ruleset (discriminated by `rulesetId`). */
export type GameState = Davidoff1987.GameState;

/** The facts of any ruleset, folded by its `evolve`. */
export type GameEvent = Davidoff1987.GameEvent;

/** A game command of any ruleset, after the host has added any random outcome (the deal). */
export type GameCommand = Davidoff1987.GameCommand;

/** A dealt role of any ruleset. */
export type Role = Davidoff1987.Role;

/** A side that can win, in any ruleset. */
export type Team = Davidoff1987.Team;

/** A public announcement of any ruleset: every kind is public by design. */
export type Announcement = Davidoff1987.Announcement;

/** Anything stored in a game's log. */
export type LoggedEvent = GameEvent | MetaEvent;

/** Every command the engine decides. */
export type EngineCommand = GameCommand | LogCommand;
