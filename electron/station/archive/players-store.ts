import type Database from 'better-sqlite3';
import type {
  PlayerListEntry,
  PlayerResult,
  PlayerStats,
  RoleRecord,
  TeamRecord,
} from '../../../shared/contract/index.ts';
import { nameKey, type PlayerGender } from '../../../shared/engine/index.ts';
import { scoredWinner } from '../../../shared/tournament/index.ts';
import { prepareDealtStatements } from './dealt-store.ts';

interface PlayerRow {
  player_id: number;
  name: string;
  games_played: number;
  last_played: string | null;
  gender: PlayerGender | null;
}

interface PlayerGameRow {
  game_id: string;
  ruleset_id: string;
  created_at: string;
  role: string | null;
  team: string | null;
  won: number | null;
  remarks: number;
  removed: number;
}

interface DefeatRow {
  game_id: string;
  winner: string;
  defeated: string;
  /** The game's teams, comma-separated. */
  teams: string;
}

/** Why a rename was refused. */
export type RenameRefusal =
  { reason: 'not-found' } | { reason: 'name-taken'; otherPlayerId: number; otherName: string };

/** Why a merge was refused. */
export type MergeRefusal =
  | { reason: 'not-found'; playerId: number }
  | { reason: 'same-game'; gameId: string }
  | { reason: 'same-tournament'; tournamentId: string };

/** Prepares the statements of player identities: lookup by name, rename, merge, statistics. */
export function preparePlayerStatements(db: Database.Database) {
  // The first game (or tournament) two players both sat in, from its table of players: a merge refuses them.
  const sharedBy = (players: string, id: string) =>
    db
      .prepare<[number, number], string>(
        `SELECT a.${id} FROM ${players} a JOIN ${players} b ON b.${id} = a.${id}
       WHERE a.player_id = ? AND b.player_id = ? LIMIT 1`,
      )
      .pluck();
  return {
    byId: db.prepare<[number], PlayerRow>(
      'SELECT player_id, name, games_played, last_played, gender FROM players WHERE player_id = ?',
    ),
    setGender: db.prepare<[PlayerGender | null, number]>('UPDATE players SET gender = ? WHERE player_id = ?'),
    // A name belongs to the identity that carries it, or to the one it became by a rename or a merge.
    keyOwner: db
      .prepare<[string, string], number>(
        'SELECT player_id FROM players WHERE name_key = ? UNION ALL SELECT player_id FROM player_aliases WHERE name_key = ? LIMIT 1',
      )
      .pluck(),
    insert: db.prepare<[string, string]>('INSERT INTO players (name, name_key) VALUES (?, ?)'),
    rename: db.prepare<[string, string, number]>('UPDATE players SET name = ?, name_key = ? WHERE player_id = ?'),
    keyOf: db.prepare<[number], string>('SELECT name_key FROM players WHERE player_id = ?').pluck(),
    addAlias: db.prepare<[string, number]>(
      'INSERT INTO player_aliases (name_key, player_id) VALUES (?, ?) ON CONFLICT (name_key) DO UPDATE SET player_id = excluded.player_id',
    ),
    dropAlias: db.prepare<[string]>('DELETE FROM player_aliases WHERE name_key = ?'),
    moveAliases: db.prepare<[number, number]>('UPDATE player_aliases SET player_id = ? WHERE player_id = ?'),
    sharedGame: sharedBy('game_players', 'game_id'),
    moveSeats: db.prepare<[number, number]>('UPDATE game_players SET player_id = ? WHERE player_id = ?'),
    sharedTournament: sharedBy('tournament_players', 'tournament_id'),
    moveTournamentRows: ['tournament_players', 'tournament_seats', 'tournament_awards', 'tournament_best_moves'].map(
      (table) => db.prepare<[number, number]>(`UPDATE ${table} SET player_id = ? WHERE player_id = ?`),
    ),
    suspectLists: db.prepare<[], { tournament_id: string; game_id: string; suspects_json: string }>(
      'SELECT tournament_id, game_id, suspects_json FROM tournament_best_moves',
    ),
    setSuspects: db.prepare<[string, string, string]>(
      'UPDATE tournament_best_moves SET suspects_json = ? WHERE tournament_id = ? AND game_id = ?',
    ),
    // Games played and the last one count dealt games only (dealt-store.ts).
    recount: prepareDealtStatements(db).recountPlayer,
    remove: db.prepare<[number]>('DELETE FROM players WHERE player_id = ?'),
    // One covering index scan (schemas v5 and v11): no join, no sort. Seat facts are set exactly when a game has a
    // result; a game never dealt is no game played (game-dealt.ts).
    games: db.prepare<[number], PlayerGameRow>(
      `SELECT game_id, ruleset_id, created_at, role, team, won, remarks, removed
       FROM game_players WHERE player_id = ? AND dealt = 1 ORDER BY created_at, game_id`,
    ),
    // The player's tournament games a judge gave a team's technical defeat: few, so read apart from the scan above.
    defeats: db.prepare<[number], DefeatRow>(
      `SELECT gp.game_id, g.winner, v.technical_defeat_team AS defeated,
              (SELECT group_concat(DISTINCT o.team) FROM game_players o
               WHERE o.game_id = gp.game_id AND o.team IS NOT NULL) AS teams
       FROM game_players gp JOIN games g ON g.game_id = gp.game_id
       JOIN tournament_game_verdicts v ON v.tournament_id = g.tournament_id AND v.game_id = g.game_id
       WHERE gp.player_id = ? AND v.technical_defeat_team IS NOT NULL AND g.winner IS NOT NULL`,
    ),
  };
}

