// @vitest-environment happy-dom
import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { moderatorView, RULESETS, type GameSetup, type RulesetId } from '../../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../../shared/engine/simulate/random-game.ts';
import GameOverPanel from '../../../renderer/moderator/console/GameOverPanel.vue';
import { mountConsole } from './mount-kit.ts';

/** A finished random game of a ruleset at 10 players. */
function endedView(rulesetId: RulesetId) {
  const ruleset = RULESETS[rulesetId];
  const setup = { rulesetId, players: Array.from({ length: 10 }, (_, i) => `P${i + 1}`), options: ruleset.defaultOptions(10) } as unknown as GameSetup;
  const game = playRandomGame(setup, seededPick(7));
  return moderatorView(game, 'g');
}

async function panelOf(rulesetId: RulesetId) {
  const { wrapper, station } = mountConsole(GameOverPanel);
  // The notes panel asks the station for the game's summary: answer with empty notes.
  station.bridge.request = (async () => ({ ok: true, value: { notes: '' } })) as never;
  station.push(endedView(rulesetId));
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

  it('a 1987 result, which scores, says which scoring its score column is', async () => {
    const wrapper = await panelOf('davidoff-1987');
    expect(wrapper.get('.panel-title').text()).toBe('Roles and scores');
    expect(wrapper.get('th.score').text()).toBe("Score (the ruleset's own scoring)");
  });
});
