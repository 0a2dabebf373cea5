// @vitest-environment happy-dom
/**
 * The station pushes a command's view before it answers, and the page draws that view at its next frame. A key
 * the moderator presses once the next step is on screen is for that step, even if the last command's answer is
 * still on its way: before, the console stayed busy until the answer came and dropped the key without a word
 * (tournament-day.spec.ts failed so in CI: a vote typed and Enter pressed, and nothing happened; Chromium runs
 * input before a waiting network message, so under load the answer can come after the next keys).
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

/** A bridge request that answers only when the test says so, and the payloads it was sent. */
function heldRequests() {
  const sent: { expectedVersion: number; command: { type: string } }[] = [];
  const answers: ((value: unknown) => void)[] = [];
  const request = (_name: string, payload: unknown) => {
    sent.push(payload as (typeof sent)[number]);
    return new Promise((resolve) => answers.push(resolve)) as never;
  };
  return { sent, answers, request };
}

/** A console showing a day of City Mafia, whose requests wait for the answers the test gives. */
async function consoleWithHeldAnswers() {
  const { station } = mountConsole(Host);
  const shown = moderatorView(dayOne('PMDSHKCCCC'), 'g');
  await station.push(shown);
  const held = heldRequests();
  station.bridge.request = held.request;
  return { station, shown, held, game: useGameStore() };
}

describe('a command sent while the last one’s answer is on its way', () => {
  it('goes for the step on screen once the last command’s view is drawn', async () => {
    const { station, shown, held, game } = await consoleWithHeldAnswers();

    const first = game.send({ type: 'nominate', nominee: 7 } as never);
    expect(game.busy).toBe(true);
    // Its view comes first and is drawn; its answer has not come yet.
    await station.push({ ...shown, version: shown.version + 1 });
    expect(game.busy).toBe(false);
    const second = game.send({ type: 'end-speech' } as never);
    expect(held.sent.map((p) => [p.command.type, p.expectedVersion])).toEqual([
      ['nominate', shown.version],
      ['end-speech', shown.version + 1],
    ]);

    // The first answer does not free the console while the second is in flight for the step on screen.
    held.answers[0]!({ ok: true, value: { version: shown.version + 1, duplicate: false } });
    expect(await first).toBe(true);
    expect(game.busy).toBe(true);
    held.answers[1]!({ ok: true, value: { version: shown.version + 2, duplicate: false } });
    expect(await second).toBe(true);
    expect(game.busy).toBe(false);
  });

  it('waits while the step on screen is still the one the command was sent for', async () => {
    const { held, game } = await consoleWithHeldAnswers();

    const first = game.send({ type: 'nominate', nominee: 7 } as never);
    // A second key on the same step would be sent for a version the first command is changing: not sent.
    expect(await game.send({ type: 'end-speech' } as never)).toBe(false);
    expect(held.sent).toHaveLength(1);
    held.answers[0]!({ ok: false, error: { kind: 'rule', code: 'city-mafia.no-such-seat', params: {} } });
    expect(await first).toBe(false);
    expect(game.busy).toBe(false);
  });
});
