// @vitest-environment happy-dom
/**
 * A refusal is old news once the moderator sends again: the store drops it when the next command goes, not when
 * its answer comes. Before, the refused command's message came back on the form for as long as the next one was
 * in flight (its form clears "edited since" when it sends), and a console read under load looked refused again
 * (testtime helper: city-mafia-game.spec.ts failed so at load 7–12).
 */
import { defineComponent, h } from 'vue';
import { describe, expect, it } from 'vitest';
import { moderatorView } from '../../../shared/engine/index.ts';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { dayOne } from '../../engine/city-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

const Host = defineComponent({
  setup() {
    useGameStore();
    return () => h('div');
  },
});

describe('the game store’s refusal', () => {
  it('goes as the next command is sent, before its answer', async () => {
    const { station } = mountConsole(Host);
    await station.push(moderatorView(dayOne('PMDSHKCCCC'), 'g'));
    const game = useGameStore();
    const refusal = { kind: 'rule', code: 'city-mafia.no-such-seat', params: {} };
    station.bridge.request = async () => ({ ok: false, error: refusal }) as never;
    expect(await game.send({ type: 'nominate', nominee: 11 } as never)).toBe(false);
    expect(game.lastError).toEqual(refusal);

    let answer!: (value: unknown) => void;
    station.bridge.request = () => new Promise((resolve) => (answer = resolve)) as never;
    const sent = game.send({ type: 'nominate', nominee: 7 } as never);
    expect(game.lastError).toBeNull();
    expect(game.lastErrorCommand).toBeNull();
    answer({ ok: true, value: { version: 99, duplicate: false } });
    expect(await sent).toBe(true);
  });
});
