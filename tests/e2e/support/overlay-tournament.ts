import type { StreamStatus } from '../../../shared/contract/index.ts';
import type { StationDriver } from './station-driver.ts';

/**
 * A City tournament of two rounds on `tables` tables, seated, its first game (round 1, table 1) started with the
 * phones' server on, as a streamed tournament day has it: the stream's status, whose overlay URL shows that table.
 */
export async function streamedTournamentGame(
  driver: StationDriver,
  { name, players, tables }: { name: string; players: readonly string[]; tables: number },
): Promise<StreamStatus> {
  await driver.must('lan.start', { host: '127.0.0.1' });
  const cup = await driver.must<{ tournamentId: string }>('tournament.create', {
    name,
    startsOn: '2026-11-26',
    endsOn: '2026-11-27',
    rulesetId: 'city-mafia',
    scoring: 'preset-sports',
    players,
    rounds: 2,
    tables,
  });
  await driver.must('tournament.seat', { tournamentId: cup.tournamentId });
  await driver.must('tournament.start-game', { tournamentId: cup.tournamentId, round: 1, table: 1 });
  return driver.must<StreamStatus>('stream.status', {});
}
