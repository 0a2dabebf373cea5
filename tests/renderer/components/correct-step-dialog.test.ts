// @vitest-environment happy-dom
/**
 * The correct-step dialog against a real station (on an in-memory archive): it loads the step's form,
 * draws the console's command forms for the prompts of then, sends the correction and shows its result,
 * or the refusal next to the form.
 */
import { flushPromises, mount } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { createStation } from '../../../electron/station/index.ts';
import { MODERATOR_BRIDGE } from '../../../renderer/common/composables/useBridge.ts';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import CorrectStepDialog from '../../../renderer/moderator/archive/CorrectStepDialog.vue';
import { fixedRandom, SEVEN } from '../../station/helpers.ts';
import { memoryArchive } from '../../station/memory-archive.ts';
import { fakeBridge } from './mount-kit.ts';
import { DAY_1, DAY_2_EXECUTES_7, NIGHT_1, OPENING } from '../../fixtures/seven-1987.ts';

/** A 1987 game of seven to its first night (seats 6 and 7 are the mafia): seat 6 accused, 2 hands (not enough), night carried. */
const ACQUITTED_DAY = [
  ...OPENING,
  { type: 'accuse', accuser: 1, accused: 6 },
  { type: 'resolve-vote', yes: 2 },
  { type: 'propose-night', proposer: 2 },
  { type: 'resolve-vote', yes: 5 },
];

/** A finished 1987 game of seven: seat 6 voted out on day 1, seat 1 killed at night (step 7), seat 7 voted out on day 2. */
const FINISHED = [...OPENING, ...DAY_1, ...NIGHT_1, ...DAY_2_EXECUTES_7];

/** A 1987 game on a real station, its commands played in order. */
function stationWithGame(commands: Record<string, unknown>[] = ACQUITTED_DAY) {
  const station = createStation({
    archive: memoryArchive(),
    random: fixedRandom(),
    clock: () => new Date('2026-11-22T20:00:00Z'),
  });
  const created = station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN });
  if (!created.ok) throw new Error('not created');
  const { gameId } = created.value;
  commands.forEach((command, i) =>
    station.request('game.command', { gameId, commandId: `c${i}`, expectedVersion: i + 1, command }),
  );
  return { station, gameId };
}

function mountDialog(step: number, commands?: Record<string, unknown>[]) {
  const { station, gameId } = stationWithGame(commands);
  const fake = fakeBridge();
  fake.bridge.request = (async (name: string, payload: unknown) => {
    fake.requests.push({ name, payload });
    return station.request(name as never, payload);
  }) as typeof fake.bridge.request;
  const pinia = createPinia();
  setActivePinia(pinia);
  const wrapper = mount(CorrectStepDialog, {
    props: { gameId, step },
    global: {
      plugins: [pinia, createStationI18n('en', MESSAGES)],
      provide: { [MODERATOR_BRIDGE as symbol]: fake.bridge },
    },
  });
  return { wrapper, requests: fake.requests, station, gameId };
}

