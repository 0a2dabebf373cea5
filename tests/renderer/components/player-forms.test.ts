// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { PlayerListEntry } from '../../../shared/contract/index.ts';
import PlayerMergeForm from '../../../renderer/moderator/players/PlayerMergeForm.vue';
import PlayerRenameForm from '../../../renderer/moderator/players/PlayerRenameForm.vue';
import { mountConsole } from './mount-kit.ts';

const ANNA: PlayerListEntry = { playerId: 1, name: 'Anna', gamesPlayed: 3, lastPlayed: '2026-11-22T18:00:00Z' };

describe("a player's rename and merge", () => {
  it('shows a name taken by another player with the offer to merge the two', async () => {
    const { wrapper, station } = mountConsole(PlayerRenameForm, { props: { player: ANNA } });
    station.bridge.request = (async () => ({
      ok: false,
      error: { kind: 'rule', code: 'player.name-taken', params: { name: 'Anya', otherPlayerId: 7, otherName: 'Anya' } },
    })) as never;
    await wrapper.get('[data-testid="rename-input"]').setValue('Anya');
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[data-testid="rename-error"]').text()).toContain('already belongs to another player');
    await wrapper.get('[data-testid="rename-offer-merge"]').trigger('click');
    expect(wrapper.emitted('merge')).toEqual([[7, 'Anya']]);
  });

  it('keeps a pasted name too long whole and shows the station’s refusal, not a name cut to the limit (tryout 12)', async () => {
    const { wrapper, station } = mountConsole(PlayerRenameForm, { props: { player: ANNA } });
    const sent: unknown[] = [];
    station.bridge.request = (async (name: string, payload: unknown) => {
      sent.push(payload);
      return { ok: false, error: { kind: 'rule', code: 'player.name-too-long', params: { length: 60, max: 40 } } };
    }) as never;
    const long = 'A'.repeat(60);
    const input = wrapper.get('[data-testid="rename-input"]');
    expect(Number(input.attributes('maxlength'))).toBeGreaterThanOrEqual(long.length);
    await input.setValue(long);
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(sent).toEqual([{ playerId: 1, name: long }]);
    expect(wrapper.get('[data-testid="rename-error"]').text()).toBe(
      'The new name is too long: 60 characters, at most 40.',
    );
  });

  it('merges the other player proposed, and shows the refusal for two who sat in the same game', async () => {
    const { wrapper, station } = mountConsole(PlayerMergeForm, {
      props: { player: ANNA, proposed: { playerId: 7, name: 'Anya' } },
    });
    const sent: unknown[] = [];
    station.bridge.request = (async (name: string, payload: unknown) => {
      sent.push({ name, payload });
      return { ok: false, error: { kind: 'rule', code: 'player.merge-same-game', params: { gameId: 'g-42' } } };
    }) as never;
    await wrapper.get('[data-testid="merge-confirm"]').trigger('click');
    await flushPromises();
    expect(sent).toEqual([{ name: 'player.merge', payload: { keepId: 1, mergeId: 7 } }]);
    const error = wrapper.get('[data-testid="merge-error"]');
    expect(error.attributes('data-code')).toBe('player.merge-same-game');
    expect(error.text()).toContain('sat in the same game (g-42)');
    expect(wrapper.emitted('merged')).toBeUndefined();
  });
});
