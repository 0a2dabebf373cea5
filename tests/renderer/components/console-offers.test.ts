// @vitest-environment happy-dom
/**
 * Tryout 6: Copag's console showed the city game's controls — the next speaker's timer switch, a "Show roles"
 * button that did nothing (the operator is a player and his view holds no secret role), and a viewer feed said
 * to carry "roles and night actions" (Copag has no night). Each control now asks the ruleset's facts.
 */
import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { moderatorView, type RulesetId } from '../../../shared/engine/index.ts';
import AppHeader from '../../../renderer/moderator/components/AppHeader.vue';
import StreamOverlayPanel from '../../../renderer/moderator/components/StreamOverlayPanel.vue';
import { consoleOffers } from '../../../renderer/moderator/console/console-offers.ts';
import TimerPanel from '../../../renderer/moderator/console/TimerPanel.vue';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { seededGame } from '../../fixtures/ruleset-games.ts';
import { mountConsole } from './mount-kit.ts';

/** The moderator view of a game of the ruleset under way (dealt, not over). */
function viewUnderWay(rulesetId: RulesetId) {
  for (let steps = 30; steps > 2; steps--) {
    const game = seededGame(rulesetId, 5, { undo: 0, redo: 0, rewind: 0 }, steps);
    if (game.state.phase !== 'setup' && !game.state.outcome) return moderatorView(game, 'g1');
  }
  throw new Error(`no ${rulesetId} game under way`);
}

const STATUS = {
  paused: false,
  delay: { kind: 'phase' },
  overlayUrl: 'http://127.0.0.1:39719/overlay?key=a',
  viewerUrl: 'http://127.0.0.1:39719/viewer?key=b',
};

describe('the console offers what the ruleset calls for', () => {
  it('the facts: a roles switch where a moderator knows the roles, the next speaker’s timer where speeches go in turn', () => {
    expect(consoleOffers('copag-mafia')).toEqual({
      roleSwitch: false,
      nextSpeakerTimer: false,
      secretViewerFeed: false,
      leaving: false,
      choiceKey: true,
    });
    expect(consoleOffers('city-mafia')).toEqual({
      roleSwitch: true,
      nextSpeakerTimer: true,
      secretViewerFeed: true,
      leaving: true,
      choiceKey: true,
    });
    for (const id of ['davidoff-1987', 'french-deck', 'mensa-hungariqa'])
      expect(consoleOffers(id)).toEqual({
        roleSwitch: true,
        nextSpeakerTimer: false,
        secretViewerFeed: true,
        leaving: true,
        choiceKey: true,
      });
  });

  it('the timer offers to start the next speaker’s timer in the city game only', () => {
    const has = (rulesetId: string) =>
      mountConsole(TimerPanel, { props: { rulesetId, prompts: [] } })
        .wrapper.find('[data-testid="timer-auto-start"]')
        .exists();
    expect(has('copag-mafia')).toBe(false);
    expect(has('mensa-hungariqa')).toBe(false);
    expect(has('city-mafia')).toBe(true);
  });

  it('the header offers no roles switch to Copag’s operator, and does to a city moderator', async () => {
    for (const [rulesetId, shown] of [
      ['copag-mafia', false],
      ['city-mafia', true],
    ] as const) {
      const { wrapper } = mountConsole(AppHeader, { props: { sections: [] } });
      useGameStore().current = viewUnderWay(rulesetId);
      await nextTick();
      expect(wrapper.find('[data-testid="leave-game"]').exists()).toBe(true);
      expect(wrapper.find('[data-testid="toggle-roles"]').exists()).toBe(shown);
      wrapper.unmount();
    }
  });

  it('the header counts who is still in only where players leave, and names Copag’s opening as the projector does', async () => {
    // Tryout 6: Copag's header read «RODADA 0» and «8 de 8 no jogo» for the whole game.
    const header = async (rulesetId: RulesetId, round?: number) => {
      const { wrapper } = mountConsole(AppHeader, { props: { sections: [] } });
      const view = viewUnderWay(rulesetId);
      useGameStore().current = round === undefined ? view : { ...view, round };
      await nextTick();
      const seen = {
        living: wrapper.find('[data-testid="header-living"]').exists(),
        phase: wrapper.get('[data-testid="moderator-phase"]').text(),
      };
      wrapper.unmount();
      return seen;
    };
    expect(await header('copag-mafia', 0)).toEqual({ living: false, phase: 'Opening the missions' });
    expect((await header('copag-mafia', 2)).phase).toBe('Round 2');
    expect((await header('city-mafia')).living).toBe(true);
  });

  it('the viewer feed is said to hold roles and nights only where it does', async () => {
    const words = async (rulesetId: RulesetId) => {
      const { wrapper } = mountConsole(StreamOverlayPanel, {}, (name) => (name === 'stream.status' ? STATUS : null));
      useGameStore().current = viewUnderWay(rulesetId);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await nextTick();
      const text = wrapper.get('[data-testid="stream-viewer-words"]').text();
      wrapper.unmount();
      return text;
    };
    expect(await words('copag-mafia')).toBe(
      'Viewer feed (what the table knows, late; every role once the game ends) — One phase late',
    );
    expect(await words('city-mafia')).toContain('Viewer feed (roles and night actions, late)');
  });
});
