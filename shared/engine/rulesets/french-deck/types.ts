/**
 * The types of french-deck: Mafia played with a 32-card deck (RULES.md §2; rulebook 002, French).
 * Every type is plain JSON: no classes, no Maps or Sets, no undefined-valued fields (null instead).
 */
import type { SeatGenders } from '../../gender.ts';
import type { Seat } from '../../core.ts';
import type { RoomAnnouncement } from '../room-news.ts';
import type { LeavingPlayer, Penalty, RemovalReason, DisciplineCommand, RemarkGiven } from '../discipline.ts';

export type { Penalty, RemovalReason, Seat };

/** A dealt role (RULES.md §2: mafioso, guardian angel / detective, villager). */
export type Role = 'mafioso' | 'angel' | 'villager';

/** The two camps (rulebook: « l'ange gardien faisant partie du camp des villageois »). */
export type Team = 'villagers' | 'mafia';

/** How the roles reach the players (RULES.md "Things every ruleset shares": two ways to deal). */
export type Dealing = 'station' | 'physical';

/** The options of french-deck, with the defaults of RULES.md §2. */
export interface FrenchDeckOptions {
  /** Number of mafiosi; the rulebook's customary table by player count unless changed. */
  mafiaCount: number;
  /** 'station': the station draws the roles; 'physical': real cards, the moderator records them in night 1. */
  dealing: Dealing;
  /**
   * Remarks and removals with city-mafia's thresholds (issue 4; RULES.md §4 "Remarks", "Removal"), given
   * by day. Absent (the default) means off.
   */
  discipline?: boolean;
}

/** What the moderator enters to start a game. */
export interface GameSetup {
  rulesetId: 'french-deck';
  /** Player names in seat order: index 0 is seat 1. */
  players: string[];
  options: FrenchDeckOptions;
  /** Each seat's gender where the player record has one (texts only; no rule reads it). */
  genders?: SeatGenders;
}

/** A card's rank in a 32-card (piquet) deck: 7 to 10, jack, queen, king, ace. */
export type Rank = '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';

/** A card's suit. */
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';

/** One card to take out of the deck, and the role it stands for. */
export interface DeckCard {
  rank: Rank;
  suit: Suit;
  role: Role;
}

/** Why a player left the game: killed by the mafia at night, executed by the day's vote, or removed (discipline option). */
export type EliminationCause = 'killed' | 'executed' | 'removed';

/**
 * One seat's state. Its role is null until dealt (or, with physical dealing, until recorded in night 1);
 * secret while the player lives, public once the card is turned over at death (RULES.md §2) or the game ends.
 */
export type PlayerState = LeavingPlayer<Role, EliminationCause>;

/** The phases of a french-deck game. Every round is a night, then a day (RULES.md §2). */
export type Phase = 'setup' | 'night' | 'day' | 'ended';

/** The steps of a night, in the rulebook's order: the mafia, then the angel, then the dawn. */
export type NightStep = NightState['step'];

/** The angel's check and the answer the moderator nods (is that player a mafioso?). */
export interface AngelCheck {
  target: Seat;
  mafioso: boolean;
}

/**
 * Secret: the night under way, step by step: the mafia choose a victim, then the angel checks (or
 * waits), then the dawn. The victim dies at dawn.
 */
export type NightState =
  | { step: 'mafia'; victim: null; check: null }
  | { step: 'angel'; victim: Seat; check: null }
  /** The angel's check is null when he is dead or did not point. */
  | { step: 'dawn'; victim: Seat; check: AngelCheck | null };

/** Secret: one resolved night, for the moderator's record. */
export interface NightRecord {
  round: number;
  victim: Seat;
  check: AngelCheck | null;
}

/** The accusation under way: the debate and last defence, then the hand vote. */
export interface Accusation {
  accuser: Seat;
  accused: Seat;
  stage: 'defence' | 'vote';
}

/** The result of a hand vote on an accusation. Public: hands are raised in the open. */
export interface VoteRecord {
  round: number;
  accuser: Seat;
  accused: Seat;
  /** Hands raised for guilty. */
  guilty: number;
  /** The seats that raised a hand, when the moderator entered them voter by voter. */
  voters: Seat[] | null;
  /**
   * The players entitled to vote: every living player, the accused too (less, with the discipline
   * option, those with the 4-remark penalty).
   */
  living: number;
  /** Hands needed: more than half of the players entitled to vote. */
  needed: number;
  passed: boolean;
}

