// @vitest-environment happy-dom
/**
 * Issue 14 (the cost of a command): the console's timeline described every event of the game again at each
 * push, and again when the command's request started and when its answer came (the rewind buttons follow
 * `busy`). By the end of a game that was the largest share of the console's work per command. A step's
 * texts are made once: a push describes only the new step, and the language or the game changing
 * describes them all again.
 */
import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moderatorView } from '../../../shared/engine/index.ts';
import TimelinePanel from '../../../renderer/moderator/components/TimelinePanel.vue';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { dayOne, step } from '../../engine/city-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

const described = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../renderer/common/text/event-text.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../renderer/common/text/event-text.ts')>();
  return {
    ...original,
    eventMessage: (...args: Parameters<typeof original.eventMessage>) => {
      described.count++;
      return original.eventMessage(...args);
    },
  };
});

afterEach(() => {
  described.count = 0;
});

/** A City game as the helpers make it. */
type Game = ReturnType<typeof dayOne>;

/** A City day 1 with a few speeches: a timeline of some length. */
function aDay(): Game {
  let game = dayOne('PMDSHKCCCC');
  for (let i = 0; i < 6; i++) game = step(game, { type: 'end-speech' });
  return game;
}

function eventsOfStep(game: Game, stepNumber: number): number {
  return game.log.filter((entry) => entry.step === stepNumber).length;
}

describe('the timeline describes each step once', () => {
  it('a push with one more step describes only that step', async () => {
    const { wrapper, station } = mountConsole(TimelinePanel);
    const before = aDay();
    await station.push(moderatorView(before, 'g'));
    await flushPromises();
    const all = described.count;
    expect(all).toBeGreaterThan(8);
    const after = step(before, { type: 'end-speech' });
    described.count = 0;
    await station.push(moderatorView(after, 'g'));
    await flushPromises();
    expect(described.count).toBeLessThanOrEqual(eventsOfStep(after, before.version));
    expect(described.count).toBeLessThan(all);
    expect(wrapper.findAll('[data-testid="timeline-step"]').length).toBeGreaterThan(3);
  });

  it('a command on its way and its answer describe nothing again', async () => {
    const { station } = mountConsole(TimelinePanel);
    await station.push(moderatorView(aDay(), 'g'));
    await flushPromises();
    described.count = 0;
    // `busy` goes on and off around the request: the rewind buttons follow it, the texts stay.
    await useGameStore().send({ type: 'end-speech' });
    await flushPromises();
    expect(described.count).toBe(0);
  });

  it('another language describes every step again, in that language', async () => {
    const { wrapper, station } = mountConsole(TimelinePanel);
    await station.push(moderatorView(aDay(), 'g'));
    await flushPromises();
    const english = wrapper.find('[data-testid="timeline"]').text();
    const all = described.count;
    described.count = 0;
    wrapper.vm.$i18n.locale = 'ru';
    await flushPromises();
    expect(described.count).toBe(all);
    expect(wrapper.find('[data-testid="timeline"]').text()).not.toBe(english);
  });
});
