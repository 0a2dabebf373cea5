/** The types of mensa-hungariqa, the Mensa HungarIQa club rules (RULES.md §3, rulebook 000). */
import type { SeatGenders } from '../../gender.ts';
import type { Seat } from '../../core.ts';
import type { RoomAnnouncement } from '../room-news.ts';
import type { DisciplineFields, Penalty, RemovalReason, DisciplineCommand, RemarkGiven } from '../discipline.ts';

export type { Penalty, RemovalReason, Seat };

/** The sides that can win (RULES.md §3: citizens and mafia; the collaborator wins with the mafia). */
export type Team = 'citizens' | 'mafia';

/**
 * A first role, dealt in the first round of cards (RULES.md §3). The basic game has citizen, mafioso,
 * protected mafioso and inspector; the others are the optional extra roles.
 */
export type Role =
  | 'citizen'
  | 'mafioso'
  | 'protected-mafioso'
  | 'inspector'
  | 'collaborator'
  | 'vogon'
  | 'bodyguard'
  | 'sarika'
  | 'protected-citizen'
  | 'grocer'
  | 'citizen-kamikaze'
  | 'mafioso-kamikaze';

/** The extra first roles, each an option off by default (RULES.md §3 "Optional extra roles"). */
export type ExtraRole =
  'collaborator' | 'vogon' | 'bodyguard' | 'sarika' | 'protected-citizen' | 'grocer' | 'citizen-kamikaze';

/**
 * A second role, dealt in a separate round independent of the first (rulebook: "külön körben osztjuk"):
 * the kamikaze dealt on top of any role, and the two lovers.
 */
export type SecondRole = 'kamikaze' | 'lover';

/** A card of the second round: a second role or a blank. */
export type SecondCard = 'second:kamikaze' | 'second:lover' | 'second:none';

/**
 * A card of the station's deck. The deck holds the first-round cards and, when a second role is in play,
 * the second-round cards; after one shuffle of the whole deck the first-round cards in the order they
 * come go to seats 1..N and so do the second-round cards (each sub-order of a uniform shuffle is uniform,
 * and the two are independent, as two separate deals are).
 */
export type Card = Role | SecondCard;

/** The mafia's threshold at night (RULES.md §3, option): the rulebook's table, or always unanimity. */
export type ThresholdRule = 'table' | 'unanimous';

/** How often the protected citizen is pardoned (RULES.md §3, option). */
export type PardonRule = 'every-time' | 'once';

/** Who deals: the station draws the cards, or the moderator records physically dealt cards at night 0. */
export type Dealing = 'station' | 'physical';

/** The options of mensa-hungariqa, with the defaults of RULES.md §3 (extra roles all off). */
export interface MensaHungariqaOptions {
  /** All mafia roles together: the protected mafioso, the mafioso kamikaze if dealt, and plain mafiosi. */
  mafiaCount: number;
  /** The most accused tried (accusations that stood) in one day before the moderator must end it. */
  maxAccusationsPerDay: number;
  /** 'table': all living mafiosi up to 3, 3 of 4, 3 of 5, strict majority from 6; 'unanimous': all. */
  mafiaThreshold: ThresholdRule;
  dealing: Dealing;
  collaborator: boolean;
  vogon: boolean;
  bodyguard: boolean;
  sarika: boolean;
  protectedCitizen: boolean;
  protectedCitizenPardon: PardonRule;
  grocer: boolean;
  citizenKamikaze: boolean;
  mafiosoKamikaze: boolean;
  /** The kamikaze dealt as a second role on top of any role. */
  kamikaze: boolean;
  /** The two lovers, dealt as second roles. */
  lovers: boolean;
  /**
   * Remarks and removals with city-mafia's thresholds (issue 4; RULES.md §4 "Remarks", "Removal"), given
   * by day. Absent (the default) means off.
   */
  discipline?: boolean;
}

/** What the moderator enters to start a game. */
export interface GameSetup {
  rulesetId: 'mensa-hungariqa';
  /** Player names in seat order: index 0 is seat 1. */
  players: string[];
  options: MensaHungariqaOptions;
  /** Each seat's gender where the player record has one (texts only; no rule reads it). */
  genders?: SeatGenders;
}

/**
 * How a player died: executed by day, killed by the mafia, taken along by a kamikaze, of a lover's death;
 * or removed from the game by the moderator (discipline option), which is no death step.
 */
export type DeathCause = 'executed' | 'killed' | 'kamikaze' | 'heartbroken' | 'removed';

/** When and how a player died. `by` is the kamikaze or the lover whose death caused this one. */
export interface Death {
  cause: DeathCause;
  round: number;
  /** 'day' for the day's execution chain, 'night' for the night's kill and its chain (told at dawn). */
  time: 'day' | 'night';
  by: Seat | null;
  /** A removal's reason and the moderator's note (the note stays his). */
  reason?: RemovalReason;
  note?: string | null;
}

