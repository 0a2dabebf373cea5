import type { GameState } from '../../shared/engine/index.ts';
import { privateJsonFile, type PrivateJsonFile } from './private-json-file.ts';

/** The file beside the archive that keeps who has seen a card, so the ticks survive a restart. */
export const CARDS_SEEN_FILE = 'cards-seen.json';

/** Who has seen their card in each game's current deal: on the moderator's screen or on a phone alike. */
export interface CardsSeen {
  /** The seats that have seen their card of this deal, ascending (none before the deal). */
  seats(gameId: string, state: GameState): number[];
  /** Records that a seat has seen its card of this deal; true when that is news. */
  mark(gameId: string, state: GameState, seat: number): boolean;
  /** Takes a seat's tick off (his card has news, a Consigliere's answer); true when it was there. */
  unmark(gameId: string, state: GameState, seat: number): boolean;
  /** Forgets a game's ticks: a new deal makes every card new, even one that deals the same roles again. */
  forget(gameId: string): void;
}

type Stored = Record<string, { deal: string; seats: number[] }>;

/**
 * Which deal a game is in: a card seen in one deal says nothing of the next (an undone and redone deal
 * hands out new cards). Null before the deal.
 */
export function dealOf(state: GameState): string | null {
  if (state.phase === 'setup' || state.players.some((p) => p.role === null)) return null;
  return state.players.map((p) => [p.role, (p as { second?: unknown }).second ?? ''].join('+')).join(',');
}

function parse(raw: unknown): Stored | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const games: Stored = {};
  for (const [gameId, entry] of Object.entries(raw as Record<string, unknown>)) {
    const { deal, seats } = (entry ?? {}) as { deal?: unknown; seats?: unknown };
    if (typeof deal !== 'string' || !Array.isArray(seats) || !seats.every((s) => Number.isInteger(s) && s > 0))
      continue;
    games[gameId] = { deal, seats: seats as number[] };
  }
  return games;
}

/**
 * The seen ticks of every game, kept in a private JSON file when given one (the station's data folder),
 * in memory only otherwise. Not a game event: who looked at a card changes nothing in the game.
 */
export function createCardsSeen(path: string | null): CardsSeen {
  const file: PrivateJsonFile<Stored> | null = path ? privateJsonFile(path, parse) : null;
  const games: Stored = file?.read() ?? {};
  function save(): void {
    try {
      file?.write(games);
    } catch (error) {
      // A tick that cannot be written is still shown; the game itself is not at stake.
      console.error('Cards seen: could not be saved', error instanceof Error ? error.message : error);
    }
  }
  return {
    seats(gameId, state) {
      const deal = dealOf(state);
      const entry = games[gameId];
      return deal !== null && entry?.deal === deal ? [...entry.seats] : [];
    },
    mark(gameId, state, seat) {
      const deal = dealOf(state);
      if (deal === null) return false;
      const entry = games[gameId]?.deal === deal ? games[gameId]! : { deal, seats: [] };
      if (entry.seats.includes(seat)) return false;
      games[gameId] = { deal, seats: [...entry.seats, seat].sort((a, b) => a - b) };
      save();
      return true;
    },
    unmark(gameId, state, seat) {
      const entry = games[gameId];
      if (dealOf(state) === null || entry?.deal !== dealOf(state) || !entry.seats.includes(seat)) return false;
      games[gameId] = { deal: entry.deal, seats: entry.seats.filter((s) => s !== seat) };
      save();
      return true;
    },
    forget(gameId) {
      if (!(gameId in games)) return;
      delete games[gameId];
      save();
    },
  };
}
