// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { GameSummary, TournamentTable } from '../../../shared/contract/index.ts';
import SeatingGrid from '../../../renderer/moderator/tournaments/SeatingGrid.vue';
import { mountConsole } from './mount-kit.ts';

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo', 'Ines', 'Jonas', 'Katya', 'Lev'];

/** Round r, table t: six players, each round shifting the seats so the grid is not the same twice. */
function table(round: number, tableNo: number, gameId: string | null): TournamentTable {
  const ids = Array.from({ length: 6 }, (_, i) => ((i + (tableNo - 1) * 6 + (round - 1) * 2) % 12) + 1);
  return {
    round,
    table: tableNo,
    players: ids.map((id, i) => ({ seat: i + 1, playerId: id, name: NAMES[id - 1]! })),
    gameId,
    judge: null,
  };
}

function game(gameId: string, winner: string | null): GameSummary {
  return {
    gameId,
    rulesetId: 'davidoff-1987',
    players: [],
    createdAt: '2026-11-22T18:00:00Z',
    updatedAt: '2026-11-22T19:00:00Z',
    finishedAt: winner ? '2026-11-22T19:00:00Z' : null,
    winner,
    scores: null,
    version: 10,
    notes: '',
    setAside: false,
    tournament: null,
  };
}

function mountGrid(seating: TournamentTable[], games: GameSummary[] = [], busy = false) {
  return mountConsole(SeatingGrid, {
    props: {
      seating,
      rounds: 2,
      tables: 2,
      rulesetId: 'davidoff-1987',
      games: new Map(games.map((g) => [g.gameId, g])),
      busy,
    },
  });
}

describe('the seating grid', () => {
  it('says there is no seating yet, with no table drawn', () => {
    const { wrapper } = mountGrid([]);
    expect(wrapper.find('[data-testid="seating-empty"]').exists()).toBe(true);
    expect(wrapper.findAll('[data-testid="seating-table"]')).toHaveLength(0);
  });

  it('names the judge of each table when the tournament has judges, and none without', () => {
    const judged = [table(1, 1, null), table(1, 2, null)].map((t, i) => ({ ...t, judge: ['Ada', 'Ben'][i]! }));
    const { wrapper } = mountGrid(judged);
    expect(wrapper.findAll('[data-testid="table-judge"]').map((j) => j.text())).toEqual(['judge Ada', 'judge Ben']);
    expect(
      mountGrid([table(1, 1, null)])
        .wrapper.find('[data-testid="table-judge"]')
        .exists(),
    ).toBe(false);
  });

  it('lays out a row per round and a cell per table, players in seat order', () => {
    const seating = [table(1, 1, null), table(1, 2, null), table(2, 1, null), table(2, 2, null)];
    const { wrapper } = mountGrid(seating);
    const cells = wrapper.findAll('[data-testid="seating-table"]');
    expect(cells.map((c) => `${c.attributes('data-round')}/${c.attributes('data-table')}`)).toEqual([
      '1/1',
      '1/2',
      '2/1',
      '2/2',
    ]);
    const firstSeats = cells[0]!.findAll('li').map((li) => li.text());
    expect(firstSeats).toEqual(seating[0]!.players.map((p) => `${p.seat}${p.name}`));
    expect(wrapper.findAll('.round h3').map((h) => h.text())).toEqual(['Round 1', 'Round 2']);
  });

  it("shows each table's game: waiting with a start button, in progress, or its winner", () => {
    const seating = [table(1, 1, 'g1'), table(1, 2, 'g2'), table(2, 1, null), table(2, 2, 'g4')];
    const { wrapper } = mountGrid(seating, [game('g1', 'mafia'), game('g2', null), game('g4', 'draw')]);
    const state = (r: number, t: number) => wrapper.get(`[data-round="${r}"][data-table="${t}"]`);
    expect(state(1, 1).attributes('data-state')).toBe('finished');
    expect(state(1, 1).get('[data-testid="table-state"]').text()).toBe('Mafia won');
    expect(state(1, 2).attributes('data-state')).toBe('playing');
    expect(state(1, 2).get('[data-testid="table-state"]').text()).toBe('In progress');
    expect(state(2, 2).get('[data-testid="table-state"]').text()).toBe('A draw');
    expect(state(2, 1).attributes('data-state')).toBe('waiting');
    // Only a waiting table can start its game; a started one opens it.
    expect(wrapper.findAll('[data-testid^="start-game-"]').map((b) => b.attributes('data-testid'))).toEqual([
      'start-game-2-1',
    ]);
    expect(wrapper.find('[data-testid="open-game-1-1"]').exists()).toBe(true);
  });

  it('asks to start the game of the round and table clicked, and to open a started one', async () => {
    const { wrapper } = mountGrid([table(1, 1, 'g1'), table(1, 2, null)], [game('g1', 'honest')]);
    await wrapper.get('[data-testid="start-game-1-2"]').trigger('click');
    await wrapper.get('[data-testid="open-game-1-1"]').trigger('click');
    expect(wrapper.emitted('start')).toEqual([[1, 2]]);
    expect(wrapper.emitted('open')).toEqual([['g1']]);
  });

  it('holds the start buttons while a game is being started', () => {
    const { wrapper } = mountGrid([table(1, 1, null)], [], true);
    expect(wrapper.get('[data-testid="start-game-1-1"]').attributes('disabled')).toBeDefined();
  });

  it('marks a table the seating lacks instead of failing', () => {
    const { wrapper } = mountGrid([table(1, 1, null)]);
    expect(wrapper.get('[data-round="1"][data-table="2"]').attributes('data-state')).toBe('missing');
  });
});