/** The prepared player statements. */
export type PlayerStatements = ReturnType<typeof preparePlayerStatements>;

/** The identity of a (clean) name: the one that carries it or had it, else a new one. */
export function playerIdFor(sql: PlayerStatements, name: string): number {
  const key = nameKey(name);
  const known = sql.keyOwner.get(key, key);
  if (known !== undefined) return known;
  return Number(sql.insert.run(name, key).lastInsertRowid);
}

/** A player as the autocomplete lists it, or null. */
export function playerEntry(sql: PlayerStatements, playerId: number): PlayerListEntry | null {
  const row = sql.byId.get(playerId);
  return row ? entryOf(row) : null;
}

/** Converts a players row. */
export function entryOf(row: PlayerRow): PlayerListEntry {
  return {
    playerId: row.player_id,
    name: row.name,
    gamesPlayed: row.games_played,
    lastPlayed: row.last_played,
    gender: row.gender,
  };
}

/** Sets (or, with null, clears) a player's gender; the entry after the change, or null for an unknown id. */
export function setPlayerGender(
  sql: PlayerStatements,
  playerId: number,
  gender: PlayerGender | null,
): PlayerListEntry | null {
  if (sql.setGender.run(gender, playerId).changes === 0) return null;
  return playerEntry(sql, playerId);
}

/** The gender the record of a (clean) name carries, or null: none set, or no such player yet. */
export function genderOfName(sql: PlayerStatements, name: string): PlayerGender | null {
  const key = nameKey(name);
  const id = sql.keyOwner.get(key, key);
  return id === undefined ? null : (sql.byId.get(id)?.gender ?? null);
}

/**
 * Renames an identity to a clean name (run in a transaction). The old spelling stays an alias, so a
 * later game under it still joins this identity. Games keep the spelling they were played under.
 */
export function renamePlayer(sql: PlayerStatements, playerId: number, name: string): PlayerListEntry | RenameRefusal {
  const oldKey = sql.keyOf.get(playerId);
  if (oldKey === undefined) return { reason: 'not-found' };
  const key = nameKey(name);
  const owner = sql.keyOwner.get(key, key);
  if (owner !== undefined && owner !== playerId) {
    return { reason: 'name-taken', otherPlayerId: owner, otherName: sql.byId.get(owner)?.name ?? name };
  }
  if (key !== oldKey) {
    sql.dropAlias.run(key);
    sql.addAlias.run(oldKey, playerId);
  }
  sql.rename.run(name, key, playerId);
  return playerEntry(sql, playerId)!;
}

/**
 * Moves every game, alias and name of `mergeId` to `keepId` and deletes `mergeId` (run in a transaction).
 * Two identities that sat at the same table, or play in the same tournament, are two people: refused.
 */
