// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import SeatCover from '../../../renderer/moderator/components/SeatCover.vue';

function mountCover() {
  return mount(SeatCover, {
    props: { seat: 4 },
    attrs: { class: 'role-cover', 'data-testid': 'role-cover' },
    slots: { default: '<button data-testid="inside">Show my card</button>' },
  });
}

describe("a seat's cover", () => {
  it('is a modal dialog for its seat, with the caller’s class, test id and content', () => {
    const cover = mountCover().get('[data-testid="role-cover"]');
    expect(cover.attributes()).toMatchObject({
      role: 'dialog',
      'aria-modal': 'true',
      'data-seat': '4',
      class: 'role-cover',
    });
    expect(cover.get('[data-testid="inside"]').text()).toBe('Show my card');
  });

  it('asks to close on Escape, from anywhere inside it, and on no other key', async () => {
    const wrapper = mountCover();
    await wrapper.get('[data-testid="inside"]').trigger('keydown', { key: 'Enter' });
    expect(wrapper.emitted('close')).toBeUndefined();
    await wrapper.get('[data-testid="inside"]').trigger('keydown', { key: 'Escape' });
    expect(wrapper.emitted('close')).toHaveLength(1);
  });
});
