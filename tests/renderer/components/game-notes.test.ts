// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import GameNotes from '../../../renderer/moderator/components/GameNotes.vue';
import { mountConsole } from './mount-kit.ts';

/** The notes panel of game `g`, whose stored notes are empty; the station keeps what it is sent. */
async function notesPanel() {
  const mounted = mountConsole(GameNotes, { props: { gameId: 'g' } }, (name, payload) =>
    name === 'game.set-notes' ? { notes: (payload as { notes: string }).notes } : { notes: '' },
  );
  await flushPromises();
  return mounted;
}

/** The notes the panel sent to the station, in order. */
function notesSent(requests: { name: string; payload: unknown }[]): string[] {
  return requests.filter((r) => r.name === 'game.set-notes').map((r) => (r.payload as { notes: string }).notes);
}

describe("a game's notes are kept without a press of Save (tryout 12: typed at the result, lost at G)", () => {
  it('are saved when the box is left', async () => {
    const { wrapper, station } = await notesPanel();
    const box = wrapper.get('[data-testid="game-notes-text"]');
    await box.setValue('Boris accused Clara twice without reason');
    await box.trigger('change');
    await flushPromises();
    expect(notesSent(station.requests)).toEqual(['Boris accused Clara twice without reason']);
    expect(wrapper.find('[data-testid="notes-saved"]').exists()).toBe(true);
    wrapper.unmount();
  });

  it('are saved when the panel goes (the next game, or the game closed) with notes typed and not saved', async () => {
    const { wrapper, station } = await notesPanel();
    await wrapper.get('[data-testid="game-notes-text"]').setValue('talk to him');
    wrapper.unmount();
    await flushPromises();
    expect(notesSent(station.requests)).toEqual(['talk to him']);
  });

  it('send nothing more when nothing changed', async () => {
    const { wrapper, station } = await notesPanel();
    await wrapper.get('[data-testid="game-notes-text"]').trigger('change');
    wrapper.unmount();
    await flushPromises();
    expect(notesSent(station.requests)).toEqual([]);
  });
});
