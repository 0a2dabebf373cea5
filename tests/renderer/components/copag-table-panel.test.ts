// @vitest-environment happy-dom
/**
 * Issue 15 (the operator's console shows the table): a Copag game's console draws the two open missions, the
 * score, whose turn, the markers, the revealed police, the Omertà and the used abilities — and, the operator
 * being a player (RULES.md §5), no objective: over random games the panel is the same whatever the unrevealed
 * objectives and whatever the Consiglieres showed.
 */
import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import { copagMafia as CM } from '../../../shared/engine/rulesets/copag-mafia/index.ts';
import type { GameState } from '../../../shared/engine/rulesets/copag-mafia/types.ts';
import RulesetConsole from '../../../renderer/moderator/console/RulesetConsole.vue';
import CopagTablePanel from '../../../renderer/moderator/console/CopagTablePanel.vue';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { mountConsole } from './mount-kit.ts';
import { copagStates, otherSecrets } from '../../fixtures/copag-games.ts';

function viewOf(state: GameState): ModeratorView {
  return {
    ...CM.moderatorView(state),
    gameId: 'g1',
    version: 1,
    prompts: [],
    timeline: [],
  } as unknown as ModeratorView;
}

async function html(state: GameState): Promise<string> {
  const { wrapper } = mountConsole(CopagTablePanel, { props: { view: viewOf(state) } });
  await nextTick();
  const out = wrapper.html();
  wrapper.unmount();
  return out;
}

describe('the Copag table panel of the console', () => {
  it('is the console’s panel for a Copag game, chosen by the ruleset', async () => {
    const state = copagStates(5, 3, true).find((s) => s.missions.some((m) => m !== null))!;
    const { wrapper } = mountConsole(RulesetConsole);
    useGameStore().current = viewOf(state);
    await nextTick();
    expect(wrapper.find('[data-testid="copag-table"]').exists()).toBe(true);
  });

  it('shows the open missions, their characters by seat, the score and whose turn', async () => {
    const states = copagStates(5, 3, true);
    const state = states.find((s) => s.phase === 'play' && s.missions.every((m) => m !== null && m.placed.length > 0))!;
    const { wrapper } = mountConsole(CopagTablePanel, { props: { view: viewOf(state) } });
    await nextTick();
    const missions = wrapper.findAll('[data-testid="copag-mission"]');
    expect(missions).toHaveLength(2);
    for (const [index, m] of state.missions.entries()) {
      const text = missions[index]!.text();
      expect(text).toContain(`Mission ${m!.number}: ${m!.card.name}`);
      expect(text).toContain(`$${m!.card.value} to reach`);
      expect(text).toContain(`${m!.placed.length} of ${m!.card.cards} cards placed`);
      for (const seat of m!.members) expect(text).toContain(`Player ${seat} (${seat})`);
    }
    expect(wrapper.get('[data-testid="copag-score"]').text()).toContain('success');
    expect(wrapper.get('[data-testid="copag-turn"]').text()).toContain(`Player ${state.turn!.seat}`);
  });

  for (const players of [3, 5, 8])
    it(`${players} players: no objective before the end, over random games`, async () => {
      for (const seed of [players, players + 1]) {
        const states = copagStates(players, seed, seed % 2 === 1);
        for (const [index, state] of states.entries()) {
          if (state.phase === 'ended' || index % 5 !== 0) continue;
          const shown = await html(state);
          expect(await html(otherSecrets(state))).toBe(shown);
          const unrevealed = state.players.filter((p) => !p.revealed);
          // No objective's name on it, unless a police officer revealed himself (public to the end).
          expect(shown).not.toMatch(/Mafioso/);
          if (unrevealed.length === state.players.length) expect(shown).not.toMatch(/Police officer/);
        }
      }
    });
});
