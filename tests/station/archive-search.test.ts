import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Archive } from '../../electron/station/archive/archive-api.ts';
import type { GameSearchFilters } from '../../electron/station/archive/game-search.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { searchFold } from '../../shared/engine/names.ts';
import { createStation } from '../../electron/station/index.ts';
import type { GameSummary } from '../../shared/contract/index.ts';
import { nameKey } from '../../shared/engine/index.ts';
import { SIMULATED_RULESETS, clubNames, simulatedGame } from '../../scripts/archive/simulated-games.ts';
import { tempDir } from './archive-fixtures.ts';
import { expectArchiveUntouched, fixedRandom } from './helpers.ts';
import { runs } from '../tiers.ts';

const NAMES = clubNames(24);
const GAMES = 80;
let archive: Archive;
let all: GameSummary[];

beforeAll(() => {
  archive = openArchive(join(tempDir(), 'archive.sqlite'));
  for (let i = 0; i < GAMES; i++) {
    const rulesetId = SIMULATED_RULESETS[i % SIMULATED_RULESETS.length]!;
    // Two games a day from 1 March 2026; every fifth game is left unfinished.
    const record = simulatedGame({
      gameId: `g${i}`,
      rulesetId,
      names: NAMES,
      size: 6 + (i % 5),
      seed: i + 1,
      createdAt: new Date(Date.UTC(2026, 2, 1 + Math.floor(i / 2), 19 + (i % 2))),
    });
    if (i % 5 === 4) Object.assign(record, { finishedAt: null, winner: null, scores: null });
    archive.insertWholeGame(record);
    if (i % 7 === 0) archive.setNotes(`g${i}`, i % 14 === 0 ? 'Final of the Spring Cup' : 'friendly 100%_game');
  }
  all = archive.searchGames({ limit: 200 }).games;
});
afterAll(() => archive.close());

/** A text as the search compares it: case folded, and without a Latin letter's accents (searchFold, shared/engine/names.ts). */
const searched = (text: string) => searchFold(nameKey(text));

/** What a search must return: the whole list filtered in plain code. */
function expected(filters: Omit<GameSearchFilters, 'limit'>): GameSummary[] {
  const text = filters.text?.trim() ?? '';
  return all.filter((g) => {
    if (
      text !== '' &&
      g.gameId !== text &&
      !searched(g.notes).includes(searched(text)) &&
      !g.players.some((p) => searched(p).includes(searched(text)))
    )
      return false;
    if (typeof filters.player === 'string' && !g.players.some((p) => nameKey(p) === nameKey(filters.player as string)))
      return false;
    if (filters.rulesetId !== undefined && g.rulesetId !== filters.rulesetId) return false;
    if (filters.result !== undefined && g.winner !== filters.result) return false;
    if (filters.from !== undefined && g.createdAt.slice(0, 10) < filters.from) return false;
    if (filters.to !== undefined && g.createdAt.slice(0, 10) > filters.to) return false;
    if (filters.finished !== undefined && (g.finishedAt !== null) !== filters.finished) return false;
    return true;
  });
}

const day = fc.integer({ min: 0, max: 45 }).map((d) => new Date(Date.UTC(2026, 2, 1 + d)).toISOString().slice(0, 10));

describe('game search', () => {
  it('lists every game newest first with no filter', () => {
    expect(all).toHaveLength(GAMES);
    const keys = all.map((g) => `${g.createdAt} ${g.gameId}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(archive.searchGames({ limit: 10, offset: 75 })).toEqual({ games: all.slice(75), total: GAMES });
  });

  it('returns exactly the games every filter allows, paged, with the total (property)', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            text: fc.constantFrom('spring', 'ANNA', '100%_', 'g13', 'ö', 'a', 'zz'),
            player: fc.constantFrom(...NAMES.slice(0, 8), 'Nobody'),
            rulesetId: fc.constantFrom(...SIMULATED_RULESETS),
            result: fc.constantFrom('honest', 'mafia', 'villagers', 'citizens', 'red', 'black', 'draw'),
            from: day,
            to: day,
            finished: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (filters, limit, offset) => {
          const want = expected(filters);
          const page = archive.searchGames({ ...filters, limit, offset });
          expect(page.total).toBe(want.length);
          expect(page.games).toEqual(want.slice(offset, offset + limit));
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('finds a player by id, by name in any case, and by a former name after a rename', () => {
    const anna = archive.listPlayers('Anna', 1)[0]!;
    const byId = archive.searchGames({ player: anna.playerId, limit: 200 });
    expect(byId.total).toBe(anna.gamesPlayed);
    expect(archive.searchGames({ player: 'aNNA', limit: 200 })).toEqual(byId);
    archive.renamePlayer(anna.playerId, 'Anna K.');
    expect(archive.searchGames({ player: 'Anna', limit: 200 })).toEqual(byId);
    archive.renamePlayer(anna.playerId, 'Anna');
  });

  it('treats % and _ in the text literally', () => {
    expect(archive.searchGames({ text: '100%_', limit: 200 }).total).toBe(
      all.filter((g) => g.notes.includes('100%_')).length,
    );
    expect(archive.searchGames({ text: '%', limit: 200 }).total).toBe(all.filter((g) => g.notes.includes('%')).length);
  });
});

describe('game.search request', () => {
  it('answers through the station and refuses bad filters with a clear error, changing nothing', () => {
    const file = join(tempDir(), 'archive.sqlite');
    const station = createStation({ archive: openArchive(file), random: fixedRandom() });
    station.request('game.create', { rulesetId: 'davidoff-1987', players: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] });
    expect(station.request('game.search', { player: 'a1', limit: 5 })).toMatchObject({
      ok: true,
      value: { total: 1, games: [{ players: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'] }] },
    });
    station.close();
    expectArchiveUntouched(file, (again) => {
      for (const bad of [
        {},
        { limit: 0 },
        { limit: 201 },
        { limit: 5, offset: -1 },
        { limit: 5, from: '2026-13-01' },
        { limit: 5, from: '2026-03-02', to: '2026-03-01' },
        { limit: 5, finished: 'yes' },
        { limit: 5, player: 0 },
        { limit: 5, tournamentId: 'not an id' },
        { limit: 5, unknown: 1 },
      ]) {
        expect(again.request('game.search', bad)).toMatchObject({ ok: false, error: { kind: 'invalid-payload' } });
      }
    });
  });
});
