import type { GameSummary, TournamentTable } from '../../../shared/contract/index.ts';
import type { Locale } from '../../../shared/locales/locale-list.ts';
import SeatingGrid from '../../../renderer/moderator/tournaments/SeatingGrid.vue';
import { mountConsole } from './mount-kit.ts';

const TABLE: TournamentTable = {
  round: 1,
  table: 1,
  players: ['Anna', 'Boris', 'Clara'].map((name, i) => ({ seat: i + 1, playerId: i + 1, name })),
  gameId: 'g1',
  judge: null,
};

/** The archive's summary of the City game: black won at the table. */
const GAME: GameSummary = {
  gameId: 'g1',
  rulesetId: 'city-mafia',
  players: ['Anna', 'Boris', 'Clara'],
  createdAt: '2026-11-28T18:00:00Z',
  updatedAt: '2026-11-28T19:00:00Z',
  finishedAt: '2026-11-28T19:00:00Z',
  winner: 'black',
  scores: null,
  version: 120,
  notes: '',
  setAside: false,
  tournament: { tournamentId: 't1', round: 1, table: 1 },
};

/** A standings result of the game: who the standings count as the winner, and a technical defeat if any. */
type TableResult = { winner: string; technicalDefeat?: string };

/**
 * What the seating grid says of one City table's game (black won at the table), with the standings' `results`
 * (none: before the standings come), in the console's `locale`.
 */
export function tableStateText(results: Map<string, TableResult> | undefined, locale: Locale): string {
  const props = {
    seating: [TABLE],
    rounds: 1,
    tables: 1,
    rulesetId: 'city-mafia',
    games: new Map([[GAME.gameId, GAME]]),
    ...(results ? { results } : {}),
  };
  return mountConsole(SeatingGrid, { props }, undefined, locale).wrapper.get('[data-testid="table-state"]').text();
}
