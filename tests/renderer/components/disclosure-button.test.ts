// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { defineComponent, ref } from 'vue';
import DisclosureButton from '../../../renderer/moderator/components/DisclosureButton.vue';

/** A panel that opens a part with the button, as the cards panel and the timer do. */
const Panel = defineComponent({
  components: { DisclosureButton },
  setup: () => ({ open: ref(false) }),
  template: `<div>
    <DisclosureButton v-model:open="open" class="toggle" data-testid="toggle">{{ open ? 'Hide' : 'Show' }}</DisclosureButton>
    <p v-if="open" data-testid="part">Part</p>
  </div>`,
});

describe('a disclosure button', () => {
  it('is a plain button (not a submit) that says whether its part is open', async () => {
    const wrapper = mount(Panel);
    const button = wrapper.get('[data-testid="toggle"]');
    expect(button.element.tagName).toBe('BUTTON');
    expect(button.attributes('type')).toBe('button');
    expect(button.attributes('aria-expanded')).toBe('false');
    expect(button.classes()).toEqual(['toggle']);
    expect(button.text()).toBe('Show');
    expect(wrapper.find('[data-testid="part"]').exists()).toBe(false);
  });

  it('opens the part on a click and closes it on the next', async () => {
    const wrapper = mount(Panel);
    const button = wrapper.get('[data-testid="toggle"]');
    await button.trigger('click');
    expect(button.attributes('aria-expanded')).toBe('true');
    expect(button.text()).toBe('Hide');
    expect(wrapper.find('[data-testid="part"]').exists()).toBe(true);
    await button.trigger('click');
    expect(button.attributes('aria-expanded')).toBe('false');
    expect(wrapper.find('[data-testid="part"]').exists()).toBe(false);
  });
});
