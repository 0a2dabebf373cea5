import { playerStatisticsCsv } from './csv.ts';

/**
 * What the CSV reads of a player's statistics: the fields of a `player.stats` answer (the contract's
 * PlayerStats fits it). Declared here so the print layer does not import the contract, which imports print.
 */
export interface PlayerStatsRow {
  player: { name: string };
  gamesPlayed: number;
  gamesFinished: number;
  wins: number;
  remarks: number;
  removals: number;
}

/** The column labels of the player statistics CSV, in the reader's language (the renderer translates them). */
export interface PlayerStatsCsvLabels {
  name: string;
  gamesPlayed: string;
  gamesFinished: string;
  wins: string;
  winRate: string;
  remarks: string;
  removals: string;
}

/**
 * The archive's player statistics (`player.stats` answers) as CSV, one line per player: games, wins and
 * the share of finished games won (0..1, 3 decimals), remarks and removals.
 */
export function playerStatsCsv(players: readonly PlayerStatsRow[], labels: PlayerStatsCsvLabels): string {
  const keys = ['name', 'gamesPlayed', 'gamesFinished', 'wins', 'winRate', 'remarks', 'removals'] as const;
  return playerStatisticsCsv(
    keys.map((key) => ({ key, label: labels[key] })),
    players.map((p) => ({
      name: p.player.name,
      gamesPlayed: p.gamesPlayed,
      gamesFinished: p.gamesFinished,
      wins: p.wins,
      winRate: p.gamesFinished > 0 ? Math.round((p.wins / p.gamesFinished) * 1000) / 1000 : null,
      remarks: p.remarks,
      removals: p.removals,
    })),
  );
}
