// @vitest-environment happy-dom
/**
 * Issue 12 (club tryout): the dashed "typed" outline stayed on the last typed seat after its entry was
 * recorded. Once the station records the step, no seat keeps the mark.
 */
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { moderatorView } from '../../../shared/engine/index.ts';
import { clearTypedSeat } from '../../../renderer/moderator/composables/useSeatEntry.ts';
import RulesetConsole from '../../../renderer/moderator/console/RulesetConsole.vue';
import { dayOne, step } from '../../engine/city-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

function key(name: string): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }));
}

describe("the typed seat's outline", () => {
  it('clears once the entry it went into is recorded', async () => {
    clearTypedSeat();
    const game = dayOne('MMDSHCCCCC');
    const speaker = game.state.speaker!;
    const nominee = speaker === 7 ? 8 : 7;
    const { wrapper, station } = mountConsole(RulesetConsole, { attachTo: document.body });
    await station.push(moderatorView(game, 'g'));
    await flushPromises();
    key(String(nominee));
    await flushPromises();
    const marked = () =>
      wrapper
        .findAll('[data-testid="seat"]')
        .filter((s) => s.classes().includes('is-highlight') || s.classes().includes('is-typed'))
        .map((s) => Number(s.attributes('data-seat')));
    expect(marked()).toEqual([nominee]);
    key('Enter');
    await flushPromises();
    expect(
      station.requests.some((r) => (r.payload as { command?: { type: string } }).command?.type === 'nominate'),
    ).toBe(true);
    // The station recorded it: the next view comes.
    await station.push(moderatorView(step(game, { type: 'nominate', by: speaker, nominee }), 'g'));
    await flushPromises();
    expect(marked()).toEqual([]);
    wrapper.unmount();
  });
});
