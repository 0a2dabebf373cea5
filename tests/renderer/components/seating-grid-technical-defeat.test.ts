// @vitest-environment happy-dom
/**
 * Tryout 11: after the judge gave the winning team a technical defeat, the standings counted its loss while the
 * tournament page's seating grid still said «Black won». The grid reads the standings' result of a scored game.
 */
import { describe, expect, it } from 'vitest';
import type { GameSummary, TournamentTable } from '../../../shared/contract/index.ts';
import type { Locale } from '../../../renderer/locales/locale-list.ts';
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
  tournament: { tournamentId: 't1', round: 1, table: 1 },
};

function stateText(results: Map<string, { winner: string; technicalDefeat?: string }> | undefined, locale: Locale) {
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

describe("the seating grid tells a game's result as the standings count it", () => {
  it('a winner defeated technically: the other team won, and the grid names the defeat', () => {
    const results = new Map([['g1', { winner: 'red', technicalDefeat: 'black' }]]);
    expect(stateText(results, 'en')).toBe('Red won (Black: technical defeat)');
    expect(stateText(results, 'ru')).toContain('техническое поражение');
  });

  it('without a verdict, and before the standings come, the table’s winner', () => {
    expect(stateText(new Map([['g1', { winner: 'black' }]]), 'en')).toBe('Black won');
    expect(stateText(undefined, 'en')).toBe('Black won');
  });
});