/** One seat's state; `remarks` and `penalty` only with the discipline option. */
export interface PlayerState extends DisciplineFields {
  seat: Seat;
  name: string;
  /** Null until dealt (or recorded, with physical dealing). Secret; only the grocer's is told on death. */
  role: Role | null;
  /** The second role, or null (none, or not dealt yet). Secret until the end. */
  second: SecondRole | null;
  alive: boolean;
  death: Death | null;
  /** How many times the moderator pardoned him (the protected citizen). */
  pardons: number;
}

/** The phases of a game: night 0 is the introductions, then days and nights alternate. */
export type Phase = 'setup' | 'night-zero' | 'day' | 'night' | 'ended';

/**
 * One step of the introduction night. 'inspector', 'mafia' and 'lovers' are the rulebook's; with physical
 * dealing the extra first roles and the second kamikaze also show themselves to the moderator.
 */
export type IntroStep = 'inspector' | 'mafia' | 'lovers' | 'kamikaze' | ExtraRole;

/** The accusation being tried: the support vote, then the debate, then the last word and execution vote. */
export interface Trial {
  accuser: Seat;
  accused: Seat;
  stage: 'support' | 'debate' | 'last-word';
}

/** The day's procedure. */
export interface DayState {
  /** Accusations that stood and were tried today (RULES.md §3: usually three). */
  trials: number;
  /** Accusations whose support vote failed today. */
  unsupported: number;
  trial: Trial | null;
}

/** A hand raised at a name during the night's reading. */
export interface Hand {
  voter: Seat;
  target: Seat;
}

/** The night's procedure: the inspector, then the reading of the names. */
export interface NightState {
  stage: 'inspector' | 'reading';
  /** The inspector's check this night and the answer the moderator gives (secret). */
  check: { target: Seat; answer: 'yes' | 'no' } | null;
  /** The living seats in reading order (seat order), fixed when the night falls. */
  order: Seat[];
  /** The position of the name being read. */
  index: number;
  /** Hands raised so far in this reading (mafiosi, bodyguard, Aunt Sárika). */
  hands: Hand[];
  /** The name at which the vogon opened his eyes in this reading. */
  vogon: Seat | null;
}

/** What the vogon saw at his name: a hand raised there, or none. (A name after the kill is never read.) */
export type VogonSight = 'hands' | 'no-hands';

/** One resolved night, for the moderator's record (secret). */
export interface NightRecord {
  round: number;
  check: { target: Seat; answer: 'yes' | 'no' } | null;
  hands: Hand[];
  threshold: number;
  victim: Seat | null;
  /** Where the reading stopped (the victim), or null when every name was read. */
  stoppedAt: Seat | null;
  /** Aunt Sárika's part: her pick saved the mafia's target, completed the kill, or changed nothing. */
  sarika: 'protected' | 'completed' | null;
  /** Whether a bodyguard's pick saved a name the mafia had reached. */
  guarded: Seat | null;
  vogon: { seat: Seat; saw: VogonSight } | null;
}

/** A public show of hands by day. */
export interface VoteRecord {
  round: number;
  kind: 'support' | 'execution';
  accuser: Seat;
  accused: Seat;
  yes: number;
  voters: Seat[] | null;
  needed: number;
  passed: boolean;
}

/**
 * The open chain of deaths. A death step is the set of players dying at the same instant; a kamikaze in
 * the step names his victim into the same step; the step then ends with a win check, and the lovers of
 * its dead die in the next step (RULES.md §3 "Mass deaths").
 */
export interface Chain {
  /** 'day': an execution, night falls after the chain; 'night': the night's kill told at dawn. */
  context: 'day' | 'night';
  /** The seats dying in the open step. */
  step: Seat[];
  /** Kamikazes of the open step who have still to name their victim. */
  namings: Seat[];
  /** Death steps already ended in this chain. */
  ended: number;
}

/** The end of the game. `winners` lists the seats that won (the collaborator with the mafia). */
export interface Outcome {
  winner: Team;
  scores: null;
  winners: Seat[];
}

/** Something the moderator announces to the whole room. Every kind here is public by design. */
export type Announcement =
  | RoomAnnouncement<Team>
  | { kind: 'support-result'; accused: Seat; yes: number; needed: number; passed: boolean }
  | { kind: 'last-word'; seat: Seat }
  | { kind: 'execution-result'; accused: Seat; yes: number; needed: number; passed: boolean }
  | { kind: 'pardoned'; seat: Seat }
  | { kind: 'kamikaze-to-name'; seat: Seat }
  | { kind: 'took-along'; seat: Seat; by: Seat }
  /**
   * A lover's death, told as a plain death: who loved whom is a second role, and the extra roles stay secret
   * (RULES.md §3: nobody names his; only the corner grocer's is announced). The moderator's record keeps the cause.
   */
  | { kind: 'died'; seat: Seat }
  | { kind: 'grocer-died'; seat: Seat }
  | { kind: 'endgame-began' };