describe('the correct-step dialog', () => {
  it('draws the forms the step offered, prefilled with what was entered, and corrects the step', async () => {
    const { wrapper, requests, station, gameId } = mountDialog(4);
    await flushPromises();
    expect(requests[0]).toEqual({ name: 'game.step-form', payload: { gameId, step: 4 } });
    expect(wrapper.get('[data-testid="correct-step-recorded"]').text()).toContain('2');
    const forms = wrapper.findAll('[data-testid="command-form"]');
    expect(forms.map((f) => f.attributes('data-command'))).toContain('resolve-vote');
    const vote = wrapper.get('[data-command="resolve-vote"]');
    await vote.get('[data-testid="count-yes"]').setValue(5);
    await vote.trigger('submit');
    await flushPromises();
    expect(requests.at(-1)).toEqual({
      name: 'game.correct',
      payload: { gameId, step: 4, command: { type: 'resolve-vote', yes: 5 } },
    });
    // The execution does not end the day: the proposal of night and its vote replay on top of it.
    expect(wrapper.get('[data-testid="correct-step-result"]').text()).toBe(
      'Corrected: 2 later steps replayed, 0 dropped.',
    );
    expect(wrapper.emitted('corrected')).toEqual([[{ version: 11, replayed: 2, dropped: 0 }]]);
    expect(
      (station.currentModeratorView()?.players.find((p) => p.seat === 6) as { alive?: boolean } | undefined)?.alive,
    ).toBe(false);
  });

  it('prefills the seats of the recorded command, and shows the rules\u2019 refusal next to the form', async () => {
    const { wrapper } = mountDialog(3);
    await flushPromises();
    const accuse = wrapper.get('[data-command="accuse"]');
    expect(accuse.findAll('[data-testid="seat-value"]').map((s) => s.attributes('data-value'))).toEqual(['1', '6']);
    // Seat 6 accusing himself: the rules refuse it, and nothing is written.
    await wrapper.get('[data-seat="6"]').trigger('click');
    const picked = accuse.findAll('[data-testid="seat-value"]').map((s) => s.attributes('data-value'));
    expect(picked).toEqual(['1', '6']);
    await accuse
      .findAll('button')
      .find((b) => b.text() === '×')!
      .trigger('click');
    await wrapper.get('[data-testid="seat-grid"] [data-seat="6"]').trigger('click');
    expect(accuse.findAll('[data-testid="seat-value"]').map((s) => s.attributes('data-value'))).toEqual(['6', '6']);
    await accuse.trigger('submit');
    await flushPromises();
    expect(accuse.get('[data-testid="command-error"]').text()).not.toBe('');
    expect(wrapper.find('[data-testid="correct-step-result"]').exists()).toBe(false);
  });

  it('sent as the step stands, writes nothing and says so (tryout13)', async () => {
    // The form sent unchanged rewound the game and replayed every later step, with no word.
    const { wrapper, requests, station, gameId } = mountDialog(4);
    await flushPromises();
    const version = station.currentModeratorView()?.version;
    await wrapper.get('[data-command="resolve-vote"]').trigger('submit');
    await flushPromises();
    expect(requests.filter((r) => r.name === 'game.correct')).toEqual([]);
    expect(wrapper.get('[data-testid="correct-step-unchanged"]').text()).toBe(
      'Step 4 already reads so: nothing was written. Change what was entered wrong, then send it.',
    );
    expect(station.request('game.step-form', { gameId, step: 4 }).ok).toBe(true);
    expect(station.currentModeratorView()?.version).toBe(version);
    // Changed, it is written, and the line goes.
    await wrapper.get('[data-command="resolve-vote"] [data-testid="count-yes"]').setValue(5);
    await wrapper.get('[data-command="resolve-vote"]').trigger('submit');
    await flushPromises();
    expect(requests.filter((r) => r.name === 'game.correct')).toHaveLength(1);
    expect(wrapper.find('[data-testid="correct-step-unchanged"]').exists()).toBe(false);
  });

  it('starts a vote\u2019s form from the hands recorded, not from 0 (club tryout)', async () => {
    const { wrapper } = mountDialog(4);
    await flushPromises();
    const yes = wrapper.get('[data-command="resolve-vote"] [data-testid="count-yes"]').element as HTMLInputElement;
    expect(yes.value).toBe('2');
  });

  it('asks before a correction that drops later steps and reopens a finished game; Cancel writes nothing (club tryout)', async () => {
    const { wrapper, requests, gameId } = mountDialog(7, FINISHED);
    await flushPromises();
    const corrections = () => requests.filter((r) => r.name === 'game.correct');
    // The mafia's note named seat 2, not seat 1: seat 2 dies, and cannot accuse on day 2.
    await wrapper.get('[data-testid="seat-grid"] [data-seat="2"]').trigger('click');
    await wrapper.get('[data-command="night-note"]').trigger('submit');
    await flushPromises();
    const confirm = wrapper.get('[data-testid="correct-step-confirm"]');
    expect(confirm.text()).toContain('Later steps dropped: 2.');
    expect(confirm.text()).toContain('The game is over now (Honest won).');
    expect(corrections()).toEqual([]);
    await wrapper.get('[data-testid="correct-step-cancel"]').trigger('click');
    expect(wrapper.find('[data-testid="correct-step-confirm"]').exists()).toBe(false);
    expect(corrections()).toEqual([]);

    await wrapper.get('[data-command="night-note"]').trigger('submit');
    await flushPromises();
    await wrapper.get('[data-testid="correct-step-apply"]').trigger('click');
    await flushPromises();
    expect(corrections()).toEqual([
      { name: 'game.correct', payload: { gameId, step: 7, command: { type: 'night-note', seat: 7, target: 2 } } },
    ]);
    expect(wrapper.get('[data-testid="correct-step-result"]').text()).toContain(
      'Corrected: 1 later steps replayed, 2 dropped.',
    );
  });

  it('says why a step cannot be corrected', async () => {
    const { wrapper } = mountDialog(0);
    await flushPromises();
    expect(wrapper.get('[data-testid="correct-step-refused"]').text()).toBe(
      "The game's setup (step 0) cannot be corrected.",
    );
    expect(wrapper.find('[data-testid="command-form"]').exists()).toBe(false);
  });
});
