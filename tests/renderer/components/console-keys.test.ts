// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import {
  applyStep,
  createGame,
  decideStep,
  moderatorView,
  rulesetFor,
  type Game,
  type GameSetup,
} from '../../../shared/engine/index.ts';
import { randomGameCommand, seededPick } from '../../../shared/engine/simulate/random-game.ts';
import RulesetConsole from '../../../renderer/moderator/console/RulesetConsole.vue';
import { mountConsole } from './mount-kit.ts';

/**
 * A game of the setup played at random from each seed in turn (199 at most) until `reached` holds: the first
 * state that does. Throws, naming `what`, when no seed reaches it.
 */
function playedUntil(setup: GameSetup, reached: (game: Game) => boolean, what: string): Game {
  for (let seed = 1; seed < 200; seed++) {
    const created = createGame(setup);
    if (!created.ok) throw new Error(created.error.code);
    let game: Game = created.value;
    const pick = seededPick(seed);
    for (let i = 0; i < 400; i++) {
      if (reached(game)) return game;
      const command = randomGameCommand(game, pick);
      if (!command) break;
      const decided = decideStep(game, command);
      if (!decided.ok) break;
      game = applyStep(game, decided.value);
    }
  }
  throw new Error(`no ${what} reached`);
}

/** Whether the game's step offers the command. */
function offers(game: Game, command: string): boolean {
  return rulesetFor(game.state.rulesetId)!
    .prompts(game.state as never)
    .some((p) => p.commands.includes(command));
}

/** A 12-player mensa game with a vogon, played at random until the vogon's "has looked" is offered. */
function mensaNightWithVogon(): Game {
  const ruleset = rulesetFor('mensa-hungariqa')!;
  const players = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
  const options = { ...(ruleset.defaultOptions(12) as object), vogon: true };
  const setup = { rulesetId: 'mensa-hungariqa', players, options } as GameSetup;
  return playedUntil(setup, (game) => offers(game, 'vogon-looks'), 'vogon step');
}

/** The console mounted on the page, showing the game's moderator view. */
async function consoleShowing(game: Game) {
  const mounted = mountConsole(RulesetConsole, { attachTo: document.body });
  await mounted.station.push(moderatorView(game, 'g'));
  await flushPromises();
  return mounted;
}

function key(name: string): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }));
}

describe('the console keys', () => {
  it('every step of a mensa night has a key: V for the vogon has looked, shown on its button', async () => {
    const game = mensaNightWithVogon();
    const { wrapper, station } = await consoleShowing(game);
    expect(wrapper.get('[data-command="vogon-looks"] [data-testid="form-hotkey"]').text()).toBe('V');
    key('v');
    await flushPromises();
    expect(station.requests.map((r) => (r.payload as { command?: { type: string } }).command?.type)).toContain(
      'vogon-looks',
    );
    wrapper.unmount();
  });

  it('Backspace takes back a typed digit, and with nothing typed undoes the last step', async () => {
    const game = mensaNightWithVogon();
    const { wrapper, station } = await consoleShowing(game);
    key('1');
    await flushPromises();
    expect(wrapper.get('[data-testid="typed-seat"]').text()).toContain('Seat 1');
    key('Backspace');
    await flushPromises();
    expect(wrapper.get('[data-testid="typed-seat"]').text()).toBe('');
    expect(station.requests.some((r) => (r.payload as { command?: { type: string } }).command?.type === 'undo')).toBe(
      false,
    );
    key('Backspace');
    await flushPromises();
    expect(station.requests.map((r) => (r.payload as { command?: { type: string } }).command?.type)).toContain('undo');
    wrapper.unmount();
  });
});

/** A 10-player city-mafia game played at random until its day offers the removal of a player. */
function cityDayWithRemoval(): Game {
  const ruleset = rulesetFor('city-mafia')!;
  const players = Array.from({ length: 10 }, (_, i) => `P${i + 1}`);
  const setup = { rulesetId: 'city-mafia', players, options: ruleset.defaultOptions(10) } as GameSetup;
  return playedUntil(
    setup,
    (game) => game.state.phase === 'discussion' && offers(game, 'remove'),
    'day with a removal',
  );
}

describe('removing a player from the console', () => {
  it('a click on the removal form makes it the one that takes the typed seat and Enter', async () => {
    const game = cityDayWithRemoval();
    const { wrapper, station } = await consoleShowing(game);
    const seat = (game.state.players as { seat: number; alive: boolean }[]).find((p) => p.alive && p.seat > 1)!.seat;
    await wrapper.get('[data-testid="command-form"][data-command="remove"]').trigger('click');
    await flushPromises();
    expect(wrapper.get('[data-command="remove"]').classes()).toContain('is-active');
    key(String(seat));
    await flushPromises();
    key('Enter');
    await flushPromises();
    const sent = station.requests.map((r) => (r.payload as { command?: Record<string, unknown> }).command);
    expect(sent).toContainEqual(expect.objectContaining({ type: 'remove', seat }));
    wrapper.unmount();
  });
});
