// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import ReplaySlider from '../../../renderer/moderator/archive/ReplaySlider.vue';
import { mountConsole } from './mount-kit.ts';

function press(key: string, target: EventTarget = window): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
}

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
});

function mountSlider(step: number, steps = 10) {
  const { wrapper } = mountConsole(ReplaySlider, { props: { steps, modelValue: step }, attachTo: document.body });
  unmount = () => wrapper.unmount();
  return wrapper;
}

describe('the replay slider', () => {
  it('moves one step with ← and → from anywhere on the page', () => {
    const wrapper = mountSlider(4);
    press('ArrowLeft');
    press('ArrowRight');
    expect(wrapper.emitted('update:modelValue')).toEqual([[3], [5]]);
  });

  it('stays within the game: no step before 0 or after the last', async () => {
    const wrapper = mountSlider(0, 3);
    press('ArrowLeft');
    expect(wrapper.emitted('update:modelValue')).toBeUndefined();
    await wrapper.setProps({ modelValue: 2 });
    press('ArrowRight');
    expect(wrapper.emitted('update:modelValue')).toBeUndefined();
    expect(wrapper.find('[data-testid="replay-forward"]').attributes('disabled')).toBeDefined();
  });

  it('follows the range input and the buttons, and says where it is', async () => {
    const wrapper = mountSlider(5, 12);
    expect(wrapper.find('[data-testid="replay-position"]').text()).toBe('Step 5 of 11');
    expect(wrapper.find('[data-testid="replay-range"]').attributes('max')).toBe('11');
    await wrapper.find('[data-testid="replay-range"]').setValue('9');
    await wrapper.find('[data-testid="replay-back"]').trigger('click');
    await wrapper.find('[data-testid="replay-forward"]').trigger('click');
    expect(wrapper.emitted('update:modelValue')).toEqual([[9], [4], [6]]);
  });

  it('leaves the arrow keys to a text field being typed in', () => {
    const wrapper = mountSlider(4);
    const input = document.createElement('input');
    document.body.append(input);
    press('ArrowLeft', input);
    input.remove();
    expect(wrapper.emitted('update:modelValue')).toBeUndefined();
  });

  it('stops listening once it is gone', () => {
    const wrapper = mountSlider(4);
    wrapper.unmount();
    unmount = null;
    press('ArrowLeft');
    expect(wrapper.emitted('update:modelValue')).toBeUndefined();
  });
});
