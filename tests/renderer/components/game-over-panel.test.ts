// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { moderatorView, RULESETS, type GameSetup, type RulesetId } from '../../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../../shared/engine/simulate/random-game.ts';
import GameOverPanel from '../../../renderer/moderator/console/GameOverPanel.vue';
import { mountConsole } from './mount-kit.ts';
import { englishTranslator } from '../../fixtures/english-translator.ts';
import { winnerLine } from '../../../shared/text/ruleset-names.ts';

/** A finished random game of a ruleset at 10 players (or its largest table, if smaller). */
function endedView(rulesetId: RulesetId, seed = 7) {
  const ruleset = RULESETS[rulesetId];
  const players = Math.min(10, ruleset.maxPlayers);
  const setup = {
    rulesetId,
    players: Array.from({ length: players }, (_, i) => `P${i + 1}`),
    options: ruleset.defaultOptions(players),
  } as unknown as GameSetup;
  const game = playRandomGame(setup, seededPick(seed));
  return moderatorView(game, 'g');
}

async function panelOf(rulesetId: RulesetId, seed = 7) {
  const { wrapper, station } = mountConsole(GameOverPanel);
  // The notes panel asks the station for the game's summary: answer with empty notes; a club game has no tournament points.
  station.bridge.request = (async (name: string) => ({
    ok: true,
    value: name === 'game.tournament-points' ? null : { notes: '' },
  })) as never;
  await station.push(endedView(rulesetId, seed));
  await nextTick();
  return wrapper;
}

describe('the game-over result is titled by what it shows (issue 12 §3)', () => {
  it('a City Mafia result, which has no scores, is headed "Roles" and shows no score column', async () => {
    const wrapper = await panelOf('city-mafia');
    expect(wrapper.find('[data-testid="game-over"]').exists()).toBe(true);
    expect(wrapper.get('.panel-title').text()).toBe('Roles');
    expect(wrapper.findAll('th.score')).toHaveLength(0);
  });

  it('a Copag result, where nobody leaves the game, has no column saying each one "survived" (tryout 6)', async () => {
    const copag = await panelOf('copag-mafia');
    expect(copag.findAll('thead th').map((th) => th.text())).not.toContain('Fate');
    expect(copag.text()).not.toContain('survived');
    expect((await panelOf('city-mafia')).findAll('thead th').map((th) => th.text())).toContain('Fate');
  });

  it('a 1987 result, which scores, says which scoring its score column is', async () => {
    const wrapper = await panelOf('davidoff-1987');
    expect(wrapper.get('.panel-title').text()).toBe('Roles and scores');
    expect(wrapper.get('th.score').text()).toBe("Score (the ruleset's own scoring)");
  });
});

describe('the game-over panel names the winner as the projector’s end screen does', () => {
  it('in every ruleset, for each side that wins, the same sentence as the room’s (one place: winnerLine)', async () => {
    // Tryout: the console read "The black (mafia) win" where the projector and the timeline read "The black team wins".
    const checked: string[] = [];
    for (const rulesetId of Object.keys(RULESETS) as RulesetId[]) {
      const seen = new Set<string>();
      for (let seed = 1; seed <= 30; seed++) {
        const view = endedView(rulesetId, seed);
        const winner = (view as unknown as { outcome: { winner: string } }).outcome.winner;
        if (seen.has(winner)) continue;
        seen.add(winner);
        const wrapper = await panelOf(rulesetId, seed);
        expect(wrapper.get('[data-testid="winner-line"]').text(), `${rulesetId} ${winner}`).toBe(
          winnerLine(englishTranslator(), rulesetId, winner),
        );
        checked.push(`${rulesetId} ${winner}`);
      }
    }
    expect(checked).toContain('city-mafia black');
  });
});

describe("a tournament game shows the tournament's points, labelled (issue 12 §3)", () => {
  it("the station's tournament points replace the ruleset's own score: no other scheme's number (issue 16)", async () => {
    const { wrapper, station } = mountConsole(GameOverPanel);
    const points = [1, 1, 0, 1, 0, 1, 1, 0, 1, 1.5];
    const asked: string[] = [];
    station.bridge.request = (async (name: string) => {
      asked.push(name);
      if (name === 'game.tournament-points')
        return { ok: true, value: { tournamentId: 't1', name: 'Spring Cup', points } };
      return { ok: true, value: { notes: '' } };
    }) as never;
    await station.push(endedView('davidoff-1987'));
    await flushPromises();
    expect(asked).toContain('game.tournament-points');
    expect(wrapper.get('th.tournament-points').text()).toBe('Points (tournament “Spring Cup”)');
    expect(wrapper.findAll('th.score:not(.tournament-points)')).toHaveLength(0);
    expect(wrapper.findAll('td.score:not(.tournament-points)')).toHaveLength(0);
    const cells = wrapper.findAll('td.tournament-points').map((td) => td.text());
    expect(cells).toEqual(points.map(String));
  });

  it('names the scoring that counted the points: the preset and version the tournament pinned (issue 16)', async () => {
    const { wrapper, station } = mountConsole(GameOverPanel);
    station.bridge.request = (async (name: string) => {
      if (name === 'game.tournament-points')
        return {
          ok: true,
          value: { tournamentId: 't1', name: 'Spring Cup', points: [1], basedOn: { id: 'fiim', version: 7 } },
        };
      return { ok: true, value: { notes: '' } };
    }) as never;
    await station.push(endedView('davidoff-1987'));
    await flushPromises();
    expect(wrapper.get('th.tournament-points').text()).toBe('Points (tournament “Spring Cup”, FIIM v7)');
  });

  it('a club game asks and gets none: no tournament column', async () => {
    const { wrapper, station } = mountConsole(GameOverPanel);
    station.bridge.request = (async (name: string) => ({
      ok: true,
      value: name === 'game.tournament-points' ? null : { notes: '' },
    })) as never;
    await station.push(endedView('davidoff-1987'));
    await flushPromises();
    expect(wrapper.findAll('th.tournament-points')).toHaveLength(0);
  });
});
