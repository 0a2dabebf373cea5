/**
 * The engine's types: the core every ruleset shares, and the unions over every ruleset's own types.
 * A ruleset's own types live in its folder (rulesets/<id>/types.ts).
 */
import type * as CityMafia from './rulesets/city-mafia/types.ts';
import type * as Davidoff1987 from './rulesets/davidoff-1987/types.ts';
import type * as FrenchDeck from './rulesets/french-deck/types.ts';
import type * as MensaHungariqa from './rulesets/mensa-hungariqa/types.ts';
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

/** The identifiers of the rulesets the engine knows. */
export type RulesetId = GameSetup['rulesetId'];

/** A game's setup, as the moderator entered it: the ruleset, the names in seat order, the options. */
export type GameSetup = Davidoff1987.GameSetup | FrenchDeck.GameSetup | MensaHungariqa.GameSetup | CityMafia.GameSetup;

/** The state of a game of any ruleset (discriminated by `rulesetId`). */
export type GameState = Davidoff1987.GameState | FrenchDeck.GameState | MensaHungariqa.GameState | CityMafia.GameState;

/** The facts of any ruleset, folded by its `evolve`. */
export type GameEvent = Davidoff1987.GameEvent | FrenchDeck.GameEvent | MensaHungariqa.GameEvent | CityMafia.GameEvent;

/** A game command of any ruleset, after the host has added any random outcome (the deal). */
export type GameCommand = Davidoff1987.GameCommand | FrenchDeck.GameCommand | MensaHungariqa.GameCommand | CityMafia.GameCommand;

/** A dealt role of any ruleset. */
export type Role = Davidoff1987.Role | FrenchDeck.Role | MensaHungariqa.Role | CityMafia.Role;

/** A side that can win, in any ruleset. */
export type Team = Davidoff1987.Team | FrenchDeck.Team | MensaHungariqa.Team | CityMafia.Team;

/** A public announcement of any ruleset: every kind is public by design. */
export type Announcement = Davidoff1987.Announcement | FrenchDeck.Announcement | MensaHungariqa.Announcement | CityMafia.Announcement;

/** Anything stored in a game's log. */
export type LoggedEvent = GameEvent | MetaEvent;

/** Every command the engine decides. */
export type EngineCommand = GameCommand | LogCommand;
