// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { commandShape } from '../../../shared/contract/index.ts';
import {
  applyStep,
  createGame,
  decideStep,
  moderatorView,
  rulesetFor,
  type Game,
  type GameSetup,
} from '../../../shared/engine/index.ts';
import { REMOVAL_REASONS } from '../../../shared/engine/rulesets/discipline.ts';
import RulesetConsole from '../../../renderer/moderator/console/RulesetConsole.vue';
import { mountConsole } from './mount-kit.ts';

/**
 * A choice field (the role recorded with real cards, a removal's reason) is chosen from the keyboard as the rest of
 * the console is: C turns the highlighted form's choice to its next option, Shift+C to the one before, and Enter
 * sends the form. Before, only Tab to the select and its arrows reached it.
 */

/** A City game with real cards, its introductions begun: the step records each seat's role. */
function cityRecordingRoles(): Game {
  const players = Array.from({ length: 10 }, (_, i) => `P${i + 1}`);
  const options = { ...(rulesetFor('city-mafia')!.defaultOptions(10) as object), dealing: 'physical' };
  const created = createGame({ rulesetId: 'city-mafia', players, options } as GameSetup);
  if (!created.ok) throw new Error(created.error.code);
  const decided = decideStep(created.value, { type: 'start-introductions' } as never);
  if (!decided.ok) throw new Error(decided.error.code);
  return applyStep(created.value, decided.value);
}

async function consoleShowing(game: Game) {
  const mounted = mountConsole(RulesetConsole, { attachTo: document.body });
  await mounted.station.push(moderatorView(game, 'g'));
  await flushPromises();
  return mounted;
}

async function press(name: string, shiftKey = false): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name, shiftKey }));
  await flushPromises();
}

/** The game commands the console sent, in order. */
function sent(requests: { name: string; payload: unknown }[]): Record<string, unknown>[] {
  return requests.flatMap((r) => {
    const command = (r.payload as { command?: Record<string, unknown> }).command;
    return command ? [command] : [];
  });
}

describe('C turns the highlighted form’s choice, Enter sends it', () => {
  const roles = commandShape('city-mafia', 'record-role')!.fields.find((f) => f.name === 'role')!.options;

  it('recording a role with real cards: seat 4, C, Shift+C, C, C, Shift+C, Enter records the role after the preset one', async () => {
    const { wrapper, station } = await consoleShowing(cityRecordingRoles());
    const form = wrapper.get('[data-command="record-role"]');
    expect(form.classes()).toContain('is-active');
    // The key is shown beside the choice it turns.
    expect(form.get('[data-testid="choice-hotkey"]').text()).toBe('C');
    const select = form.get('[data-testid="choice-role"]').element as HTMLSelectElement;
    // The form starts where the script puts it (the putana's wake: her role).
    const start = roles.indexOf(select.value);
    expect(roles[start]).toBe('putana');
    await press('4');
    await press('c');
    await press('C', true);
    await press('c');
    await press('c');
    await press('C', true);
    expect(select.value).toBe(roles[start + 1]);
    await press('Enter');
    expect(sent(station.requests)).toContainEqual({ type: 'record-role', seat: 4, role: roles[start + 1] });
    wrapper.unmount();
  });

  it('round the list: Shift+C past the first option is the last', async () => {
    const { wrapper, station } = await consoleShowing(cityRecordingRoles());
    const select = wrapper.get('[data-testid="choice-role"]').element as HTMLSelectElement;
    const start = roles.indexOf(select.value);
    await press('5');
    for (let i = 0; i <= start; i++) await press('C', true);
    await press('Enter');
    expect(sent(station.requests)).toContainEqual({ type: 'record-role', seat: 5, role: roles.at(-1) });
    wrapper.unmount();
  });

  it('a removal’s reason: the removal form reached with F, seat 3, C C, Enter sends the third reason', async () => {
    const { wrapper, station } = await consoleShowing(cityRecordingRoles());
    await press('f');
    const removal = wrapper.get('[data-command="remove"]');
    expect(removal.classes()).toContain('is-active');
    expect(removal.find('[data-testid="choice-hotkey"]').exists()).toBe(true);
    // Only the highlighted form shows the key: C does not turn the role of the form left.
    expect(wrapper.get('[data-command="record-role"]').find('[data-testid="choice-hotkey"]').exists()).toBe(false);
    await press('3');
    await press('c');
    await press('c');
    await press('Enter');
    expect(sent(station.requests)).toContainEqual(
      expect.objectContaining({ type: 'remove', seat: 3, reason: REMOVAL_REASONS[2] }),
    );
    wrapper.unmount();
  });
});
