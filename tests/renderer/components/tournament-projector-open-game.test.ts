// @vitest-environment happy-dom
/**
 * Tryout 13: with the tournament's last game finished but still open, the tournament page's projector buttons
 * («Таблица», «Рассадка») left the projector on the game-over screen and said nothing. An open game keeps the
 * projector (the room may still read its result); the console says the choice comes up once the game is closed.
 */
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import TournamentProjector from '../../../renderer/moderator/tournaments/TournamentProjector.vue';
import { mountConsole } from './mount-kit.ts';

const HINT = '[data-testid="tournament-projector-after-game"]';

async function pressStandings(open: boolean) {
  const { wrapper, station } = mountConsole(
    TournamentProjector,
    { props: { tournamentId: 't1' } },
    () => ({ screen: null }),
    'ru',
  );
  if (open) await station.push({ gameId: 'g1', version: 40 } as unknown as ModeratorView);
  await wrapper.get('[data-testid="tournament-projector-standings"]').trigger('click');
  await flushPromises();
  return { wrapper, station };
}

describe('the tournament page’s projector buttons with a game open', () => {
  it('say the standings come up on the projector once the open game is closed', async () => {
    const { wrapper, station } = await pressStandings(true);
    expect(station.requests.map((r) => r.name)).toContain('tournament.screen');
    expect(wrapper.get(HINT).text()).toBe(
      'На проекторе открытая игра. Это появится на нём, как только игру закроют («Закрыть игру»).',
    );
    // Closed: the projector shows the choice, and the note goes.
    await station.push(null);
    expect(wrapper.find(HINT).exists()).toBe(false);
  });

  it('say nothing more with no game open', async () => {
    const { wrapper } = await pressStandings(false);
    expect(wrapper.find(HINT).exists()).toBe(false);
  });
});
