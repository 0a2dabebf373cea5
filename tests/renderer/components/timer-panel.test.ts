// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimerState } from '../../../shared/contract/index.ts';
import type { Prompt } from '../../../shared/engine/index.ts';
import { receiveTimer } from '../../../renderer/common/timer/received-timer.ts';
import TimerPanel from '../../../renderer/moderator/console/TimerPanel.vue';
import { clockText, DEFAULT_TIMER_LENGTHS, suggestedTimer } from '../../../renderer/moderator/console/timer-plan.ts';
import { mountConsole, Refusal } from './mount-kit.ts';

const SPEECH: Prompt = {
  key: 'prompt.city-mafia.speech',
  params: { seat: 4, seconds: 60, silenced: 0, nominated: 0, candidates: '' },
  commands: ['end-speech'],
  timer: { kind: 'speech', seat: 4 },
};

describe('the timer the step calls for', () => {
  it('a speech for the speaking seat, a last word, a defence, the mafia’s agreement at night', () => {
    expect(suggestedTimer([SPEECH], DEFAULT_TIMER_LENGTHS)).toEqual({ kind: 'speech', seat: 4, seconds: 60 });
    expect(
      suggestedTimer(
        [
          {
            key: 'prompt.city-mafia.last-word',
            params: { seat: 2 },
            commands: [],
            timer: { kind: 'last-word', seat: 2 },
          },
        ],
        DEFAULT_TIMER_LENGTHS,
      ),
    ).toEqual({ kind: 'last-word', seat: 2, seconds: 30 });
    expect(
      suggestedTimer(
        [{ key: 'prompt.city-mafia.defence', params: { seat: 7 }, commands: [], timer: { kind: 'defence', seat: 7 } }],
        DEFAULT_TIMER_LENGTHS,
      ),
    ).toMatchObject({ kind: 'defence', seconds: 30 });
    expect(
      suggestedTimer(
        [
          {
            key: 'prompt.city-mafia.night.mafia',
            params: { round: 1 },
            commands: [],
            timer: { kind: 'agreement', seat: null },
          },
        ],
        DEFAULT_TIMER_LENGTHS,
      ),
    ).toEqual({ kind: 'agreement', seat: null, seconds: 60 });
  });

  it('none for a prompt without a timer: a silenced speaker, a dead role’s step, a step that is not timed (tests/engine/prompt-timers.test.ts)', () => {
    expect(
      suggestedTimer(
        [{ key: SPEECH.key, params: { ...SPEECH.params, silenced: 1 }, commands: SPEECH.commands }],
        DEFAULT_TIMER_LENGTHS,
      ),
    ).toBeNull();
    expect(
      suggestedTimer(
        [{ key: 'prompt.city-mafia.night.mafia', params: { wait: 1 }, commands: [] }],
        DEFAULT_TIMER_LENGTHS,
      ),
    ).toBeNull();
    expect(
      suggestedTimer([{ key: 'prompt.city-mafia.vote', params: {}, commands: [] }], DEFAULT_TIMER_LENGTHS),
    ).toBeNull();
  });

  it('the moderator’s own lengths win', () => {
    expect(suggestedTimer([SPEECH], { ...DEFAULT_TIMER_LENGTHS, speech: 90 })?.seconds).toBe(90);
  });

  it('shows m:ss, rounded up so that 0:00 means time is up', () => {
    expect(clockText(60_000)).toBe('1:00');
    expect(clockText(9_001)).toBe('0:10');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-500)).toBe('0:00');
  });
});

