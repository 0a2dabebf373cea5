// @vitest-environment happy-dom
/**
 * Tryout 13: the tournament page said «Победа: Красный (техническое поражение: Чёрный)», a card's singular,
 * while the protocol writes «Победа: Красные / Техническое поражение: Чёрные». The seating grid names the teams
 * as the protocol does, in every language.
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

/** The archive's summary of the City game: black won at the table, then lost by the judge's verdict. */
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

function stateText(locale: Locale): string {
  const props = {
    seating: [TABLE],
    rounds: 1,
    tables: 1,
    rulesetId: 'city-mafia',
    games: new Map([[GAME.gameId, GAME]]),
    results: new Map([['g1', { winner: 'red', technicalDefeat: 'black' }]]),
  };
  return mountConsole(SeatingGrid, { props }, undefined, locale).wrapper.get('[data-testid="table-state"]').text();
}

describe('the seating grid names the teams as the protocol writes them', () => {
  it.each([
    ['ru', 'Победа: Красные (техническое поражение: Чёрные)'],
    ['hu', 'Győzelem: Pirosak (technikai vereség: Feketék)'],
    ['fr', 'Victoire : Rouges (défaite technique : Noirs)'],
    ['pt', 'Vitória: Vermelhos (derrota técnica: Pretos)'],
    ['ja', '赤の勝利（黒の技術的敗北）'],
    ['en', 'Red won (Black: technical defeat)'],
  ] as const)('%s', (locale, text) => {
    expect(stateText(locale)).toBe(text);
  });
});
