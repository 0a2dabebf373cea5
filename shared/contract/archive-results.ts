import type { PlayerGender } from '../engine/index.ts';
// What the archive's requests answer with (the requests themselves are in archive-requests.ts).

/** What every summary of a game carries of its course: its times, its result (once finished) and its version. */
export interface GameCourse {
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  winner: string | null;
  scores: number[] | null;
  version: number;
}

/** A game as the archive lists it. */
export interface GameSummary extends GameCourse {
  gameId: string;
  rulesetId: string;
  players: string[];
  /** The moderator's notes on the game ('' when none). */
  notes: string;
  /** Set aside by the moderator: unfinished, and off the start page's «Unfinished games» until opened again. */
  setAside: boolean;
  /** The tournament round and table the game was played at, or null for a club game. */
  tournament: { tournamentId: string; round: number; table: number } | null;
}

/** A player the archive knows, as the new-game form's autocomplete offers it. */
export interface PlayerListEntry {
  playerId: number;
  /** The name the identity carries (its first spelling, or the one it was renamed to). */
  name: string;
  /** Games this player sat in once they were dealt, finished or not (a game opened and never dealt is none). */
  gamesPlayed: number;
  /** When the player's latest dealt game was created (ISO 8601), or null if none is left. */
  lastPlayed: string | null;
  /** The player's gender if the record has one (for the gendered words of the texts); null or absent: none. */
  gender?: PlayerGender | null;
}

/** The players `player.list` returns unless asked for more (a name's suggestions). */
export const PLAYER_LIST_LIMIT = 20;

/** The most players one `player.list` may ask for (the players page lists a whole club). */
export const PLAYER_LIST_MAX = 500;

/** One side a player played for (per ruleset: team names are the ruleset's own) and how it went. */
export interface TeamRecord {
  rulesetId: string;
  team: string;
  games: number;
  wins: number;
}

/** One role a player was dealt (per ruleset) and how it went. */
export interface RoleRecord {
  rulesetId: string;
  role: string;
  games: number;
  wins: number;
}

/** One finished game of a player, for the chart of results over time. */
export interface PlayerResult {
  /** When the game was created (ISO 8601). */
  date: string;
  gameId: string;
  rulesetId: string;
  role: string | null;
  team: string | null;
  won: boolean;
}

/** A player's statistics across the archive (`player.stats`). */
export interface PlayerStats {
  player: PlayerListEntry;
  /** Games sat in once they were dealt, finished or not (a game opened and never dealt is none). */
  gamesPlayed: number;
  /** Games that reached a result. */
  gamesFinished: number;
  wins: number;
  byTeam: TeamRecord[];
  byRole: RoleRecord[];
  /** Remarks over all finished games. */
  remarks: number;
  /** Finished games the player was removed from. */
  removals: number;
  /** Every finished game, oldest first. */
  results: PlayerResult[];
}

/** One page of a game search, and how many games match in all. */
export interface GameSearchPage {
  games: GameSummary[];
  total: number;
}