describe('the timer panel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function panel() {
    const mounted = mountConsole(TimerPanel, { props: { rulesetId: 'city-mafia', prompts: [SPEECH] } });
    return mounted;
  }

  it('names its "add ten seconds" button in the console’s language (club tryout: "+10 s" in every language)', () => {
    const props = { rulesetId: 'city-mafia', prompts: [SPEECH] } as const;
    const text = (locale: 'en' | 'ru' | 'ja') =>
      mountConsole(TimerPanel, { props }, undefined, locale).wrapper.get('[data-testid="timer-add"]').text();
    expect([text('en'), text('ru'), text('ja')]).toEqual(['+10 s', '+10 с', '+10秒']);
  });

  it('Space starts the speech the step calls for, on the station', async () => {
    const { wrapper, station } = panel();
    expect(wrapper.get('[data-testid="timer-clock"]').text()).toBe('1:00');
    await wrapper.get('[data-testid="timer-toggle"]').trigger('click');
    expect(station.requests).toContainEqual({ name: 'timer.start', payload: { kind: 'speech', seat: 4, seconds: 60 } });
  });

  it('counts down what the station pushed, pauses it, and adds ten seconds', async () => {
    const { wrapper, station } = panel();
    const running: TimerState = {
      kind: 'speech',
      seat: 4,
      totalMs: 60_000,
      remainingMs: 60_000,
      running: true,
      revision: 1,
    };
    station.pushTimer(receiveTimer({ channel: 'timer.state', timer: running, revision: 1 }, performance.now()));
    await wrapper.vm.$nextTick();
    expect(wrapper.get('[data-testid="timer-panel"]').attributes('data-running')).toBe('true');
    await wrapper.get('[data-testid="timer-toggle"]').trigger('click');
    expect(station.requests.at(-1)).toEqual({ name: 'timer.pause', payload: {} });
    await wrapper.get('[data-testid="timer-add"]').trigger('click');
    expect(station.requests.at(-1)).toEqual({ name: 'timer.add', payload: { seconds: 10 } });
  });

  it('a speech ended with N starts the next speaker’s timer, unless the moderator turned that off', async () => {
    const { wrapper, station } = panel();
    await wrapper.setProps({
      prompts: [{ ...SPEECH, params: { ...SPEECH.params, seat: 5 }, timer: { kind: 'speech', seat: 5 } }],
    });
    await vi.runAllTimersAsync();
    expect(station.requests).toContainEqual({ name: 'timer.start', payload: { kind: 'speech', seat: 5, seconds: 60 } });
    await wrapper.get('[data-testid="timer-auto-start"]').setValue(false);
    await wrapper.setProps({
      prompts: [{ ...SPEECH, params: { ...SPEECH.params, seat: 6 }, timer: { kind: 'speech', seat: 6 } }],
    });
    await vi.runAllTimersAsync();
    expect(station.requests).not.toContainEqual({
      name: 'timer.start',
      payload: { kind: 'speech', seat: 6, seconds: 60 },
    });
    expect(globalThis.localStorage.getItem('mafia-station.timer-auto-start')).toBe('false');
    await wrapper.get('[data-testid="timer-auto-start"]').setValue(true);
  });

  it('steps taken fast (N into the next speech, then the vote) leave no timer running: the requests go in order', async () => {
    const { wrapper, station } = panel();
    await wrapper.setProps({
      prompts: [{ ...SPEECH, params: { ...SPEECH.params, seat: 5 }, timer: { kind: 'speech', seat: 5 } }],
    });
    await wrapper.setProps({ prompts: [{ key: 'prompt.city-mafia.vote', params: {}, commands: ['vote'] }] });
    await vi.runAllTimersAsync();
    const timerRequests = station.requests.filter((r) => r.name.startsWith('timer.')).map((r) => r.name);
    expect(timerRequests.at(-1)).toBe('timer.clear');
  });

  it('writes the unit after each length in the console’s language (tryout 8: «Речь … s»)', async () => {
    const props = { rulesetId: 'city-mafia', prompts: [SPEECH] } as const;
    for (const [locale, unit] of [
      ['ru', 'с'],
      ['hu', 'mp'],
      ['ja', '秒'],
      ['en', 's'],
    ] as const) {
      const { wrapper } = mountConsole(TimerPanel, { props }, undefined, locale);
      await wrapper.get('button.link').trigger('click');
      const labels = wrapper.findAll('[data-testid="timer-lengths"] label').map((label) => label.text());
      expect(labels, locale).toHaveLength(4);
      for (const label of labels) expect(label.endsWith(` ${unit}`), `${locale}: ${label}`).toBe(true);
    }
  });

  it('at 0:00 the button says what Space then does, start a timer, not "Pause" (tryout 8)', async () => {
    const { wrapper, station } = panel();
    const up: TimerState = { kind: 'speech', seat: 4, totalMs: 60_000, remainingMs: 0, running: true, revision: 2 };
    station.pushTimer(receiveTimer({ channel: 'timer.state', timer: up, revision: 2 }, performance.now()));
    await wrapper.vm.$nextTick();
    expect(wrapper.get('[data-testid="timer-toggle"]').text()).toBe('Start (Space)');
    await wrapper.get('[data-testid="timer-toggle"]').trigger('click');
    expect(station.requests.at(-1)).toEqual({ name: 'timer.start', payload: { kind: 'speech', seat: 4, seconds: 60 } });
  });

  it('says why Space started nothing: the station refused the timer under a held dawn (tryout9)', async () => {
    const held = { kind: 'rule', code: 'timer.dawn-held', params: {} };
    const { wrapper } = mountConsole(TimerPanel, { props: { rulesetId: 'city-mafia', prompts: [] } }, (name) =>
      name === 'timer.start' ? new Refusal(held) : undefined,
    );
    await wrapper.get('[data-testid="timer-toggle"]').trigger('click');
    await vi.runAllTimersAsync();
    expect(wrapper.get('[data-testid="timer-refused"]').text()).toBe(
      'Announce the dawn first (Enter): the room sees the timer, and it would tell them what happened tonight.',
    );
    // The next step (the dawn announced: the day's timer is offered) takes the old refusal away.
    await wrapper.setProps({ prompts: [SPEECH] });
    await vi.runAllTimersAsync();
    expect(wrapper.find('[data-testid="timer-refused"]').exists()).toBe(false);
  });
});
