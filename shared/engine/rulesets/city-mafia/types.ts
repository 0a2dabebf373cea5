/** The types of city-mafia, "Городская мафия" (RULES.md §4, rulebook 001). */
import type { SeatGenders } from '../../gender.ts';
import type { Seat } from '../../core.ts';
import type { RoomAnnouncement } from '../room-news.ts';

/** A player's fixed seat number, 1..N around the table. */
export type { Seat };

/** A dealt role of city-mafia (RULES.md §4). */
export type Role = 'civilian' | 'sheriff' | 'doctor' | 'putana' | 'mafioso' | 'don' | 'maniac';

/** The sides of city-mafia: red (civilian, sheriff, doctor, putana), black (mafioso, don), the maniac alone. */
export type Team = 'red' | 'black' | 'maniac';

/** How the cards reach the players: drawn by the station, or dealt by hand and recorded at the introductions. */
export type Dealing = 'station' | 'physical';

/** How many of each role are dealt (every role named, zero where absent). */
export type RoleCounts = Record<Role, number>;

/** The options of city-mafia, with the station's defaults (RULES.md §4 gives no role counts). */
export interface CityMafiaOptions {
  /** How many of each role are dealt; the station suggests counts by table size (setup.ts). */
  roles: RoleCounts;
  /** 'station' (default): the station draws the roles; 'physical': cards by hand, recorded at night 1. */
  dealing: Dealing;
  /** RULES.md §4 (option): the black win counts a living maniac with the red. Default false. */
  maniacCountsAsRed: boolean;
}

/** What the moderator enters to start a game. */
export interface GameSetup {
  rulesetId: 'city-mafia';
  /** Player names in seat order: index 0 is seat 1. */
  players: string[];
  options: CityMafiaOptions;
  /** Each seat's gender where the player record has one (texts only; no rule reads it). */
  genders?: SeatGenders;
}

/** A step of the night script, in the rulebook's order (the don's check follows the mafia's shot). */
export type NightStep = 'putana' | 'mafia' | 'don' | 'sheriff' | 'doctor' | 'maniac';

/** A step of the night of introductions: the don wakes with the mafia and shows himself there. */
export type IntroStep = 'putana' | 'mafia' | 'sheriff' | 'doctor' | 'maniac';

/** How a player left the game. */
export type LeaveCause = 'killed' | 'voted-out' | 'removed';

/**
 * How a player's leaving is told in the result and the moderator's seats: his cause, except the putana's guest
 * who died with her (RULES.md §4), whom nobody killed: he left with the putana.
 */
export type LeaveTold = LeaveCause | 'with-putana';

// Removal reasons (rulebook "Удаление из игры", plus improper address and free cases) and the penalties
// of 3 and 4 remarks are the shared discipline's, which takes them from these rules.
import type { Penalty, RemovalReason, DisciplineCommand, RemarkGiven } from '../discipline.ts';

export type { Penalty, RemovalReason };

/** Whose turn it is to talk: a day speech, a last word, or a defence in a car crash. */
export type SpeechKind = 'speech' | 'last-word' | 'defence';

/** The stage of a day's vote: the first vote, the re-vote among the tied, the vote "shall all leave?". */
export type VoteStage = 'main' | 'revote' | 'all-leave';

/** One seat's state. */
export interface PlayerState {
  seat: Seat;
  name: string;
  /** Null until dealt (or recorded, with physical dealing). Secret until the game ends. */
  role: Role | null;
  alive: boolean;
  /** How and when the player left; the reason of a removal and the moderator's note. */
  left: { cause: LeaveCause; round: number; reason: RemovalReason | null; note: string | null } | null;
  /** Remarks of the current round (cleared at night fall). Public: the moderator gives them aloud. */
  remarks: number;
  /** The penalty for the current round, earned with the remarks of the previous one. */
  penalty: Penalty | null;
}

/** The phases of a city-mafia game. */
export type Phase =
  'setup' | 'introduction' | 'morning' | 'discussion' | 'voting' | 'defence' | 'last-words' | 'night' | 'ended';

/** A nomination of the day: who nominated whom, in order. */
export interface Nomination {
  by: Seat;
  nominee: Seat;
}

/**
 * The vote under way. In 'main' and 'revote' the candidates are voted in order, `tally[i]` being the
 * hands for `candidates[i]`; in 'all-leave' there is one question, `tally[0]` being the hands for.
 */
export interface VoteState {
  stage: VoteStage;
  candidates: Seat[];
  index: number;
  tally: Seat[][];
}

/** Secret: what the night's roles chose (null: not yet, nobody, or blocked with no target shown). */
export interface NightChoices {
  visit: Seat | null;
  shot: Seat | null;
  donCheck: Seat | null;
  sheriffCheck: Seat | null;
  heal: Seat | null;
  kill: Seat | null;
}

/** Secret: one resolved night, for the moderator's record. */
export interface NightRecord extends NightChoices {
  round: number;
  victims: Seat[];
  /** The steps the putana's guest blocked (RULES.md §4): the mafia's shot, the don's check, …; empty if none. */
  blocked: NightStep[];
  /** The putana's guest who died with her (RULES.md §4), not killed by anyone; null if none. */
  withPutana: Seat | null;
}

