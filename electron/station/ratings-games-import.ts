import type { GameImportAnswer, StationResult } from '../../shared/contract/index.ts';
import { EXCHANGE_RULESET, parseExchangeText, rebuildGame } from '../../shared/exchange/index.ts';
import { isDeepStrictEqual } from 'node:util';
import type { Archive } from './archive/archive-api.ts';
import { sameGameIn } from './archive/game-import.ts';
import type { WholeGameRecord } from './archive/whole-game-record.ts';
import { wholeGame } from './station-exchange.ts';

function refuse<T>(code: string, params: Record<string, string | number> = {}): StationResult<T> {
  return { ok: false, error: { kind: 'rule', code, params } };
}

/**
 * `game.import` of an exchange file that holds games and no tournament (a club's evenings, or a list MafiaRatings
 * wrote): each game rebuilt and replayed through City Mafia's rules, then all written in one transaction, or
 * nothing with the first refusal. A game the archive holds already (the same ruleset, the same names at the same
 * seats and the same start: game-import.ts's "same game") is counted, not written again; a new game whose id the
 * archive gives to another game gets a fresh one. A file with a tournament's settings is the tournament import's.
 */
export function importRatingsGames(
  archive: Archive,
  text: string,
  newId: () => string,
): StationResult<GameImportAnswer> {
  const parsed = parseExchangeText(text);
  if (!parsed.ok) return refuse(`exchange.${parsed.refusal.code}`, parsed.refusal.params);
  const { tournament, games } = parsed.value;
  if (tournament) return refuse('exchange.import-holds-tournament', { name: tournament.name });
  const fresh: WholeGameRecord[] = [];
  let present = 0;
  for (const game of games) {
    const rebuilt = rebuildGame(game);
    if (!rebuilt.ok) return refuse(`exchange.${rebuilt.refusal.code}`, rebuilt.refusal.params);
    const record = wholeGame(game, rebuilt.value.log);
    if (heldAlready(archive, record, fresh)) {
      present++;
      continue;
    }
    const taken = archive.getGame(record.gameId) !== null || fresh.some((g) => g.gameId === record.gameId);
    fresh.push(taken ? { ...record, gameId: newId() } : record);
  }
  archive.insertWholeGames(fresh);
  return { ok: true, value: { status: 'games-imported', imported: fresh.length, present } };
}

/** Whether the archive, or this file before it, holds the same game (game-import.ts's sameGameIn). */
function heldAlready(archive: Archive, record: WholeGameRecord, earlier: readonly WholeGameRecord[]): boolean {
  const { createdAt, players } = record;
  return (
    sameGameIn(archive, EXCHANGE_RULESET, createdAt, players) !== undefined ||
    earlier.some((g) => g.createdAt === createdAt && isDeepStrictEqual(g.players, players))
  );
}
