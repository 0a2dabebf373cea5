// @vitest-environment happy-dom
/**
 * Each press of undo or redo is one step the moderator means (tryout 11: four Ctrl+Z at machine speed applied
 * one, because a press made while the last command waited for the station was dropped without a word). The
 * presses are queued and sent in order, each once the one before is answered; a refusal stops the rest and
 * the console says how many were not sent.
 */
import { flushPromises } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { describe, expect, it } from 'vitest';
import { moderatorView, type ModeratorView } from '../../../shared/engine/index.ts';
import { useUndoShortcut } from '../../../renderer/moderator/composables/useUndoShortcut.ts';
import StepsDroppedNotice from '../../../renderer/moderator/components/StepsDroppedNotice.vue';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { dayOne } from '../../engine/city-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

/** The store, the undo keys bound as the app binds them (with no unsent input), and the notice of presses not sent. */
const Host = defineComponent({
  setup() {
    const game = useGameStore();
    useUndoShortcut({ undo: () => void game.undo(), redo: () => void game.redo(), enabled: () => true });
    return () => h(StepsDroppedNotice);
  },
});

/** A slow station: it records each command and answers only when the test says, pushing the command's view first. */
async function slowStation() {
  const { wrapper, station } = mountConsole(Host, { attachTo: document.body });
  let shown: ModeratorView = moderatorView(dayOne('PMDSHKCCCC'), 'g');
  await station.push(shown);
  const sent: { expectedVersion: number; command: { type: string } }[] = [];
  const waiting: ((value: unknown) => void)[] = [];
  station.bridge.request = ((_name: string, payload: unknown) => {
    sent.push(payload as (typeof sent)[number]);
    return new Promise((resolve) => waiting.push(resolve));
  }) as never;
  /** Answers the oldest command waiting: applied (its view pushed first, as the station does) or refused. */
  async function answer(applied: boolean, code = 'undo.nothing-to-undo'): Promise<void> {
    const resolve = waiting.shift()!;
    if (applied) {
      shown = { ...shown, version: shown.version + 1 };
      await station.push(shown);
      resolve({ ok: true, value: { version: shown.version, duplicate: false } });
    } else resolve({ ok: false, error: { kind: 'rule', code, params: {} } });
    await flushPromises();
  }
  return { wrapper, sent, waiting, answer, game: useGameStore() };
}

function press(shift: boolean): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, shiftKey: shift }));
}

describe('undo and redo pressed faster than the station answers', () => {
  it('the store sends every undo and redo in order, each for the version the one before led to', async () => {
    const { sent, answer, game, wrapper } = await slowStation();
    const start = game.current!.version;
    const results = [game.undo(), game.undo(), game.undo(), game.redo()];
    await flushPromises();
    // One at a time: the second waits for the first's answer.
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 4; i++) await answer(true);
    expect(await Promise.all(results)).toEqual([true, true, true, true]);
    expect(sent.map((p) => [p.command.type, p.expectedVersion])).toEqual([
      ['undo', start],
      ['undo', start + 1],
      ['undo', start + 2],
      ['redo', start + 3],
    ]);
    expect(game.stepsQueued).toBe(0);
    wrapper.unmount();
  });

  it('four Ctrl+Z then four Ctrl+Shift+Z at machine speed send eight steps', async () => {
    const { sent, answer, waiting, wrapper } = await slowStation();
    for (let i = 0; i < 4; i++) press(false);
    for (let i = 0; i < 4; i++) press(true);
    await flushPromises();
    while (waiting.length > 0) await answer(true);
    expect(sent.map((p) => p.command.type)).toEqual(['undo', 'undo', 'undo', 'undo', 'redo', 'redo', 'redo', 'redo']);
    expect(wrapper.find('[data-testid="steps-dropped"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('a refused undo stops the presses queued behind it, and the console says how many were not sent', async () => {
    const { sent, answer, game, wrapper } = await slowStation();
    for (let i = 0; i < 4; i++) press(false);
    await flushPromises();
    await answer(true);
    await answer(false);
    expect(sent.map((p) => p.command.type)).toEqual(['undo', 'undo']);
    expect(game.stepsQueued).toBe(0);
    const notice = wrapper.get('[data-testid="steps-dropped"]');
    expect(notice.attributes('data-refused')).toBe('undo');
    expect(notice.text()).toContain('the 2 undo or redo presses after it were not sent');
    // A press after the refusal is the moderator's new step: it goes.
    press(true);
    await flushPromises();
    expect(sent.map((p) => p.command.type)).toEqual(['undo', 'undo', 'redo']);
    wrapper.unmount();
  });

  it('an undo pressed while another command waits for its answer goes once that answer comes', async () => {
    const { sent, answer, game, wrapper } = await slowStation();
    const nominated = game.send({ type: 'nominate', nominee: 7 } as never);
    press(false);
    await flushPromises();
    expect(sent.map((p) => p.command.type)).toEqual(['nominate']);
    await answer(true);
    expect(await nominated).toBe(true);
    expect(sent.map((p) => p.command.type)).toEqual(['nominate', 'undo']);
    wrapper.unmount();
  });
});
