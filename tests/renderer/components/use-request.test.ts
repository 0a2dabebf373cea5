// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import type { BridgeResult } from '../../../renderer/common/bridge/index.ts';
import { useRequest } from '../../../renderer/moderator/composables/useRequest.ts';
import { useTournament } from '../../../renderer/moderator/tournaments/useTournament.ts';
import { mountConsole } from './mount-kit.ts';

/** A bridge answer the test settles by hand, so that calls can overlap in any order. */
function deferred() {
  let settle!: (result: BridgeResult<unknown>) => void;
  const answer = new Promise<BridgeResult<unknown>>((resolve) => (settle = resolve));
  return { answer, settle };
}

const REFUSED: BridgeResult<unknown> = {
  ok: false,
  error: { kind: 'rule', code: 'tournament.not-found', params: {} } as never,
};

/** Mounts a component that holds one useRequest (or what `setup` returns) and hands its state to the test. */
function mountWith<T>(setup: () => T) {
  let state!: T;
  const Holder = defineComponent({
    setup() {
      state = setup();
      return () => h('div');
    },
  });
  const mounted = mountConsole(Holder);
  const pending = new Map<string, ReturnType<typeof deferred>>();
  mounted.station.bridge.request = ((name: string) => {
    const call = deferred();
    pending.set(name, call);
    return call.answer;
  }) as never;
  return { state, pending };
}

describe('useRequest keeps one state per call', () => {
  it('a refusal stays when another request sent beside it succeeds later', async () => {
    const { state, pending } = mountWith(() => useRequest());
    const got = state.run('tournament.get', { tournamentId: 't' });
    const standings = state.run('tournament.standings', { tournamentId: 't' });
    pending.get('tournament.get')!.settle(REFUSED);
    await got;
    expect(state.error.value).toEqual(REFUSED.ok ? null : REFUSED.error);
    pending.get('tournament.standings')!.settle({ ok: true, value: {} });
    await standings;
    expect(state.error.value).toEqual(REFUSED.ok ? null : REFUSED.error);
  });

  it('is busy until the last of its calls is answered', async () => {
    const { state, pending } = mountWith(() => useRequest());
    const first = state.run('tournament.get', { tournamentId: 't' });
    const second = state.run('tournament.standings', { tournamentId: 't' });
    expect(state.busy.value).toBe(true);
    pending.get('tournament.get')!.settle({ ok: true, value: {} });
    await first;
    expect(state.busy.value).toBe(true);
    pending.get('tournament.standings')!.settle({ ok: true, value: {} });
    await second;
    expect(state.busy.value).toBe(false);
  });

  it('the same request answered again clears its own refusal, and an older answer does not override a newer one', async () => {
    const { state, pending } = mountWith(() => useRequest());
    const old = state.run('tournament.get', { tournamentId: 't' });
    const oldCall = pending.get('tournament.get')!;
    const fresh = state.run('tournament.get', { tournamentId: 't' });
    pending.get('tournament.get')!.settle({ ok: true, value: {} });
    await fresh;
    oldCall.settle(REFUSED);
    await old;
    expect(state.error.value).toBeNull();
    const again = state.run('tournament.get', { tournamentId: 't' });
    pending.get('tournament.get')!.settle(REFUSED);
    await again;
    expect(state.error.value).not.toBeNull();
    const retry = state.run('tournament.get', { tournamentId: 't' });
    pending.get('tournament.get')!.settle({ ok: true, value: {} });
    await retry;
    expect(state.error.value).toBeNull();
  });

  it("useTournament.reload shows the tournament's refusal even when the standings and games arrive after it", async () => {
    const { state, pending } = mountWith(() => useTournament(() => 't'));
    const reload = state.reload();
    await flushPromises();
    pending.get('tournament.get')!.settle(REFUSED);
    await flushPromises();
    pending.get('tournament.standings')!.settle({ ok: true, value: { rows: [] } });
    pending.get('game.search')!.settle({ ok: true, value: { games: [], total: 0 } });
    await reload;
    expect(state.error.value).toEqual(REFUSED.ok ? null : REFUSED.error);
  });
});