/** Something the moderator announces to the whole room. Every kind here is public by design. */
export type Announcement =
  | RoomAnnouncement<Team, 'nobody-died'>
  /** A dead player's card is turned over (RULES.md §2). */
  | { kind: 'card-revealed'; seat: Seat; role: Role }
  /** The hand vote on an accusation: hands for guilty and the hands needed. */
  | { kind: 'verdict'; seat: Seat; guilty: number; needed: number; passed: boolean }
  /** Acquitted: cannot be accused again that day (RULES.md §2). */
  | { kind: 'acquitted'; seat: Seat };

/** The end of a game: the camp left standing. French-deck has no scoring. */
export interface Outcome {
  winner: Team;
  scores: null;
}

/** The whole state of one game: the fold of its effective events. */
export interface GameState {
  rulesetId: 'french-deck';
  options: FrenchDeckOptions;
  players: PlayerState[];
  phase: Phase;
  /** The round: night N then day N. Night 1 opens the game. */
  round: number;
  /** Secret: the night under way (null outside the night). */
  night: NightState | null;
  /** Secret: every resolved night. */
  nightHistory: NightRecord[];
  accusation: Accusation | null;
  /** The players acquitted today, who cannot be accused again until the next day. */
  acquitted: Seat[];
  votes: VoteRecord[];
  announcements: Announcement[];
  outcome: Outcome | null;
}

/** The facts a game is made of. Each is appended to the log and folded by `evolve`. */
export type GameEvent =
  | { type: 'game-created'; setup: GameSetup }
  /** The station's deal: night 1 falls with every role known. */
  | { type: 'roles-dealt'; roles: Role[] }
  /** Physical dealing: the cards are out and night 1 falls; the moderator records the roles as he sees them. */
  | { type: 'cards-dealt' }
  | { type: 'role-recorded'; seat: Seat; role: Role }
  /** Physical dealing: the remaining seats can only hold one role, so the table is complete. */
  | { type: 'roles-completed'; roles: Role[] }
  | { type: 'victim-chosen'; seat: Seat }
  /** The angel's step: his check and its answer, or no check (dead angel, or he did not point). */
  | { type: 'angel-checked'; check: AngelCheck | null }
  | { type: 'night-ended'; victim: Seat }
  /** A death: the card is turned over, so the role is part of the fact. */
  | { type: 'player-eliminated'; seat: Seat; cause: 'killed' | 'executed'; role: Role }
  | { type: 'day-began' }
  | { type: 'accusation-made'; accuser: Seat; accused: Seat }
  | { type: 'vote-called' }
  | { type: 'vote-resolved'; guilty: number; voters: Seat[] | null; living: number; needed: number; passed: boolean }
  | { type: 'night-fell' }
  | RemarkGiven
  /** A removal (discipline option): the card is turned over as at a death, once it is known. */
  | { type: 'player-removed'; seat: Seat; reason: RemovalReason; note: string | null; role: Role | null }
  | { type: 'game-ended'; outcome: Outcome };

/** A command the moderator gives, after the host has added any random outcome (the deal). */
export type GameCommand =
  /** The station's deal (station dealing): the roles drawn by the host. */
  | { type: 'deal'; roles: Role[] }
  /** Physical dealing: the real cards are dealt; night 1 falls. */
  | { type: 'cards-dealt' }
  /** Physical dealing, night 1: the role of a seat, as the moderator sees the card. */
  | { type: 'record-role'; seat: Seat; role: Role }
  /** The mafia's victim, one name. */
  | { type: 'mafia-kill'; target: Seat }
  /** The player the angel points at; null when he is dead (the moderator waits) or did not point. */
  | { type: 'angel-check'; target: Seat | null }
  /** Everyone opens their eyes: the victim is announced and the day begins. */
  | { type: 'end-night' }
  | { type: 'accuse'; accuser: Seat; accused: Seat }
  /** The debate and the accused's last defence are over: hands up. */
  | { type: 'call-vote' }
  /** The hands for guilty; optionally the seats that raised them (then `guilty` must be their number). */
  | { type: 'resolve-vote'; guilty: number; voters?: Seat[] | null }
  /** Nobody accuses any more: the day ends and night falls. */
  | { type: 'no-more-accusations' }
  /** A remark by day, a removal at any time after the deal (discipline option). */
  | DisciplineCommand;