export function mergePlayers(sql: PlayerStatements, keepId: number, mergeId: number): PlayerListEntry | MergeRefusal {
  for (const id of [keepId, mergeId]) if (!sql.byId.get(id)) return { reason: 'not-found', playerId: id };
  const shared = sql.sharedGame.get(keepId, mergeId);
  if (shared !== undefined) return { reason: 'same-game', gameId: shared };
  const tournament = sql.sharedTournament.get(keepId, mergeId);
  if (tournament !== undefined) return { reason: 'same-tournament', tournamentId: tournament };
  const mergedKey = sql.keyOf.get(mergeId)!;
  sql.moveSeats.run(keepId, mergeId);
  for (const move of sql.moveTournamentRows) move.run(keepId, mergeId);
  // Best-move suspects are kept as player ids in JSON: rename the merged id there too.
  for (const row of sql.suspectLists.all()) {
    const suspects = JSON.parse(row.suspects_json) as number[];
    if (suspects.includes(mergeId))
      sql.setSuspects.run(
        JSON.stringify(suspects.map((id) => (id === mergeId ? keepId : id))),
        row.tournament_id,
        row.game_id,
      );
  }
  sql.moveAliases.run(keepId, mergeId);
  sql.remove.run(mergeId);
  sql.addAlias.run(mergedKey, keepId);
  sql.recount.run(keepId);
  return playerEntry(sql, keepId)!;
}

/**
 * The winner as the standings count it (scoredWinner: a team its judge defeated technically lost) of each of the
 * player's tournament games with such a verdict, by game id; 'draw' when nobody won it. The seat facts keep the
 * table's result, which a verdict given later does not rewrite.
 */
function scoredWinners(sql: PlayerStatements, playerId: number): Map<string, string> {
  const winners = new Map<string, string>();
  for (const row of sql.defeats.all(playerId)) {
    const players = row.teams.split(',').map((team) => ({ team }));
    winners.set(row.game_id, scoredWinner({ winner: row.winner, players, technicalDefeat: row.defeated }));
  }
  return winners;
}

/**
 * A player's statistics from the seat facts of his games (one indexed read), or null for an unknown id; a
 * tournament game's technical defeat counts as its standings count it.
 */
export function playerStats(sql: PlayerStatements, playerId: number): PlayerStats | null {
  const player = playerEntry(sql, playerId);
  if (!player) return null;
  const rows = sql.games.all(playerId);
  const scored = scoredWinners(sql, playerId);
  const teams = new Map<string, TeamRecord>();
  const roles = new Map<string, RoleRecord>();
  const results: PlayerResult[] = [];
  let wins = 0;
  let remarks = 0;
  let removals = 0;
  for (const row of rows) {
    if (row.won === null) continue;
    const winner = scored.get(row.game_id);
    const won = winner === undefined ? row.won === 1 : row.team !== null && row.team === winner;
    if (won) wins++;
    remarks += row.remarks;
    removals += row.removed;
    results.push({
      date: row.created_at,
      gameId: row.game_id,
      rulesetId: row.ruleset_id,
      role: row.role,
      team: row.team,
      won,
    });
    tally(teams, 'team', row.ruleset_id, row.team, won);
    tally(roles, 'role', row.ruleset_id, row.role, won);
  }
  const byCount = <T extends { games: number; rulesetId: string }>(a: T, b: T) =>
    b.games - a.games || a.rulesetId.localeCompare(b.rulesetId);
  return {
    player,
    gamesPlayed: rows.length,
    gamesFinished: results.length,
    wins,
    byTeam: [...teams.values()].sort(byCount),
    byRole: [...roles.values()].sort(byCount),
    remarks,
    removals,
    results,
  };
}

/** A player's games and wins with one team or one role of a ruleset (team and role names are each ruleset's own). */
type SideRecord<K extends 'team' | 'role'> = { rulesetId: string; games: number; wins: number } & Record<K, string>;

/** Counts a finished game, and its win, for the team or role the player had in it (none: not counted). */
function tally<K extends 'team' | 'role'>(
  records: Map<string, SideRecord<K>>,
  kind: K,
  rulesetId: string,
  name: string | null,
  won: boolean,
): void {
  if (name === null) return;
  const key = `${rulesetId}\u0000${name}`;
  let record = records.get(key);
  if (!record) records.set(key, (record = { rulesetId, [kind]: name, games: 0, wins: 0 } as SideRecord<K>));
  record.games++;
  if (won) record.wins++;
}
