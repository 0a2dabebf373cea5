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
import { seededPick } from '../../../shared/engine/simulate/pick.ts';
import { copagMafia as CM } from '../../../shared/engine/rulesets/copag-mafia/index.ts';
import type { GameState } from '../../../shared/engine/rulesets/copag-mafia/types.ts';
import RulesetConsole from '../../../renderer/moderator/console/RulesetConsole.vue';
import CopagTablePanel from '../../../renderer/moderator/console/CopagTablePanel.vue';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { mountConsole } from './mount-kit.ts';

/** Every state of a random game at `players` seats (the station deals the objectives). */
function statesOfGame(players: number, seed: number): GameState[] {
  const setup = CM.validateSetup({
    rulesetId: 'copag-mafia',
    players: Array.from({ length: players }, (_, i) => `Player ${i + 1}`),
    options: CM.defaultOptions(players),
  });
  if (!setup.ok) throw new Error(setup.error.code);
  let state = CM.initialState(setup.value);
  const pick = seededPick(seed);
  const states = [state];
  for (let i = 0; i < 5000; i++) {
    const command = seed % 2 ? CM.simulator.randomLynch(state, pick) : CM.simulator.random(state, pick);
    if (!command) break;
    const decided = CM.decide(state, command);
    if (!decided.ok) throw new Error(`${JSON.stringify(command)}: ${decided.error.code}`);
    state = decided.value.reduce(CM.evolve, state);
    states.push(state);
  }
  return states;
}

/** The same game with every secret changed: the unrevealed objectives swapped, everyone having seen everyone. */
function otherSecrets(state: GameState): GameState {
  return {
    ...state,
    players: state.players.map((p) =>
      p.revealed || p.role === null ? p : { ...p, role: p.role === 'police' ? 'mafioso' : 'police' },
    ),
    seen: state.players.flatMap((a) =>
      state.players.filter((b) => b.seat !== a.seat).map((b) => ({ viewer: a.seat, target: b.seat })),
    ),
  };
}

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
    const state = statesOfGame(5, 3).find((s) => s.missions.some((m) => m !== null))!;
    const { wrapper } = mountConsole(RulesetConsole);
    useGameStore().current = viewOf(state);
    await nextTick();
    expect(wrapper.find('[data-testid="copag-table"]').exists()).toBe(true);
  });

  it('shows the open missions, their characters by seat, the score and whose turn', async () => {
    const states = statesOfGame(5, 3);
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
        const states = statesOfGame(players, seed);
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
