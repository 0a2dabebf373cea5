import { describe, expect, it } from 'vitest';
import type { TournamentDetail, TournamentStandings } from '../../shared/contract/index.ts';
import { tournamentBoard } from '../../electron/station/tournament-board.ts';

const DETAIL = {
  name: 'Autumn Cup',
  seating: [
    { round: 1, table: 2, players: [{ seat: 1, playerId: 7, name: 'Ada' }], gameId: 'g1' },
    { round: 2, table: 1, players: [{ seat: 1, playerId: 8, name: 'Bela' }], gameId: null },
    {
      round: 2,
      table: 2,
      players: [
        { seat: 1, playerId: 9, name: 'Cyril' },
        { seat: 2, playerId: 7, name: 'Ada' },
      ],
      gameId: null,
    },
  ],
} as unknown as TournamentDetail;

const STANDINGS = {
  rows: [
    { rank: 1, playerId: '7', name: 'Ada', points: 3.5, games: 1, wins: 1, penalties: -1 },
    { rank: 2, playerId: '8', name: 'Bela', points: 1, games: 1, wins: 0, penalties: 0 },
  ],
  discipline: [],
  games: [],
} as unknown as TournamentStandings;

describe('the overlays’ tournament board (issue 17)', () => {
  it('gives the standings and the next round’s seating at this table, field by field, for a tournament game', () => {
    const board = tournamentBoard('g1', {
      placeOf: () => ({ tournamentId: 't', round: 1, table: 2 }),
      detail: () => DETAIL,
      standings: () => STANDINGS,
    });
    expect(board).toEqual({
      name: 'Autumn Cup',
      round: 1,
      table: 2,
      standings: [
        { rank: 1, name: 'Ada', points: 3.5, games: 1 },
        { rank: 2, name: 'Bela', points: 1, games: 1 },
      ],
      next: {
        round: 2,
        table: 2,
        players: [
          { seat: 1, name: 'Cyril' },
          { seat: 2, name: 'Ada' },
        ],
      },
    });
    // No player id or penalty leaves the station.
    expect(JSON.stringify(board)).not.toMatch(/playerId|penalties|wins/);
  });

  it('is null for a club game or no game, and has no next seating after the last round', () => {
    const none = { placeOf: () => null, detail: () => DETAIL, standings: () => STANDINGS };
    expect(tournamentBoard('g', none)).toBeNull();
    expect(tournamentBoard(null, none)).toBeNull();
    const last = tournamentBoard('g', {
      placeOf: () => ({ tournamentId: 't', round: 2, table: 2 }),
      detail: () => DETAIL,
      standings: () => STANDINGS,
    });
    expect(last?.next).toBeNull();
  });
});
