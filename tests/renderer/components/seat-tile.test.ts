// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import SeatTile from '../../../renderer/moderator/components/SeatTile.vue';

function mountTile(attrs: Record<string, unknown> = {}) {
  return mount(SeatTile, {
    props: { seat: 7 },
    attrs: { class: 'card', 'data-testid': 'card-seat', ...attrs },
    slots: { default: '<span class="card-number">7</span><span class="card-name">Gleb</span>' },
  });
}

describe('a seat tile', () => {
  it('is a plain button (not a submit) for its seat, with the lines it is given in their order', () => {
    const button = mountTile().get('button');
    expect(button.attributes()).toMatchObject({
      type: 'button',
      'data-seat': '7',
      'data-testid': 'card-seat',
      class: 'card',
    });
    expect(button.findAll('span').map((span) => span.text())).toEqual(['7', 'Gleb']);
  });

  it('passes a click to the caller, and none while disabled', async () => {
    const clicks: number[] = [];
    const wrapper = mountTile({ onClick: () => clicks.push(7) });
    await wrapper.get('button').trigger('click');
    expect(clicks).toEqual([7]);
    const disabled = mountTile({ disabled: true, onClick: () => clicks.push(0) });
    expect(disabled.get('button').attributes('disabled')).toBeDefined();
    await disabled.get('button').trigger('click');
    expect(clicks).toEqual([7]);
  });
});
