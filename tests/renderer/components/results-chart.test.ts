// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerResult } from '../../../shared/contract/index.ts';
import ResultsChart from '../../../renderer/moderator/players/ResultsChart.vue';
import { placeSeries, resultSeries } from '../../../renderer/moderator/players/results-series.ts';
import { mountConsole } from './mount-kit.ts';

function result(date: string, won: boolean, gameId = date): PlayerResult {
  return {
    date,
    gameId,
    rulesetId: 'davidoff-1987',
    role: won ? 'mafia' : 'honest',
    team: won ? 'mafia' : 'honest',
    won,
  };
}

const THREE = [
  result('2026-11-01T18:00:00Z', true),
  result('2026-11-08T18:00:00Z', false),
  result('2026-11-22T18:00:00Z', true),
];

describe("a player's chart of results over time", () => {
  it('draws a dot per finished game, filled for a win, and says the totals', () => {
    const { wrapper } = mountConsole(ResultsChart, { props: { results: THREE } });
    const dots = wrapper.findAll('[data-testid="chart-dot"]');
    expect(dots).toHaveLength(3);
    expect(dots.map((d) => d.attributes('data-won'))).toEqual(['true', 'false', 'true']);
    expect(wrapper.get('[data-testid="chart-summary"]').text()).toBe('Won 2 of 3 finished games (67%)');
    expect(wrapper.get('svg').attributes('aria-label')).toContain('Won 2 of 3');
    for (const id of ['chart-games', 'chart-wins', 'chart-rate'])
      expect(wrapper.get(`[data-testid="${id}"]`).attributes('d')).toMatch(/^M/);
  });

  it('places games by date: a week apart is half as far as two weeks apart', () => {
    const { placed } = placeSeries(resultSeries(THREE), {
      width: 300,
      height: 100,
      left: 0,
      right: 0,
      top: 0,
      bottom: 0,
    });
    expect(placed.map((p) => p.x)).toEqual([0, 100, 300]);
    expect(placed.map((p) => p.wins)).toEqual([1, 1, 2]);
  });

  it('says so when there is no finished game, and draws nothing', () => {
    const { wrapper } = mountConsole(ResultsChart, { props: { results: [] } });
    expect(wrapper.find('svg').exists()).toBe(false);
    expect(wrapper.get('[data-testid="chart-empty"]').text()).toContain('No finished game yet');
  });

  it('draws the same chart from the results in any order, and counts only readable dates', () => {
    const { wrapper } = mountConsole(ResultsChart, {
      props: { results: [THREE[2]!, result('not a date', true), THREE[0]!, THREE[1]!] },
    });
    expect(wrapper.get('[data-testid="results-chart"]').attributes('data-points')).toBe('3');
    expect(wrapper.findAll('[data-testid="chart-dot"]').map((d) => d.attributes('data-won'))).toEqual([
      'true',
      'false',
      'true',
    ]);
  });

  it('keeps every point inside the box, wins never above games, whatever the results', () => {
    const box = { width: 640, height: 220, left: 40, right: 48, top: 14, bottom: 30 };
    const results = fc.array(
      fc
        .record({ day: fc.integer({ min: 0, max: 2000 }), won: fc.boolean() })
        .map(({ day, won }) =>
          result(new Date(Date.UTC(2024, 0, 1) + day * 86_400_000).toISOString(), won, `g${day}-${won}`),
        ),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(results, (list) => {
        const { placed } = placeSeries(resultSeries(list), box);
        for (const p of placed) {
          expect(p.x).toBeGreaterThanOrEqual(box.left);
          expect(p.x).toBeLessThanOrEqual(box.width - box.right);
          expect(p.yWins).toBeGreaterThanOrEqual(p.yGames);
          expect(p.yWins).toBeLessThanOrEqual(box.height - box.bottom);
          expect(p.rate).toBeGreaterThanOrEqual(0);
          expect(p.rate).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
