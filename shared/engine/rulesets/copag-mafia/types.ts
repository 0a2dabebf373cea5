/**
 * The types of copag-mafia: Copag's "Máfia" card game as a table companion (RULES.md §5; rulebook 003,
 * Portuguese). The players keep their physical action, character and mission cards; the station keeps
 * what paper and memory do badly: the secret objectives, the missions and who is on them, the cards
 * placed, the sums, the markers, the turn and the score. Plain JSON: no classes, no undefined fields.
 */
import type { SeatGenders } from '../../gender.ts';
import type { Seat } from '../../core.ts';
import type { RoomAnnouncement } from '../room-news.ts';

export type { Seat };

/** A secret objective card (OBIETTIVO): mafioso or police officer. */
export type Role = 'mafioso' | 'police';

/** The two sides: the mafiosi win at 4 successful missions, the police at 4 sabotaged (rulebook "Objetivo do jogo"). */
export type Team = 'mafia' | 'police';

/** The eight characters the rulebook describes (PERSONAGGIO), each with a one-use ability. */
export type Character = 'enrico' | 'francesca' | 'giovanna' | 'lorenzo' | 'peppe' | 'salvatore' | 'tony' | 'vincenzo';

/** The fifteen kinds of action cards (AZIONE O DENARO), by the rulebook's Portuguese names. */
export type ActionCard =
  | 'abortar'
  | 'beretta'
  | 'consigliere'
  | 'dispensa'
  | 'emboscada'
  | 'favor'
  | 'informante'
  | 'lasanha'
  | 'omerta'
  | 'pe-de-cabra'
  | 'porta-malas'
  | 'reforco'
  | 'remington'
  | 'tommy-gun'
  | 'troca';

/** A card's and a mission's colour (azul / amarela). */
export type Colour = 'blue' | 'yellow';

/** A revealed action card as it counts in a mission: its colour and its $ value. */
export interface CardFace {
  colour: Colour;
  value: number;
}

/** A mission card (MISSIONE) as the operator enters it when it is opened: the card's four numbers and its name. */
export interface MissionCard {
  name: string;
  /** The characters recruited when the mission opens. */
  recruits: number;
  /** The cards that complete it (the first one from the deck included). */
  cards: number;
  /** The $ value to reach for a success. */
  value: number;
  colour: Colour;
}

/** How the objectives reach the players: dealt by the station (phones), or real cards never recorded. */
export type Dealing = 'station' | 'physical';

/** How the characters are given: each player chooses one, or the station draws them. */
export type CharacterChoice = 'chosen' | 'drawn';

/**
 * What the simulator assumes where the rulebook is silent (RULES.md §5): action cards are blue or yellow
 * in equal numbers with values $1..maxCardValue, and the mission deck is ASSUMED_MISSIONS with
 * `missionValueBonus` added to each value. Used by the simulator only; a real game never reads it.
 */
export interface Assumptions {
  maxCardValue: number;
  missionValueBonus: number;
}

/** The options of copag-mafia, with the defaults of RULES.md §5. */
export interface CopagOptions {
  dealing: Dealing;
  characters: CharacterChoice;
  /** The characters' abilities: the rulebook suggests leaving them out of a first game. */
  abilities: boolean;
  /** The seat that plays first ("escolhe-se quem será o primeiro a jogar"); play goes on by ascending seat. */
  first: Seat;
  /** The simulator's assumptions; absent, the defaults. */
  assumed?: Assumptions;
}

/** What the operator enters to start a game. */
export interface GameSetup {
  rulesetId: 'copag-mafia';
  /** Player names in seat order: index 0 is seat 1. */
  players: string[];
  options: CopagOptions;
  /** Each seat's gender where the player record has one (texts only; no rule reads it). */
  genders?: SeatGenders;
}

/** One seat. */
export interface PlayerState {
  seat: Seat;
  name: string;
  /**
   * Secret: the objective card, with station dealing, from the deal on; always null with physical dealing
   * (the real cards are never recorded). Public only once the player reveals himself as police, or at the end.
   */
  role: Role | null;
  /** Always true: nobody leaves a Copag game (the field every ruleset's player has). */
  alive: boolean;
  character: Character | null;
  /** The character card is turned face down once its ability is used (one use per game). */
  abilityUsed: boolean;
  /** Revealed as police ("permanecendo expostos até o final da partida"). */
  revealed: boolean;
  /** A Porta-malas in front of him: he loses his turns until freed. */
  trunk: boolean;
  /** An Informante in front of him: his next contribution is placed face up. */
  informant: boolean;
}

/** A card placed on a mission: by a seat, or null for the first card from the deck; face up only under an informant. */
export interface Placed {
  by: Seat | null;
  open: CardFace | null;
}

