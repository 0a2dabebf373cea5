/**
 * The engine's types: the core every ruleset shares, and the unions over every ruleset's own types.
 * A ruleset's own types live in its folder (rulesets/<id>/types.ts).
 */
import type * as Davidoff1987 from './rulesets/davidoff-1987/types.ts';
import type { RegisteredRuleset, RulesetId } from './rulesets/index.ts';
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

/** The state of a davidoff-1987 game. */
export type Davidoff1987State = Davidoff1987.GameState;
/** A davidoff-1987 command. */
export type Davidoff1987Command = Davidoff1987.GameCommand;
/** A davidoff-1987 event. */
export type Davidoff1987Event = Davidoff1987.GameEvent;
/** A davidoff-1987 announcement. */
export type Davidoff1987Announcement = Davidoff1987.Announcement;

/** The setup of one ruleset. */
export type RulesetSetup<R extends RulesetId> = Extract<GameSetup, { rulesetId: R }>;

/** The state of one ruleset. */
export type RulesetState<R extends RulesetId> = Extract<GameState, { rulesetId: R }>;

/** The identifiers of the rulesets the engine knows (read off the registry, rulesets/index.ts). */
export type { RulesetId };

// The unions over every ruleset, read off the registry's modules: a new ruleset joins them by joining the registry.

/** A game's setup, as the moderator entered it: the ruleset, the names in seat order, the options. */
export type GameSetup = Parameters<RegisteredRuleset['initialState']>[0];

/** The state of a game of any ruleset (discriminated by `rulesetId`). */
export type GameState = ReturnType<RegisteredRuleset['initialState']>;

/** The facts of any ruleset, folded by its `evolve`. */
export type GameEvent = Parameters<RegisteredRuleset['evolve']>[1];

/** A game command of any ruleset, after the host has added any random outcome (the deal). */
export type GameCommand = Parameters<RegisteredRuleset['decide']>[1];

/** A dealt role of any ruleset. */
export type Role = NonNullable<GameState['players'][number]['role']>;

/** A side that can win, in any ruleset. */
export type Team = RegisteredRuleset['teams'][number];

/** A public announcement of any ruleset: every kind is public by design. */
export type Announcement = GameState['announcements'][number];

/** Anything stored in a game's log. */
export type LoggedEvent = GameEvent | MetaEvent;

/** Every command the engine decides. */
export type EngineCommand = GameCommand | LogCommand;
