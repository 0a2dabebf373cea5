/** The types of mensa-hungariqa (RULES.md). Work in progress on branch engine-gen: the ruleset's author extends these. */
import type { Seat } from '../../core.ts';

export type { Seat };

/** A dealt role of mensa-hungariqa. */
export type Role = 'citizen' | 'mafioso' | 'protected-mafioso' | 'inspector';

/** The sides of mensa-hungariqa. */
export type Team = 'citizens' | 'mafia';

/** The options of mensa-hungariqa. */
export interface MensaHungariqaOptions {
  /** How many of each role are dealt. */
  roles: Partial<Record<Role, number>>;
}

/** What the moderator enters to start a game. */
export interface GameSetup {
  rulesetId: 'mensa-hungariqa';
  players: string[];
  options: MensaHungariqaOptions;
}

/** One seat's state. */
export interface PlayerState {
  seat: Seat;
  name: string;
  role: Role | null;
  alive: boolean;
}

/** The phases of a game. */
export type Phase = 'setup' | 'ended';

/** A public announcement: every kind is public by design. */
export type Announcement = { kind: 'game-started'; players: number };

/** The whole state of one game. */
export interface GameState {
  rulesetId: 'mensa-hungariqa';
  options: MensaHungariqaOptions;
  players: PlayerState[];
  phase: Phase;
  round: number;
  announcements: Announcement[];
  outcome: { winner: Team | 'draw'; scores: number[] | null } | null;
}

/** The facts a game is made of. */
export type GameEvent = { type: 'game-created'; setup: GameSetup } | { type: 'roles-dealt'; roles: Role[] };

/** A command the moderator gives, after the host has added any random outcome (the deal). */
export type GameCommand = { type: 'deal'; roles: Role[] };