/** A mission on the table. */
export interface Mission {
  /** 1 for the first mission opened, 2 for the second… (aborted ones count too). */
  number: number;
  card: MissionCard;
  /** The characters allocated to it, by seat. */
  members: Seat[];
  /** Fewer characters were free than it recruits ("começa desfalcada"). */
  short: boolean;
  placed: Placed[];
  /** Once the cards are turned: every card (those placed face up included) and their sum, before Vincenzo. */
  revealed: { cards: CardFace[]; sum: number } | null;
}

/** How a mission ended. Aborted missions count for neither side. */
export type MissionResult = 'success' | 'sabotage' | 'aborted';

/** A mission that has left the table. */
export interface MissionRecord {
  number: number;
  card: MissionCard;
  members: Seat[];
  short: boolean;
  result: MissionResult;
  /** The revealed cards and their sum; null for an aborted mission (its cards are discarded unseen). */
  cards: CardFace[] | null;
  sum: number | null;
  /** Vincenzo's change to the value to reach: -2, 0 or +2. */
  shift: number;
  /** The value to reach after Vincenzo. */
  target: number;
}

/** Whose turn it is and where it stands: the trunk check, the action, or done (the action taken). */
export interface Turn {
  seat: Seat;
  stage: 'trunk' | 'action' | 'done';
  /** Enrico used his ability this turn: he draws 3. */
  enrico: boolean;
}

/** The silence of an Omertà: from its player's turn until his next one, unless someone speaks. */
export interface Omerta {
  by: Seat;
}

/** A Consigliere's look: `viewer` has seen `target`'s objective. The answer is the viewer's alone. */
export interface ObjectiveSeen {
  viewer: Seat;
  target: Seat;
}

/** The phases: setup (characters and objectives), play, ended. */
export type Phase = 'setup' | 'play' | 'ended';

/**
 * Something the whole table learns. Every kind here is public by design. Of the announcements every ruleset
 * makes (room-news.ts), Copag makes the start and the end only: no days, nights, deaths, votes or remarks.
 */
export type Announcement =
  | RoomAnnouncement<
      Team,
      'day-began' | 'night-fell' | 'killed' | 'executed' | 'nobody-died' | 'accusation' | 'remark' | 'removed'
    >
  | { kind: 'mission-opened'; mission: number; name: string; members: Seat[]; short: boolean }
  | { kind: 'card-placed'; mission: number; seat: Seat; open: CardFace | null }
  | { kind: 'placement-blocked'; mission: number; seat: Seat; by: Seat }
  | { kind: 'mission-succeeded'; mission: number; sum: number; target: number }
  | { kind: 'mission-sabotaged'; mission: number; sum: number; target: number }
  | { kind: 'mission-aborted'; mission: number; by: Seat }
  | { kind: 'card-used'; seat: Seat; card: ActionCard; targets: Seat[] }
  | { kind: 'ability-used'; seat: Seat; character: Character; target: Seat | null }
  | { kind: 'police-revealed'; seat: Seat }
  | { kind: 'turn-lost'; seat: Seat }
  | { kind: 'omerta-began'; seat: Seat }
  | { kind: 'omerta-ended' }
  | { kind: 'omerta-broken'; seat: Seat };

/** The end: the side that reached 4 missions. No scores in Copag. */
export interface Outcome {
  winner: Team;
  scores: null;
}

/** The whole state of one game: the fold of its effective events. */
export interface GameState {
  rulesetId: 'copag-mafia';
  options: CopagOptions;
  players: PlayerState[];
  phase: Phase;
  /** The round of play: 1 from the first player's first turn, one more each time play comes back to him. */
  round: number;
  /** Whether the objectives are out (dealt by the station, or the real cards dealt). */
  dealt: boolean;
  /** The two places for open missions; null while a place waits for its next mission card. */
  missions: (Mission | null)[];
  /** Missions numbered so far. */
  opened: number;
  history: MissionRecord[];
  successes: number;
  sabotages: number;
  turn: Turn | null;
  omerta: Omerta | null;
  /** Secret to all but each viewer: the Consigliere looks. */
  seen: ObjectiveSeen[];
  announcements: Announcement[];
  outcome: Outcome | null;
}

/** Who is targeted by an action card: the seats, and for Reforço / Dispensa the mission. */
export interface CardTargets {
  /** Beretta, Remington, Consigliere, Favor, Informante, Porta-malas, Pé-de-cabra, Dispensa, Reforço: one seat; Troca: two; Tommy Gun: the two hit. */
  seats: Seat[];
  /** Reforço and Emboscada: the mission. */
  mission: number | null;
}

