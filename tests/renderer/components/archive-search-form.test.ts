// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import ArchiveSearchForm from '../../../renderer/moderator/archive/ArchiveSearchForm.vue';
import { mountConsole } from './mount-kit.ts';

const TOURNAMENTS = [
  {
    tournamentId: 'cup',
    name: 'Spring Cup',
    startsOn: '2026-04-01',
    endsOn: '2026-04-02',
    rulesetId: 'city-mafia',
    rounds: 2,
    tables: 2,
    players: 20,
    games: 4,
    finished: 4,
  },
];

/** The form over a station that knows two players whose names hold "an". */
function mountForm() {
  const { wrapper, station } = mountConsole(ArchiveSearchForm, { props: { tournaments: TOURNAMENTS } });
  station.bridge.request = (async (name: string) =>
    name === 'player.list'
      ? {
          ok: true,
          value: [
            { playerId: 1, name: 'Anna', gamesPlayed: 3, lastPlayed: null },
            { playerId: 2, name: 'Ivan', gamesPlayed: 1, lastPlayed: null },
          ],
        }
      : { ok: true, value: null }) as never;
  return wrapper;
}

describe('the archive search form', () => {
  it('sends only the filters filled in, trimmed, as game.search takes them', async () => {
    const wrapper = mountForm();
    await wrapper.find('[data-testid="search-text"]').setValue('  protest ');
    await wrapper.find('[data-testid="search-player"]').setValue('Anna');
    await wrapper.find('[data-testid="search-ruleset"]').setValue('city-mafia');
    await wrapper.find('[data-testid="search-result"]').setValue('black');
    await wrapper.find('[data-testid="search-from"]').setValue('2026-01-01');
    await wrapper.find('[data-testid="search-to"]').setValue('2026-12-31');
    await wrapper.find('[data-testid="search-tournament"]').setValue('cup');
    await wrapper.find('[data-testid="search-finished"]').setValue('finished');
    await wrapper.find('form').trigger('submit');
    expect(wrapper.emitted('search')).toEqual([
      [
        {
          text: 'protest',
          player: 'Anna',
          rulesetId: 'city-mafia',
          result: 'black',
          from: '2026-01-01',
          to: '2026-12-31',
          tournamentId: 'cup',
          finished: true,
        },
      ],
    ]);
  });

  it('sends no filter at all when nothing is filled in, and "in progress" as finished: false', async () => {
    const wrapper = mountForm();
    await wrapper.find('form').trigger('submit');
    await wrapper.find('[data-testid="search-finished"]').setValue('unfinished');
    await wrapper.find('form').trigger('submit');
    expect(wrapper.emitted('search')).toEqual([[{}], [{ finished: false }]]);
  });

  it("offers the chosen ruleset's own results, and forgets a result of another ruleset", async () => {
    const wrapper = mountForm();
    const results = () => wrapper.findAll('[data-testid="search-result"] option').map((o) => o.attributes('value'));
    // Every ruleset's results once each, with "any" first.
    expect(results()).toEqual([
      '',
      'honest',
      'mafia',
      'villagers',
      'citizens',
      'red',
      'black',
      'maniac',
      'draw',
      'police',
    ]);
    await wrapper.find('[data-testid="search-result"]').setValue('honest');
    await wrapper.find('[data-testid="search-ruleset"]').setValue('city-mafia');
    expect(results()).toEqual(['', 'red', 'black', 'maniac', 'draw']);
    expect((wrapper.find('[data-testid="search-result"]').element as HTMLSelectElement).value).toBe('');
    expect(wrapper.find('[data-testid="search-result"]').text()).toContain('The black (mafia)');
  });

  it('refuses dates in the wrong order next to the field, and sends nothing', async () => {
    const wrapper = mountForm();
    await wrapper.find('[data-testid="search-from"]').setValue('2026-05-02');
    await wrapper.find('[data-testid="search-to"]').setValue('2026-05-01');
    expect(wrapper.find('[data-testid="search-dates-error"]').exists()).toBe(true);
    expect(wrapper.find('[data-testid="search-submit"]').attributes('disabled')).toBeDefined();
    await wrapper.find('form').trigger('submit');
    expect(wrapper.emitted('search')).toBeUndefined();
  });

  it('clears every field and searches everything', async () => {
    const wrapper = mountForm();
    await wrapper.find('[data-testid="search-player"]').setValue('Boris');
    await wrapper.find('[data-testid="search-clear"]').trigger('click');
    expect((wrapper.find('[data-testid="search-player"]').element as HTMLInputElement).value).toBe('');
    expect(wrapper.emitted('search')).toEqual([[{}]]);
  });

  it('offers the names the archive knows as the player is typed', async () => {
    const wrapper = mountForm();
    await wrapper.find('[data-testid="search-player"]').setValue('an');
    await flushPromises();
    expect(wrapper.findAll('#archive-search-players option').map((o) => o.attributes('value'))).toEqual([
      'Anna',
      'Ivan',
    ]);
  });

  it('lists the tournaments by name', () => {
    const wrapper = mountForm();
    expect(wrapper.find('[data-testid="search-tournament"]').text()).toContain('Spring Cup');
  });
});
