// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import PlayerGenderField from '../../../renderer/moderator/players/PlayerGenderField.vue';
import { useNewGameForm } from '../../../renderer/moderator/composables/useNewGameForm.ts';
import { mountConsole } from './mount-kit.ts';

// Issue 12 §3: the players page sets a player's optional gender; the new-game roster gives one per seat.

describe("the players page's gender field", () => {
  it('shows the record\'s gender and sends a change, or null for "not set"', async () => {
    const { wrapper, station } = mountConsole(PlayerGenderField, {
      props: { player: { playerId: 7, name: 'Anna', gamesPlayed: 1, lastPlayed: null, gender: 'female' } },
    });
    const sent: unknown[] = [];
    station.bridge.request = (async (name: string, payload: { gender: string | null }) => {
      sent.push({ name, payload });
      return {
        ok: true,
        value: { playerId: 7, name: 'Anna', gamesPlayed: 1, lastPlayed: null, gender: payload.gender },
      };
    }) as never;
    const select = wrapper.get('[data-testid="player-gender"]');
    expect((select.element as HTMLSelectElement).value).toBe('female');
    await select.setValue('');
    await flushPromises();
    expect(sent).toEqual([{ name: 'player.set-gender', payload: { playerId: 7, gender: null } }]);
    expect(wrapper.emitted('changed')?.[0]?.[0]).toMatchObject({ gender: null });
  });
});

describe("the new-game roster's genders", () => {
  it("are sent seat by seat where one is given (null: the record's), and not at all when none is", () => {
    const form = useNewGameForm('davidoff-1987');
    form.setNames(['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor']);
    expect(form.request()).not.toHaveProperty('genders');
    form.rows.value[0]!.gender = 'female';
    form.rows.value[3]!.gender = 'male';
    expect(form.request().genders).toEqual(['female', null, null, 'male', null, null]);
  });
});
