// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '../../../shared/contract/index.ts';
import GameListTable from '../../../renderer/moderator/components/GameListTable.vue';
import ArchiveResultsTable from '../../../renderer/moderator/archive/ArchiveResultsTable.vue';
import { mountConsole } from './mount-kit.ts';

// A game started at 19:00 whose last step was at 22:45.
const GAME: GameSummary = {
  gameId: 'g1',
  rulesetId: 'city-mafia',
  players: ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo', 'Ines', 'Jonas'],
  createdAt: '2026-11-22T19:00:00.000Z',
  updatedAt: '2026-11-22T22:45:00.000Z',
  finishedAt: '2026-11-22T22:45:00.000Z',
  winner: 'red',
  scores: null,
  version: 105,
  notes: '',
  setAside: false,
  tournament: null,
};

const format = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('the home list and the archive list say the same "when"', () => {
  it("both show the game's start under the same heading; the home list shows the last step beside it", () => {
    const home = mountConsole(GameListTable, { props: { games: [GAME], testid: 'archive-list' } }).wrapper;
    const archive = mountConsole(ArchiveResultsTable, { props: { games: [GAME] } }).wrapper;
    expect(home.get('td.when').text()).toBe(format(GAME.createdAt));
    expect(archive.get('td.when').text()).toBe(format(GAME.createdAt));
    expect(home.findAll('th')[0]!.text()).toBe(archive.findAll('th')[0]!.text());
    expect(home.get('td.last-step').text()).toBe(format(GAME.updatedAt));
    expect(home.findAll('th').map((th) => th.text())).toContain('Last step');
  });

  it('names the winner as the archive does, never a raw message key', () => {
    const home = mountConsole(GameListTable, { props: { games: [GAME], testid: 'archive-list' } }).wrapper;
    const archive = mountConsole(ArchiveResultsTable, { props: { games: [GAME] } }).wrapper;
    expect(home.get('[data-testid="archive-row"] .state').text()).toBe(archive.get('td.is-finished').text());
    expect(home.text()).not.toMatch(/team\.\w+\.plural/);
  });
});

function summary(rulesetId: string, winner: string | null): GameSummary {
  const at = '2026-11-20T20:00:00.000Z';
  return {
    gameId: `${rulesetId}-${winner}`,
    rulesetId,
    players: ['Anna', 'Boris'],
    createdAt: at,
    updatedAt: at,
    finishedAt: winner ? at : null,
    winner,
    scores: null,
    version: 1,
    notes: '',
    setAside: false,
    tournament: null,
  };
}

describe('the home list of games (issue 12 §4)', () => {
  it("names every ruleset's winner in words, never a message key", () => {
    const games = [
      summary('city-mafia', 'red'),
      summary('city-mafia', 'black'),
      summary('davidoff-1987', 'honest'),
      summary('french-deck', 'villagers'),
      summary('mensa-hungariqa', 'citizens'),
      summary('city-mafia', 'draw'),
    ];
    const { wrapper } = mountConsole(GameListTable, { props: { games, testid: 'recent' } });
    const states = wrapper.findAll('.state').map((s) => s.text());
    expect(states.join(' | ')).not.toMatch(/team\.|print\.|\.plural|\.title/);
    expect(states[0]).toBe('Won by the reds');
    expect(states[2]).toBe('Won by the honest');
  });
});

describe('setting an unfinished game aside (the start page)', () => {
  const open = summary('city-mafia', null);
  const finished = summary('city-mafia', 'red');

  it('offers «Set aside» on the unfinished games of a list that asks for it, and says which game', async () => {
    const { wrapper } = mountConsole(GameListTable, {
      props: { games: [open, finished], testid: 'resume-list', offerSetAside: true },
    });
    expect(wrapper.find(`[data-testid="resume-list-set-aside-${finished.gameId}"]`).exists()).toBe(false);
    const button = wrapper.get(`[data-testid="resume-list-set-aside-${open.gameId}"]`);
    expect(button.text()).toBe('Set aside');
    await button.trigger('click');
    expect(wrapper.emitted('set-aside')).toEqual([[open.gameId]]);
  });

  it('offers nothing of the kind in the other lists', () => {
    const { wrapper } = mountConsole(GameListTable, { props: { games: [open], testid: 'archive-list' } });
    expect(wrapper.find('[data-testid^="archive-list-set-aside-"]').exists()).toBe(false);
  });

  it('calls a game set aside so in the lists, not «In progress»', () => {
    const aside = { ...open, setAside: true };
    const home = mountConsole(GameListTable, { props: { games: [aside], testid: 'archive-list' } }).wrapper;
    const archive = mountConsole(ArchiveResultsTable, { props: { games: [aside] } }).wrapper;
    expect(home.get('.state').text()).toBe('Set aside');
    expect(archive.get('td.is-open').text()).toBe('Set aside');
  });
});