/** The whole state of one game: the fold of its effective events. */
export interface GameState {
  rulesetId: 'mensa-hungariqa';
  options: MensaHungariqaOptions;
  players: PlayerState[];
  phase: Phase;
  /** Night 0, day 1, night 1, day 2, … */
  round: number;
  /** The introduction night's script and the step reached. */
  intro: { steps: IntroStep[]; index: number } | null;
  day: DayState | null;
  night: NightState | null;
  chain: Chain | null;
  /** Three players left: no night any more (RULES.md §3 "Endgame"). */
  endgame: boolean;
  /** Secret: every check of the inspector, in order. */
  checks: { round: number; target: Seat; answer: 'yes' | 'no' }[];
  /** Secret: every resolved night. */
  nightHistory: NightRecord[];
  votes: VoteRecord[];
  announcements: Announcement[];
  outcome: Outcome | null;
}

/** The facts a game is made of. Each is appended to the log and folded by `evolve`. */
export type GameEvent =
  | { type: 'game-created'; setup: GameSetup }
  | { type: 'roles-dealt'; roles: Role[]; seconds: (SecondRole | null)[] }
  | { type: 'physical-deal-began' }
  | { type: 'role-recorded'; seat: Seat; role: Role }
  | { type: 'second-role-recorded'; seat: Seat; second: SecondRole | null }
  | { type: 'roles-confirmed'; roles: Role[]; seconds: (SecondRole | null)[] }
  | { type: 'intro-step-done' }
  | { type: 'day-began' }
  | { type: 'accused'; accuser: Seat; accused: Seat }
  | { type: 'support-counted'; yes: number; voters: Seat[] | null; needed: number; passed: boolean }
  | { type: 'last-word-given' }
  | { type: 'execution-counted'; yes: number; voters: Seat[] | null; needed: number; passed: boolean }
  | { type: 'pardoned'; seat: Seat }
  | {
      type: 'player-died';
      seat: Seat;
      cause: Exclude<DeathCause, 'removed'>;
      by: Seat | null;
      context: 'day' | 'night';
    }
  | { type: 'kamikaze-named'; kamikaze: Seat; victim: Seat | null }
  /** RULES.md §3 bodyguard: his pick of the night, named by a kamikaze or left by a lover, does not die. */
  | { type: 'guard-saved'; seat: Seat; by: Seat; cause: 'kamikaze' | 'heartbroken' }
  | { type: 'death-step-ended'; seats: Seat[] }
  | { type: 'chain-ended' }
  | { type: 'endgame-began' }
  | { type: 'night-fell' }
  | { type: 'inspector-checked'; target: Seat; answer: 'yes' | 'no' }
  | { type: 'inspector-step-done' }
  | { type: 'hand-raised'; voter: Seat; target: Seat }
  | { type: 'vogon-looked'; seat: Seat }
  | { type: 'name-read' }
  | { type: 'reading-restarted' }
  | {
      type: 'reading-ended';
      victim: Seat | null;
      stoppedAt: Seat | null;
      threshold: number;
      sarika: 'protected' | 'completed' | null;
      guarded: Seat | null;
      vogon: { seat: Seat; saw: VogonSight } | null;
    }
  | { type: 'nobody-died' }
  | RemarkGiven
  /** A removal (discipline option): he leaves at once, outside any death step; the reading restarts without him. */
  | { type: 'player-removed'; seat: Seat; reason: RemovalReason; note: string | null }
  | { type: 'game-ended'; outcome: Outcome };

/** A command the moderator gives, after the host has added any random outcome (the deal). */
export type GameCommand =
  | { type: 'deal'; roles: Card[] }
  | { type: 'record-role'; seat: Seat; role: Role }
  | { type: 'record-second-role'; seat: Seat; second: SecondRole | null }
  | { type: 'next-step' }
  | { type: 'accuse'; accuser: Seat; accused: Seat }
  | { type: 'support-vote'; yes: number; voters?: Seat[] | null }
  | { type: 'give-last-word' }
  | { type: 'execution-vote'; yes: number; voters?: Seat[] | null }
  | { type: 'end-day' }
  | { type: 'kamikaze-names'; kamikaze: Seat; target: Seat }
  | { type: 'inspector-check'; target: Seat }
  | { type: 'hand'; voter: Seat }
  | { type: 'vogon-looks' }
  | { type: 'next-name' }
  | { type: 'reread' }
  | DisciplineCommand;
