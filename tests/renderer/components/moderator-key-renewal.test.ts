// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import ModeratorKeyRenewal from '../../../renderer/moderator/components/ModeratorKeyRenewal.vue';
import { mountConsole } from './mount-kit.ts';

// Issue 12 §4: "with a way to issue a new key" from the console, not only the command line.

function mountRenewal(holdsKey: boolean) {
  const { wrapper, station } = mountConsole(ModeratorKeyRenewal);
  Object.assign(station.bridge, { holdsKey });
  const asked: string[] = [];
  station.bridge.request = (async (name: string) => {
    asked.push(name);
    return { ok: true, value: { token: 'a'.repeat(64) } };
  }) as never;
  return { wrapper, asked };
}

describe('the new moderator key button', () => {
  it('asks for a confirmation, then for a new key, and shows the new moderator link', async () => {
    const { wrapper, asked } = mountRenewal(true);
    await wrapper.vm.$forceUpdate();
    await wrapper.get('[data-testid="moderator-key-new"]').trigger('click');
    expect(asked).toEqual([]);
    expect(wrapper.get('[data-testid="moderator-key-confirm"]').text()).toContain('cut off every other moderator page');
    await wrapper.get('[data-testid="moderator-key-yes"]').trigger('click');
    await flushPromises();
    expect(asked).toEqual(['station.new-moderator-key']);
    expect((wrapper.get('[data-testid="moderator-key-link"]').element as HTMLInputElement).value).toMatch(
      /\/moderator\/\?token=a{64}$/,
    );
  });

  it('cancelling sends nothing', async () => {
    const { wrapper, asked } = mountRenewal(true);
    await wrapper.vm.$forceUpdate();
    await wrapper.get('[data-testid="moderator-key-new"]').trigger('click');
    await wrapper.get('[data-testid="moderator-key-cancel"]').trigger('click');
    await flushPromises();
    expect(asked).toEqual([]);
    expect(wrapper.find('[data-testid="moderator-key-new"]').exists()).toBe(true);
  });

  it('the desktop app, which has no key, shows nothing', () => {
    const { wrapper } = mountRenewal(false);
    expect(wrapper.find('[data-testid="moderator-key"]').exists()).toBe(false);
  });
});
