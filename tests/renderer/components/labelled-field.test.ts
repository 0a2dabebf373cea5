// @vitest-environment happy-dom
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import LabelledField from '../../../renderer/moderator/components/LabelledField.vue';

function mountField(props: { label: string; labelTestid?: string }, attrs: Record<string, string> = {}) {
  return mount(LabelledField, {
    props,
    attrs,
    slots: { default: '<input data-testid="control" />' },
  });
}

describe('a labelled field', () => {
  it('is one label: the caption, then the control, so a click on the caption reaches the control', () => {
    const wrapper = mountField({ label: 'Player' });
    const label = wrapper.get('label.field');
    expect(label.element.children).toHaveLength(2);
    expect(label.element.children[0]!.tagName).toBe('SPAN');
    expect(label.get('span').text()).toBe('Player');
    expect(label.element.children[1]!.getAttribute('data-testid')).toBe('control');
  });

  it('names its caption for a test only when asked (no empty test id otherwise)', () => {
    expect(mountField({ label: 'Player' }).get('span').attributes('data-testid')).toBeUndefined();
    const named = mountField({ label: 'Viewers — one phase late', labelTestid: 'stream-viewer-words' });
    expect(named.get('[data-testid="stream-viewer-words"]').text()).toBe('Viewers — one phase late');
  });

  it("takes the caller's classes on its label (a wider column)", () => {
    expect(mountField({ label: 'Text' }, { class: 'wide' }).get('label').classes()).toEqual(['field', 'wide']);
  });
});
