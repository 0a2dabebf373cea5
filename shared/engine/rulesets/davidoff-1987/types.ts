/** The types of davidoff-1987, the original 1987 rules (RULES.md §1). */
import type { SeatGenders } from '../../gender.ts';
import type { Seat } from '../../core.ts';
import type { RoomAnnouncement } from '../room-news.ts';
import type { LeavingPlayer, Penalty, RemovalReason, DisciplineCommand, RemarkGiven } from '../discipline.ts';

export type { Penalty, RemovalReason, Seat };

/** The teams of davidoff-1987 (RULES.md §1: Honest and Mafia only). */
export type Team = 'honest' | 'mafia';

/** A dealt role. In davidoff-1987 the role is the team itself. */
export type Role = 'honest' | 'mafia';

/** How a vote's majority is counted (RULES.md §1, option). */
export type MajorityBasis = 'entitled' | 'living' | 'cast';

/** The options of davidoff-1987, with the defaults of RULES.md §1. */
export interface Davidoff1987Options {
  /** Number of mafiosi; the rulebook's table by player count unless changed. */
  mafiaCount: number;
  /** Majority of the players entitled to vote (default), of all living players, or of the votes cast. */
  majorityBasis: MajorityBasis;
  /**
   * The station draws the cards (default), or real red and black cards are dealt and the moderator
   * records who the mafia are while they open their eyes at sunrise. Absent in games archived before
   * this option existed: they were dealt by the station.
   */
  dealing?: Dealing;
  /**
   * Remarks and removals with city-mafia's thresholds (issue 4; RULES.md §4 "Remarks", "Removal"), given
   * by day. Absent (the default, and every game archived before the option) means off.
   */
  discipline?: boolean;
}

/** How the cards reach the players (RULES.md, "Things every ruleset shares": two ways to deal). */
export type Dealing = 'station' | 'physical';

/** What the moderator enters to start a game. */
export interface GameSetup {
  rulesetId: 'davidoff-1987';
  /** Player names in seat order: index 0 is seat 1. */
  players: string[];
  options: Davidoff1987Options;
  /** Each seat's gender where the player record has one (texts only; no rule reads it). */
  genders?: SeatGenders;
}

/** Why a player left the game. */
export type EliminationCause = 'executed' | 'killed' | 'removed';

/** One seat's state. Its role is secret until the game ends (RULES.md §1: roles hidden on elimination). */
export type PlayerState = LeavingPlayer<Role, EliminationCause>;

/** The phases of a davidoff-1987 game. */
export type Phase = 'setup' | 'sunrise' | 'day' | 'night' | 'ended';

/** A vote under way in the day: on an accusation, or on a proposal to go to night. */
export type PendingVote =
  { kind: 'accusation'; accuser: Seat; accused: Seat } | { kind: 'night-proposal'; proposer: Seat };

/** The result of a vote, recorded publicly (hands are raised in the open). */
export interface VoteRecord {
  round: number;
  vote: PendingVote;
  yes: number;
  no: number | null;
  /** The seats that raised a hand, when the moderator entered them voter by voter. */
  voters: Seat[] | null;
  needed: number | null;
  passed: boolean;
}

/** Something the moderator announces to the whole room. Every kind here is public by design. */
export type Announcement =
  | RoomAnnouncement<Team>
  | { kind: 'night-proposed'; proposer: Seat }
  | { kind: 'vote-result'; subject: 'accusation' | 'night-proposal'; seat: Seat; yes: number; passed: boolean }
  | { kind: 'vote-cancelled'; subject: 'accusation' | 'night-proposal'; seat: Seat };

/** The final result: the winning team and every seat's score (index 0 is seat 1). */
export interface Outcome {
  winner: Team;
  scores: number[];
}

/** The whole state of one game: the fold of its effective events. */
export interface GameState {
  rulesetId: 'davidoff-1987';
  options: Davidoff1987Options;
  players: PlayerState[];
  phase: Phase;
  /** The day/night number: day 1 follows the sunrise, night 1 follows day 1. */
  round: number;
  vote: PendingVote | null;
  /** The latest votes (ANNOUNCEMENTS_KEPT of them): the full record is the event log. */
  votes: VoteRecord[];
  /** Secret: the night's notes, seat of a mafioso → the seat written. */
  nightNotes: { seat: Seat; target: Seat }[];
  /** Secret: every resolved night, for the moderator's record. */
  nightHistory: { round: number; notes: { seat: Seat; target: Seat }[]; victim: Seat | null }[];
  /** The latest announcements (ANNOUNCEMENTS_KEPT of them): the room sees fewer; the full record is the event log. */
  announcements: Announcement[];
  /** The number of honest players at the deal, for the 1987 scoring. */
  initialHonest: number;
  outcome: Outcome | null;
}

/** The facts a game is made of. Each is appended to the log and folded by `evolve`. */
export type GameEvent =
  | { type: 'game-created'; setup: GameSetup }
  | { type: 'roles-dealt'; roles: Role[] }
  | { type: 'cards-dealt' }
  | { type: 'mafia-recorded'; seats: Seat[] }
  | { type: 'sunrise-ended' }
  | { type: 'accusation-made'; accuser: Seat; accused: Seat }
  | { type: 'night-proposed'; proposer: Seat }
  | {
      type: 'vote-resolved';
      yes: number;
      no: number | null;
      voters: Seat[] | null;
      needed: number | null;
      passed: boolean;
    }
  | { type: 'vote-cancelled' }
  | { type: 'player-eliminated'; seat: Seat; cause: EliminationCause }
  | { type: 'night-fell' }
  | { type: 'night-note-recorded'; seat: Seat; target: Seat }
  | { type: 'night-resolved'; victim: Seat | null }
  | { type: 'day-began' }
  | RemarkGiven
  | { type: 'player-removed'; seat: Seat; reason: RemovalReason; note: string | null }
  | { type: 'game-ended'; outcome: Outcome };

/** A command the moderator gives, after the host has added any random outcome (the deal). */
export type GameCommand =
  | { type: 'deal'; roles: Role[] }
  | { type: 'cards-dealt' }
  | { type: 'record-mafia'; seats: Seat[] }
  | { type: 'end-sunrise' }
  | { type: 'accuse'; accuser: Seat; accused: Seat }
  | { type: 'propose-night'; proposer: Seat }
  | { type: 'resolve-vote'; yes: number; no?: number | null; voters?: Seat[] | null }
  | { type: 'cancel-vote' }
  | { type: 'night-note'; seat: Seat; target: Seat }
  | { type: 'resolve-night' }
  | DisciplineCommand;
