// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { optionFields } from '../../../shared/contract/index.ts';
import OptionField from '../../../renderer/moderator/components/OptionField.vue';
import { mountConsole } from './mount-kit.ts';

const dealing = optionFields('davidoff-1987').find((f) => f.name === 'dealing')!;

function mountDealing(value: unknown) {
  return mountConsole(OptionField, {
    props: { rulesetId: 'davidoff-1987', field: dealing, value, preset: undefined, edited: false, players: 7 },
  });
}

describe('an option field', () => {
  it('shows a choice the preset leaves out as its first choice, with that choice’s hint (the 1987 dealing)', () => {
    const { wrapper } = mountDealing(undefined);
    const select = wrapper.find('select').element as HTMLSelectElement;
    expect(select.value).toBe('station');
    expect(wrapper.text()).toContain('The station draws the roles');
    expect(wrapper.text()).not.toContain('option.');
  });

  it('shows a chosen value as it is', () => {
    const { wrapper } = mountDealing('physical');
    expect((wrapper.find('select').element as HTMLSelectElement).value).toBe('physical');
    expect(wrapper.text()).toContain('You deal real cards');
  });
});
