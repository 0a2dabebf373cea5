// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { storeToRefs } from 'pinia';
import { defineComponent, h } from 'vue';
import { describe, expect, it } from 'vitest';
import { moderatorView, RULESETS, type GameSetup } from '../../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../../shared/engine/simulate/random-game.ts';
import ResultTable from '../../../renderer/moderator/components/ResultTable.vue';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { mountConsole } from './mount-kit.ts';

// Issue 12 §3: a tournament game's score on the end page is the tournament's (the standings' points),
// labelled with its scoring, beside the ruleset's own, as the console's game-over panel shows it.

/** A finished random 1987 game at 10 players. */
function endedView() {
  const setup = { rulesetId: 'davidoff-1987', players: Array.from({ length: 10 }, (_, i) => `P${i + 1}`), options: RULESETS['davidoff-1987'].defaultOptions(10) } as unknown as GameSetup;
  return moderatorView(playRandomGame(setup, seededPick(7)), 'g');
}

/** The end page's table, fed as EndPage feeds it: the 1987 view's players and outcome from the game store. */
const EndTable = defineComponent(() => {
  const { view, players } = storeToRefs(useGameStore());
  return () => (view.value?.outcome ? h(ResultTable, { players: players.value, outcome: view.value.outcome }) : null);
});

describe("the end page's result table of a tournament game", () => {
  it("shows the tournament's points beside the ruleset's score, each column named by its scoring", async () => {
    const { wrapper, station } = mountConsole(EndTable);
    const points = [1, 1, 0, 1, 0, 1, 1, 0, 1, 1.5];
    const asked: unknown[] = [];
    station.bridge.request = (async (name: string, payload: unknown) => {
      if (name === 'game.tournament-points') {
        asked.push(payload);
        return { ok: true, value: { tournamentId: 't1', name: 'Spring Cup', points } };
      }
      return { ok: true, value: null };
    }) as never;
    station.push(endedView());
    await flushPromises();
    expect(asked).toEqual([{ gameId: 'g' }]);
    expect(wrapper.get('th.tournament-points').text()).toBe('Points (tournament “Spring Cup”)');
    expect(wrapper.get('th.score:not(.tournament-points)').text()).toBe("Score (the ruleset's own scoring)");
    expect(wrapper.findAll('td.tournament-points').map((td) => td.text())).toEqual(points.map(String));
  });

  it('a club game has no tournament column', async () => {
    const { wrapper, station } = mountConsole(EndTable);
    station.bridge.request = (async () => ({ ok: true, value: null })) as never;
    station.push(endedView());
    await flushPromises();
    expect(wrapper.find('[data-testid="result-table"]').exists()).toBe(true);
    expect(wrapper.findAll('th.tournament-points')).toHaveLength(0);
  });
});
