// @vitest-environment happy-dom
/**
 * A seat typed as digits waits for its second digit at a table of ten or more («1» of «12»). That pending digit
 * was not in the form drafts (form-drafts.ts): a reload dropped it, and the console came back without the «1»
 * the moderator had typed. It is kept with the open game's drafts, for the very step it was typed at.
 */
import { flushPromises } from '@vue/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { moderatorView } from '../../../shared/engine/index.ts';
import { clearTypedSeat } from '../../../renderer/moderator/composables/useSeatEntry.ts';
import RulesetConsole from '../../../renderer/moderator/console/RulesetConsole.vue';
import { dayOne, step } from '../../engine/city-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

function key(name: string): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }));
}

/** The console drawn afresh for a game's view, as after a reload (the typed seat's module state starts empty). */
async function consoleFor(view: ReturnType<typeof moderatorView>) {
  clearTypedSeat();
  const mounted = mountConsole(RulesetConsole, { attachTo: document.body });
  await mounted.station.push(view);
  await flushPromises();
  return mounted;
}

const typedLine = (wrapper: Awaited<ReturnType<typeof consoleFor>>['wrapper']) =>
  wrapper.get('[data-testid="typed-seat"]').text();

describe('a seat being typed is kept with the drafts (a reload)', () => {
  beforeEach(() => localStorage.clear());

  it('shows the pending digit again, and the next digit makes the seat it began', async () => {
    // Ten seats: «1» may still become 10, so it waits.
    const game = dayOne('MMDSHCCCCC');
    const first = await consoleFor(moderatorView(game, 'g'));
    key('1');
    await flushPromises();
    expect(typedLine(first.wrapper)).toContain('Seat 1…');
    first.wrapper.unmount();

    const again = await consoleFor(moderatorView(game, 'g'));
    expect(typedLine(again.wrapper)).toContain('Seat 1…');
    key('0');
    await flushPromises();
    const highlighted = again.wrapper
      .findAll('[data-testid="seat"]')
      .filter((s) => s.classes().includes('is-highlight'))
      .map((s) => Number(s.attributes('data-seat')));
    expect(highlighted).toEqual([10]);
    again.wrapper.unmount();
  });

  it('does not show a digit typed at another step (the game moved on)', async () => {
    const game = dayOne('MMDSHCCCCC');
    const first = await consoleFor(moderatorView(game, 'g'));
    key('1');
    await flushPromises();
    first.wrapper.unmount();

    const speaker = game.state.speaker!;
    const later = step(game, { type: 'nominate', by: speaker, nominee: speaker === 7 ? 8 : 7 });
    const again = await consoleFor(moderatorView(later, 'g'));
    expect(typedLine(again.wrapper)).not.toContain('Seat 1…');
    again.wrapper.unmount();
  });
});