/** The facts a game is made of. Each is appended to the log and folded by `evolve`. */
export type GameEvent =
  | { type: 'game-created'; setup: GameSetup }
  | { type: 'characters-assigned'; characters: Character[] }
  /** Secret: the objectives the station dealt, by seat. */
  | { type: 'objectives-dealt'; roles: Role[] }
  /** Physical dealing: the real objective cards are dealt and never recorded. */
  | { type: 'cards-dealt' }
  /** A mission card opened in an empty place, its recruits drawn by the host, the deck's first card placed on it. */
  | { type: 'mission-opened'; mission: number; slot: number; card: MissionCard; members: Seat[] }
  | { type: 'turn-began'; seat: Seat }
  | { type: 'enrico-draws-three'; seat: Seat }
  | { type: 'card-placed'; mission: number; seat: Seat; open: CardFace | null }
  /** Lorenzo stops a placement on his mission: the card is discarded and the player loses his play. */
  | { type: 'placement-blocked'; mission: number; seat: Seat; by: Seat }
  | { type: 'turn-passed'; seat: Seat }
  /** A player in the trunk loses his turn. */
  | { type: 'turn-lost'; seat: Seat }
  | { type: 'card-used'; seat: Seat; card: ActionCard; targets: CardTargets }
  /** A character's one use; `target`: the player Giovanna makes draw, or Tony frees (else null). */
  | { type: 'ability-used'; seat: Seat; character: Character; target: Seat | null }
  | { type: 'mission-aborted'; mission: number; by: Seat }
  | { type: 'character-dismissed'; seat: Seat; mission: number }
  | { type: 'character-added'; seat: Seat; mission: number }
  | { type: 'characters-swapped'; seats: [Seat, Seat] }
  | { type: 'trunk-placed'; seat: Seat }
  | { type: 'trunk-removed'; seat: Seat }
  | { type: 'informant-placed'; seat: Seat }
  | { type: 'omerta-began'; by: Seat }
  | { type: 'omerta-ended' }
  | { type: 'omerta-broken'; seat: Seat }
  | { type: 'objective-seen'; viewer: Seat; target: Seat }
  | { type: 'police-revealed'; seat: Seat }
  /** A full mission's face-down cards turned (the face-up ones are added by the fold), summed before Vincenzo. */
  | { type: 'mission-revealed'; mission: number; cards: CardFace[]; sum: number }
  | { type: 'mission-ended'; mission: number; result: 'success' | 'sabotage'; shift: number; target: number }
  | { type: 'game-ended'; outcome: Outcome };

/** The action a player takes with a card, as the operator enters it. */
export interface PlayCard {
  type: 'play-card';
  card: ActionCard;
  /** The seat(s) the card names (see CardTargets); Tommy Gun takes a direction instead. */
  target?: Seat | null;
  /** Troca: the second character. */
  other?: Seat | null;
  /** Reforço (the mission to join) and Emboscada (the mission looked at). */
  mission?: number | null;
  /** Tommy Gun: towards higher seats ('next') or lower ('previous'). */
  direction?: 'next' | 'previous' | null;
  /** Beretta, Remington, Tommy Gun: Francesca uses her ability to keep the discarded card. */
  francesca?: boolean;
}

/** A command the operator gives, after the host has added any random outcome (the deal, the draws). */
export type GameCommand =
  /** The characters by seat: chosen by the players, or drawn by the host. */
  | { type: 'assign-characters'; characters: Character[] }
  /** Station dealing: the objectives by seat, shuffled by the host. */
  | { type: 'deal'; roles: Role[] }
  /** Physical dealing: the real objective cards are dealt. */
  | { type: 'cards-dealt' }
  /** A mission card opened; `recruited`: the characters the host drew from the free ones. */
  | { type: 'open-mission'; card: MissionCard; recruited: Seat[] }
  /** The turn's player places a card on a mission: face down, or face up (`card`) under an informant. */
  | { type: 'contribute'; mission: number; card?: CardFace | null; salvatore?: boolean; blockedBy?: Seat | null }
  | PlayCard
  | { type: 'pass' }
  /** A player in the trunk loses his turn. */
  | { type: 'skip-turn' }
  /** An ability of the turn's player: Enrico (draw 3), Giovanna (a player draws X), Peppe (abort), Tony (free from the trunk). */
  | { type: 'use-ability'; character: Character; target?: Seat | null }
  /** The face-down cards of a full mission, as turned over. */
  | { type: 'reveal-mission'; cards: CardFace[] }
  /** At a revealed mission: Vincenzo moves the value to reach by -2 or +2, or 0 (not used). */
  | { type: 'vincenzo'; shift: number }
  | { type: 'reveal-police'; seat: Seat }
  /** Someone spoke during the Omertà: the silence ends. */
  | { type: 'break-omerta'; seat: Seat };
