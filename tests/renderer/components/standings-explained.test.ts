// @vitest-environment happy-dom
/** Issue 16 on the tournament page: a standings line opens where its points came from; the pinned scoring is shown. */
import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import ScoringSummary from '../../../renderer/moderator/tournaments/ScoringSummary.vue';
import StandingsTable from '../../../renderer/moderator/tournaments/StandingsTable.vue';
import { computeStandings, presetFiim } from '../../../shared/tournament/index.ts';
import { game, gp } from '../../tournament/helpers.ts';
import { mountConsole } from './mount-kit.ts';

describe('the standings explained', () => {
  const scoring = presetFiim(7);
  // A red win: A (killed first night) names B and C, both black: ЛХ 0.5, auto-bonus 0.3, Ci 0.5 (K 1, G 1).
  const result = computeStandings(
    scoring,
    [
      game(
        'g1',
        [gp('A', 1, 'red', { alive: false }), gp('B', 2, 'black'), gp('C', 3, 'black'), gp('D', 4, 'red')],
        'red',
        {
          firstKilled: ['A'],
          bestMove: { playerId: 'A', suspects: ['B', 'C'] },
        },
      ),
    ],
    { names: { A: 'Anna', B: 'Boris', C: 'Clara', D: 'Dmitri' } },
  );
  if (!result.ok) throw new Error(result.error.code);
  const standings = result.value;

  it("opens a player's games with every rule and its points, and closes again", async () => {
    const { wrapper } = mountConsole(StandingsTable, { props: { standings, scoring } });
    expect(wrapper.find('[data-testid="score-explanation"]').exists()).toBe(false);
    await wrapper.get('[data-player-id="A"] [data-testid="standings-explain"]').trigger('click');
    await nextTick();
    const explanation = wrapper.get('[data-testid="score-explanation"]');
    const lines = explanation.findAll('li').map((li) => [li.attributes('data-rule'), li.text()]);
    expect(lines).toEqual([
      ['win', 'Win+1'],
      ['best-move', 'Best move (2 right)+0.5'],
      ['auto-bonus', 'Automatic bonus+0.3'],
      ['compensation', 'Ci (K 1, G 1)+0.5'],
    ]);
    // The Ci column is there because v7 pays it.
    expect(wrapper.get('[data-player-id="A"] [data-column="compensation"]').text()).toBe('0.5');
    await explanation.get('[data-testid="explain-open-game"]').trigger('click');
    expect(wrapper.emitted('open')).toEqual([['g1']]);
    await wrapper.get('[data-player-id="A"] [data-testid="standings-explain"]').trigger('click');
    await nextTick();
    expect(wrapper.find('[data-testid="score-explanation"]').exists()).toBe(false);
  });

  it('shows the pinned scoring: its preset and version and the rules it pays', () => {
    const { wrapper } = mountConsole(ScoringSummary, { props: { scoring, rulesetId: 'city-mafia' } });
    expect(wrapper.get('summary').text()).toBe('Scoring: FIIM v7');
    expect(wrapper.get('[data-line="compensation"]').text()).toBe('Ci = max(min(K·0.5 / round(0.4·G), 0.5), 0)');
    expect(wrapper.get('[data-line="penalties"]').text()).toContain('-0.7');
    expect(wrapper.find('[data-line="loss"]').exists()).toBe(false);
  });
});