/** Something the moderator announces to the whole room. Every kind here is public by design. */
export type Announcement =
  | RoomAnnouncement<Team | 'draw', 'accusation'>
  | { kind: 'no-vote' }
  | { kind: 'vote-opened'; stage: VoteStage; seats: Seat[] }
  | { kind: 'vote-tally'; stage: 'main' | 'revote'; results: { seat: Seat; votes: number }[] }
  | { kind: 'car-crash'; seats: Seat[] }
  | { kind: 'all-leave-vote'; seats: Seat[]; votes: number; voters: number; passed: boolean }
  | { kind: 'alibi'; seat: Seat }
  | { kind: 'nobody-voted-out' }
  /** A judge's technical defeat of a side (a tournament's team kick-out): public, the judge announces it. */
  | { kind: 'technical-defeat'; defeated: 'red' | 'black' };

/** The end of a game: the winning side or a draw; city-mafia has no scoring. */
export interface Outcome {
  winner: Team | 'draw';
  scores: null;
}

/** The whole state of one game: the fold of its effective events. */
export interface GameState {
  rulesetId: 'city-mafia';
  options: CityMafiaOptions;
  players: PlayerState[];
  phase: Phase;
  /** 0 is the night of introductions; day N and the night after it are round N. */
  round: number;
  /** The steps of the introductions and of every night, for the roles in this setup (constant). */
  introSteps: IntroStep[];
  nightSteps: NightStep[];
  /** The current step (index into introSteps or nightSteps). */
  step: number;
  /** The day's first speaker (the rotation moves one seat a day); null before day 1. */
  firstSpeaker: Seat | null;
  /** Who has the floor, and for what; null between turns. */
  speaker: Seat | null;
  speech: SpeechKind | null;
  /** Who speaks after the current speaker, in order (the living are filtered when the floor passes). */
  queue: Seat[];
  nominations: Nomination[];
  vote: VoteState | null;
  /** The players of the car crash under way (defences, re-vote, all-leave vote). */
  tied: Seat[];
  /** Secret: tonight's choices; null outside the night. */
  night: NightChoices | null;
  /** Secret: the putana's guest and the doctor's patient of the previous night (not twice running). */
  lastVisit: Seat | null;
  lastHeal: Seat | null;
  selfHealUsed: boolean;
  /** Secret until used: the putana's guest of last night, whom today's vote cannot remove. */
  alibi: Seat | null;
  /** Secret: every resolved night. */
  nightLog: NightRecord[];
  /** What the room heard, the latest ANNOUNCEMENTS_KEPT entries. */
  announcements: Announcement[];
  outcome: Outcome | null;
}

/** The facts a game is made of. Each is appended to the log and folded by `evolve`. */
export type GameEvent =
  | { type: 'game-created'; setup: GameSetup }
  | { type: 'roles-dealt'; roles: Role[] }
  | { type: 'introductions-began' }
  | { type: 'role-recorded'; seat: Seat; role: Role }
  | { type: 'roles-completed'; roles: Role[] }
  | { type: 'introduced' }
  | { type: 'day-began'; lastWords: Seat[] }
  | { type: 'floor-given'; seat: Seat | null; speech: SpeechKind | null; queue: Seat[] }
  | { type: 'discussion-began'; firstSpeaker: Seat; queue: Seat[] }
  | { type: 'nominated'; by: Seat; nominee: Seat }
  | { type: 'no-vote' }
  | { type: 'voting-began'; stage: VoteStage; candidates: Seat[] }
  | { type: 'vote-recorded'; voters: Seat[] }
  | { type: 'vote-counted'; stage: 'main' | 'revote'; results: { seat: Seat; votes: number }[] }
  | { type: 'car-crash'; seats: Seat[] }
  | { type: 'all-leave-decided'; seats: Seat[]; votes: number; voters: number; passed: boolean }
  | { type: 'alibi-used'; seat: Seat }
  | { type: 'nobody-voted-out' }
  | { type: 'player-left'; seat: Seat; cause: LeaveCause; reason: RemovalReason | null; note: string | null }
  | { type: 'last-words-began'; seats: Seat[] }
  | { type: 'night-fell' }
  | { type: 'night-action'; step: NightStep; target: Seat | null }
  | { type: 'step-ended' }
  | {
      type: 'night-resolved';
      victims: Seat[];
      healed: Seat | null;
      selfHeal: boolean;
      /**
       * Among the victims, the putana's guest who died with her, where one did (RULES.md §4): he was not
       * killed, so he is not the night's first killed (FIIM's best move, compensation). Absent otherwise, as in
       * the games logged before it was recorded.
       */
      withPutana?: Seat;
    }
  | RemarkGiven
  | { type: 'game-ended'; outcome: Outcome };

/** A command the moderator gives, after the host has added any random outcome (the deal). */
export type GameCommand =
  | { type: 'deal'; roles: Role[] }
  | { type: 'start-introductions' }
  | { type: 'record-role'; seat: Seat; role: Role }
  | { type: 'introduced' }
  | { type: 'end-speech' }
  | { type: 'nominate'; by: Seat; nominee: Seat }
  | { type: 'vote'; voters: Seat[] }
  | { type: 'putana-visit'; target: Seat | null }
  | { type: 'mafia-shoot'; target: Seat | null }
  | { type: 'don-check'; target: Seat | null }
  | { type: 'sheriff-check'; target: Seat | null }
  | { type: 'doctor-heal'; target: Seat | null }
  | { type: 'maniac-kill'; target: Seat | null }
  | { type: 'end-step' }
  | { type: 'technical-defeat'; team: 'red' | 'black' }
  | DisciplineCommand;
