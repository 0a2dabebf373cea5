// @vitest-environment happy-dom
/**
 * Tryout 6: the projector's head counted «生存 4 / 4 人» in a Copag game, which nobody leaves. Given no count
 * (a model that says nobody leaves), the head shows none; given one, it shows it as before.
 */
import { describe, expect, it } from 'vitest';
import PhaseHeader from '../../../renderer/projector/components/PhaseHeader.vue';
import { mountConsole } from './mount-kit.ts';

const props = { phase: 'play', round: 1, night: false, ended: false, title: 'Rodada 1', line: '', total: 4 };

describe("the projector's head", () => {
  it('shows no count of those still in where there is none, and the count where there is one', () => {
    const none = mountConsole(PhaseHeader, { props: { ...props, living: null } }, undefined, 'ja').wrapper;
    expect(none.find('[data-testid="projector-living-count"]').exists()).toBe(false);
    expect(none.text()).not.toContain('生存');
    const some = mountConsole(PhaseHeader, { props: { ...props, living: 3 } }, undefined, 'ja').wrapper;
    expect(some.get('[data-testid="projector-living-count"]').text()).toBe('生存：3/4人');
  });
});
