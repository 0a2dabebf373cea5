// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import TimerPanel from '../../../renderer/moderator/console/TimerPanel.vue';
import { useTimerLengths } from '../../../renderer/moderator/console/useTimerLengths.ts';
import { mountConsole } from './mount-kit.ts';

/** The timer panel of a ruleset with its lengths open. */
async function lengthsOf(rulesetId: string) {
  const { wrapper } = mountConsole(TimerPanel, { props: { rulesetId, prompts: [] } });
  await wrapper.get('button.link').trigger('click');
  return wrapper;
}

describe('a timer length typed is checked where it is typed (tryout 12: any value was kept without a word)', () => {
  it.each(['0', '-30', '7.5', '99999', ''])(
    '"%s" is said to be no length, and the length kept is the last good one',
    async (typed) => {
      const wrapper = await lengthsOf('french-deck');
      const kept = useTimerLengths('french-deck').value.speech;
      await wrapper.get('[data-testid="timer-length-speech"]').setValue(typed);
      expect(wrapper.get('[data-testid="timer-length-refused-speech"]').text()).toBe(
        `A length is 5 to 600 whole seconds: ${kept} s kept.`,
      );
      expect(wrapper.get('[data-testid="timer-length-speech"]').attributes('aria-invalid')).toBe('true');
      expect(useTimerLengths('french-deck').value.speech).toBe(kept);
      wrapper.unmount();
    },
  );

  it('a good length is taken at once and the word goes; the lengths shown again are the kept ones', async () => {
    const wrapper = await lengthsOf('mensa-hungariqa');
    const field = wrapper.get('[data-testid="timer-length-defence"]');
    await field.setValue('0');
    expect(wrapper.find('[data-testid="timer-length-refused-defence"]').exists()).toBe(true);
    await field.setValue('45');
    expect(wrapper.find('[data-testid="timer-length-refused-defence"]').exists()).toBe(false);
    expect(useTimerLengths('mensa-hungariqa').value.defence).toBe(45);
    await field.setValue('1');
    // Closed and opened again, the fields show what is kept.
    await wrapper.get('button.link').trigger('click');
    await wrapper.get('button.link').trigger('click');
    expect((wrapper.get('[data-testid="timer-length-defence"]').element as HTMLInputElement).value).toBe('45');
    expect(wrapper.find('[data-testid="timer-length-refused-defence"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
