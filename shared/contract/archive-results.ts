// What the archive's requests answer with (the requests themselves are in archive-requests.ts).

/** A player the archive knows, as the new-game form's autocomplete offers it. */
export interface PlayerListEntry {
  playerId: number;
  /** The name the identity carries (its first spelling, or the one it was renamed to). */
  name: string;
  /** Games this player sat in, finished or not. */
  gamesPlayed: number;
  /** When the player's latest game was created (ISO 8601), or null if none is left. */
  lastPlayed: string | null;
}

/** The most players `player.list` returns. */
export const PLAYER_LIST_LIMIT = 20;
