import type Database from 'better-sqlite3';
import type { GameSearchPage } from '../../../shared/contract/index.ts';
import { nameKey } from '../../../shared/engine/index.ts';
import { summaryOf } from './game-summary.ts';
import { searchFold } from '../../../shared/engine/names.ts';
import { GAME_COLUMNS, type GameRow } from './statements.ts';

/** A search as the archive runs it; see the contract's GameSearchSchema for what each filter means. */
export interface GameSearchFilters {
  text?: string;
  /** A player id, or a name to find the identity of. */
  player?: number | string;
  rulesetId?: string;
  result?: string;
  /** First day, YYYY-MM-DD. */
  from?: string;
  /** Last day, YYYY-MM-DD (inclusive). */
  to?: string;
  tournamentId?: string;
  finished?: boolean;
  limit: number;
  offset?: number;
}

type Params = Record<string, string | number>;

// Each filter is one SQL condition with its named parameters. A search by player runs from the
// player's rows of game_players (schema v5: ruleset and creation time are there, in one index), so a
// regular's thousands of games are never looked up one by one; other searches run on the games indexes.
const CONDITIONS = {
  // Notes and names are compared folded (nameKey; LIKE would fold ASCII only) and without a Latin letter's accents
  // (shared/engine/names.ts): the notes' key is stored so (schema v6, v10), the names' is folded here (a club's players).
  text: `(g.game_id = @text OR instr(g.notes_key, @key) > 0 OR g.game_id IN (
           SELECT tp.game_id FROM game_players tp WHERE tp.player_id IN (
             SELECT player_id FROM players WHERE instr(search_fold(name_key), @key) > 0)))`,
  player: 'gp.player_id = @player',
  // Part of a name: the games of every identity whose name, or a former one, holds it.
  playerPart: `g.game_id IN (SELECT pp.game_id FROM game_players pp WHERE pp.player_id IN (
           SELECT player_id FROM players WHERE instr(search_fold(name_key), @playerKey) > 0
           UNION SELECT player_id FROM player_aliases WHERE instr(search_fold(name_key), @playerKey) > 0))`,
  rulesetId: '$.ruleset_id = @rulesetId',
  result: 'g.winner = @result',
  from: '$.created_at >= @from',
  to: '$.created_at < @toNext',
  tournamentId: 'g.tournament_id = @tournamentId',
  finished: 'g.finished_at IS NOT NULL',
  unfinished: 'g.finished_at IS NULL',
} as const;

type Condition = keyof typeof CONDITIONS;

/** Runs game searches with one prepared statement pair per combination of filters (at most 2¹⁰, built on demand). */
export class GameSearch {
  private readonly db: Database.Database;
  private readonly cache = new Map<
    string,
    { page: Database.Statement<[Params], GameRow>; count: Database.Statement<[Params], number> }
  >();
  private readonly keyOwner: Database.Statement<[string, string], number>;

  constructor(db: Database.Database) {
    this.db = db;
    this.keyOwner = db
      .prepare<[string, string], number>(
        'SELECT player_id FROM players WHERE name_key = ? UNION ALL SELECT player_id FROM player_aliases WHERE name_key = ? LIMIT 1',
      )
      .pluck();
  }

  /** One page of the games that match every filter given, newest first (by creation), and their number. */
  search(filters: GameSearchFilters): GameSearchPage {
    const conditions: Condition[] = [];
    const params: Params = { limit: filters.limit, offset: filters.offset ?? 0 };
    const text = filters.text?.trim() ?? '';
    if (text !== '') {
      conditions.push('text');
      Object.assign(params, { text, key: searchFold(nameKey(text)) });
    }
    if (filters.player !== undefined) {
      const key = typeof filters.player === 'number' ? '' : nameKey(filters.player.normalize('NFC').trim());
      // A whole name (as the autocomplete offers it) is that identity; anything else is part of a name.
      const playerId = typeof filters.player === 'number' ? filters.player : this.keyOwner.get(key, key);
      if (playerId !== undefined) {
        conditions.push('player');
        params.player = playerId;
      } else if (key !== '') {
        conditions.push('playerPart');
        params.playerKey = searchFold(key);
      }
    }
    if (filters.rulesetId !== undefined) {
      conditions.push('rulesetId');
      params.rulesetId = filters.rulesetId;
    }
    if (filters.result !== undefined) {
      conditions.push('result');
      params.result = filters.result;
    }
    if (filters.from !== undefined) {
      conditions.push('from');
      params.from = filters.from;
    }
    if (filters.to !== undefined) {
      conditions.push('to');
      params.toNext = nextDay(filters.to);
    }
    if (filters.tournamentId !== undefined) {
      conditions.push('tournamentId');
      params.tournamentId = filters.tournamentId;
    }
    if (filters.finished !== undefined) conditions.push(filters.finished ? 'finished' : 'unfinished');
    const statements = this.statementsFor(conditions);
    // One read transaction: the page and the total come from the same snapshot.
    return this.db.transaction(() => ({
      games: statements.page.all(params).map(summaryOf),
      total: statements.count.get(params) ?? 0,
    }))();
  }

  private statementsFor(conditions: Condition[]) {
    const cacheKey = conditions.join(',');
    let statements = this.cache.get(cacheKey);
    if (!statements) {
      // `$` is the table the ruleset and date filters read: the player's rows when searching by player.
      const viaPlayer = conditions.includes('player');
      const t = viaPlayer ? 'gp' : 'g';
      const from = viaPlayer ? 'game_players gp JOIN games g ON g.game_id = gp.game_id' : 'games g';
      const where =
        conditions.length === 0 ? '' : `WHERE ${conditions.map((c) => CONDITIONS[c].replaceAll('$', t)).join(' AND ')}`;
      statements = {
        page: this.db.prepare<[Params], GameRow>(
          `SELECT ${GAME_COLUMNS} FROM ${from} ${where} ORDER BY ${t}.created_at DESC, ${t}.game_id DESC LIMIT @limit OFFSET @offset`,
        ),
        count: this.db.prepare<[Params], number>(`SELECT count(*) FROM ${from} ${where}`).pluck(),
      };
      this.cache.set(cacheKey, statements);
    }
    return statements;
  }
}

/** The day after a YYYY-MM-DD day, for an inclusive upper bound on ISO times. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
