// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { randomGameCommand, seededPick } from '../../../shared/engine/simulate/random-game.ts';
import RulesetConsole from '../../../renderer/moderator/console/RulesetConsole.vue';
import { useConsoleKeys } from '../../../renderer/moderator/composables/useConsoleKeys.ts';
import { useUndoShortcut } from '../../../renderer/moderator/composables/useUndoShortcut.ts';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { mountConsole } from './mount-kit.ts';

// Each test is a fresh moderator window: the forms' drafts (stores/form-drafts.ts) one test typed for its game's
// step are not another test's, whose made-up game has the same id and version.
beforeEach(() => localStorage.clear());

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
    // Straight after taking something back, a Backspace only says the next one undoes (club tryout).
    key('Backspace');
    await flushPromises();
    expect(wrapper.find('[data-testid="undo-waits"]').exists()).toBe(true);
    expect(station.requests.some((r) => (r.payload as { command?: { type: string } }).command?.type === 'undo')).toBe(
      false,
    );
    key('Backspace');
    await flushPromises();
    expect(station.requests.map((r) => (r.payload as { command?: { type: string } }).command?.type)).toContain('undo');
    wrapper.unmount();
  });
});

/** A 10-player city-mafia game played at random until `found` holds (`what` names it if it never does). */
function cityGameUntil(found: (game: Game) => boolean, what: string): Game {
  const ruleset = rulesetFor('city-mafia')!;
  const players = Array.from({ length: 10 }, (_, i) => `P${i + 1}`);
  const setup = { rulesetId: 'city-mafia', players, options: ruleset.defaultOptions(10) } as GameSetup;
  return playedUntil(setup, found, what);
}

/** A 10-player city-mafia game played at random until its day offers the removal of a player. */
function cityDayWithRemoval(): Game {
  return cityGameUntil((game) => game.state.phase === 'discussion' && offers(game, 'remove'), 'day with a removal');
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

/** A 10-player 1987 game played at random until its day offers an accusation. */
function dayWithAccusation(): Game {
  const players = Array.from({ length: 10 }, (_, i) => `P${i + 1}`);
  const setup = { rulesetId: 'davidoff-1987', players, options: rulesetFor('davidoff-1987')!.defaultOptions(10) };
  return playedUntil(setup as GameSetup, (game) => offers(game, 'accuse'), 'day with an accusation');
}

/** Four living seats of the game that one digit types (2–9 at ten players). */
function livingSingleDigitSeats(game: Game): number[] {
  const players = game.state.players as { seat: number; alive: boolean }[];
  return players.filter((p) => p.alive && p.seat >= 2 && p.seat <= 9).map((p) => p.seat);
}

/** The accusations the console sent, as [accuser, accused]. */
function accusationsSent(requests: { name: string; payload: unknown }[]): number[][] {
  return requests
    .map((r) => (r.payload as { command?: { type: string; accuser: number; accused: number } }).command)
    .filter((c) => c?.type === 'accuse')
    .map((c) => [c!.accuser, c!.accused]);
}

/** Makes the fake station refuse the next game command, for a rule (as it refuses an acquitted player accused again). */
function refuseNextCommand(station: ReturnType<typeof mountConsole>['station']): void {
  const answer = station.bridge.request;
  let refuse = true;
  station.bridge.request = (async (name: string, payload: unknown) => {
    if (name !== 'game.command' || !refuse) return answer(name as never, payload as never);
    refuse = false;
    station.requests.push({ name, payload });
    return { ok: false, error: { kind: 'rule', code: 'accuse.acquitted-today', params: {} } };
  }) as typeof answer;
}

async function typeKeys(...keys: string[]): Promise<void> {
  for (const name of keys) {
    key(name);
    await flushPromises();
  }
}

describe('a form the station refused (club tryout)', () => {
  it('the next seats typed start a new entry: "a b Enter" refused, then "c d Enter" sends c accusing d', async () => {
    const game = dayWithAccusation();
    const [a, b, c, d] = livingSingleDigitSeats(game) as [number, number, number, number];
    const { wrapper, station } = await consoleShowing(game);
    refuseNextCommand(station);
    await typeKeys(String(a), String(b), 'Enter');
    expect(accusationsSent(station.requests)).toEqual([[a, b]]);
    expect(wrapper.find('[data-command="accuse"] [data-testid="command-error"]').exists()).toBe(true);
    await typeKeys(String(c));
    // The refusal's message goes with the new entry, and the refused seats with it.
    expect(wrapper.find('[data-command="accuse"] [data-testid="command-error"]').exists()).toBe(false);
    await typeKeys(String(d), 'Enter');
    expect(accusationsSent(station.requests)).toEqual([
      [a, b],
      [c, d],
    ]);
    wrapper.unmount();
  });

  it('Backspace takes back the seats put into the form one by one, and undoes a step only with nothing entered, not straight after', async () => {
    const game = dayWithAccusation();
    const [a, b] = livingSingleDigitSeats(game) as [number, number];
    const { wrapper, station } = await consoleShowing(game);
    const shown = () =>
      wrapper.findAll('[data-command="accuse"] [data-testid="seat-value"]').map((v) => v.attributes('data-value'));
    const undone = () =>
      station.requests.some((r) => (r.payload as { command?: { type: string } }).command?.type === 'undo');
    refuseNextCommand(station);
    await typeKeys(String(a), String(b), 'Enter', 'Backspace');
    expect(shown()).toEqual([String(a), '']);
    expect(undone()).toBe(false);
    await typeKeys('Backspace');
    expect(shown()).toEqual(['', '']);
    expect(undone()).toBe(false);
    // One press too many after emptying the form undoes nothing: it says the next one would (club tryout).
    await typeKeys('Backspace');
    expect(undone()).toBe(false);
    expect(wrapper.find('[data-testid="undo-waits"]').exists()).toBe(true);
    await typeKeys('Backspace');
    expect(undone()).toBe(true);
    wrapper.unmount();
  });
});

describe('a City vote in the console (club tryout)', () => {
  it('names its candidate in the form’s title, so that an undo to the candidate before cannot go unseen', async () => {
    const ruleset = rulesetFor('city-mafia')!;
    const players = Array.from({ length: 10 }, (_, i) => `P${i + 1}`);
    const setup = { rulesetId: 'city-mafia', players, options: ruleset.defaultOptions(10) } as GameSetup;
    const game = playedUntil(
      setup,
      (g) => {
        const vote = (g.state as { vote?: { stage: string } | null }).vote;
        return g.state.phase === 'voting' && !!vote && vote.stage !== 'all-leave';
      },
      'vote on a candidate',
    );
    const vote = (game.state as unknown as { vote: { candidates: number[]; index: number } }).vote;
    const candidate = vote.candidates[vote.index]!;
    const { wrapper } = await consoleShowing(game);
    expect(wrapper.get('[data-command="vote"] [data-testid="form-subject"]').text()).toContain(
      `P${candidate} (${candidate})`,
    );
    wrapper.unmount();
  });
});

/** The console with Ctrl+Z bound to the game's undo and the keys every screen has (R among them), as the app binds them. */
const ConsoleWithUndoKeys = defineComponent({
  setup() {
    const game = useGameStore();
    useUndoShortcut({ undo: () => void game.undo(), redo: () => void game.redo(), enabled: () => true });
    useConsoleKeys();
    return () => h(RulesetConsole);
  },
});

function ctrlZ(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true }));
}

/** A 10-player City game played at random until a vote on a candidate, counted by hands, is open. */
function cityVote(): Game {
  return cityGameUntil((g) => {
    const vote = (g.state as { vote?: { stage: string } | null }).vote;
    return g.state.phase === 'voting' && !!vote && vote.stage !== 'all-leave' && offers(g, 'vote');
  }, 'vote on a candidate');
}

describe('Ctrl+Z with input typed (tryout 8)', () => {
  it('in an open vote with hands typed, the first Ctrl+Z only says it would drop them and names the step; the second undoes', async () => {
    const game = cityVote();
    const view = moderatorView(game, 'g');
    const voter = view.ballot!.voters.find((seat) => seat >= 2 && seat <= 9)!;
    const { wrapper, station } = mountConsole(ConsoleWithUndoKeys, { attachTo: document.body });
    await station.push(view);
    await flushPromises();
    const undone = () =>
      station.requests.some((r) => (r.payload as { command?: { type: string } }).command?.type === 'undo');
    await typeKeys(String(voter));
    ctrlZ();
    await flushPromises();
    expect(undone()).toBe(false);
    const said = wrapper.get('[data-testid="undo-drops"]').text();
    expect(said).toContain('Press Ctrl+Z again to undo');
    expect(said).toContain('the hands typed are dropped');
    expect(said).not.toContain('“”');
    ctrlZ();
    await flushPromises();
    expect(undone()).toBe(true);
    wrapper.unmount();
  });

  it('with nothing typed, one Ctrl+Z undoes as before', async () => {
    const game = cityVote();
    const { wrapper, station } = mountConsole(ConsoleWithUndoKeys, { attachTo: document.body });
    await station.push(moderatorView(game, 'g'));
    await flushPromises();
    ctrlZ();
    await flushPromises();
    expect(station.requests.map((r) => (r.payload as { command?: { type: string } }).command?.type)).toContain('undo');
    expect(wrapper.find('[data-testid="undo-drops"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('a seat typed between the two presses starts the question afresh', async () => {
    const game = cityVote();
    const view = moderatorView(game, 'g');
    const [first, second] = view.ballot!.voters.filter((seat) => seat >= 2 && seat <= 9) as [number, number];
    const { wrapper, station } = mountConsole(ConsoleWithUndoKeys, { attachTo: document.body });
    await station.push(view);
    await flushPromises();
    await typeKeys(String(first));
    ctrlZ();
    await typeKeys(String(second));
    ctrlZ();
    await flushPromises();
    expect(station.requests.some((r) => (r.payload as { command?: { type: string } }).command?.type === 'undo')).toBe(
      false,
    );
    expect(wrapper.find('[data-testid="undo-drops"]').exists()).toBe(true);
    wrapper.unmount();
  });
});

/** The game after one command, which the rules must take. */
function after(game: Game, command: Record<string, unknown>): Game {
  const decided = decideStep(game, command as never);
  if (!decided.ok) throw new Error(`refused ${JSON.stringify(command)}: ${decided.error.code}`);
  return applyStep(game, decided.value);
}

/** The voters of the last vote the console sent. */
function votersSent(requests: { name: string; payload: unknown }[]): number[] | undefined {
  const votes = requests
    .map((r) => (r.payload as { command?: { type: string; voters?: number[] } }).command)
    .filter((c) => c?.type === 'vote');
  return votes.at(-1)?.voters;
}

describe('hands typed in a vote, and a remark or removal in its middle (tryout 10)', () => {
  it('a remark given mid-vote keeps the hands typed: "a, b," then "t R", then "c," sends a, b and c — not t', async () => {
    const game = cityVote();
    const view = moderatorView(game, 'g');
    const [a, b, c, talker] = view.ballot!.voters.filter((seat) => seat >= 2 && seat <= 9) as [
      number,
      number,
      number,
      number,
    ];
    const { wrapper, station } = mountConsole(ConsoleWithUndoKeys, { attachTo: document.body });
    await station.push(view);
    await flushPromises();
    await typeKeys(String(a), ',', String(b), ',', String(talker), 'r');
    const remarks = station.requests
      .map((r) => (r.payload as { command?: { type: string; seat?: number } }).command)
      .filter((command) => command?.type === 'remark');
    expect(remarks).toEqual([{ type: 'remark', seat: talker }]);
    // The remark is a new version of the game with the same vote open: the station pushes it.
    await station.push(moderatorView(after(game, { type: 'remark', seat: talker }), 'g'));
    await flushPromises();
    expect(wrapper.find('[data-testid="input-dropped"]').exists()).toBe(false);
    await typeKeys(String(c), ',', 'Enter');
    // The seat typed for the remark went into the vote as a hand the moment it was typed, and came out with R.
    expect(votersSent(station.requests)).toEqual([a, b, c].sort((x, y) => x - y));
    wrapper.unmount();
  });

  it('a removal that changes the vote starts the form afresh and says the hands typed were dropped', async () => {
    const game = cityVote();
    const view = moderatorView(game, 'g');
    const [a, b, removed] = view.ballot!.voters.filter((seat) => seat >= 2 && seat <= 9) as [number, number, number];
    const { wrapper, station } = await consoleShowing(game);
    await typeKeys(String(a), ',', String(b), ',');
    await station.push(moderatorView(after(game, { type: 'remove', seat: removed, reason: REMOVAL_REASONS[0] }), 'g'));
    await flushPromises();
    expect(wrapper.get('[data-testid="input-dropped"]').text()).toContain('the hands typed were dropped');
    await typeKeys(String(a));
    expect(wrapper.find('[data-testid="input-dropped"]').exists()).toBe(false);
    wrapper.unmount();
  });
});

/** The types of the game commands the console sent, in order. */
function commandsSent(requests: { name: string; payload: unknown }[]): (string | undefined)[] {
  return requests.map((r) => (r.payload as { command?: { type: string } }).command?.type);
}

describe('a digit typed for one step is not the next one’s (tryout 11)', () => {
  it('a "1" left pending when the game is left is not glued to the first digit typed in the next game', async () => {
    const first = await consoleShowing(dayWithAccusation());
    await typeKeys('1');
    expect(first.wrapper.get('[data-testid="typed-seat"]').text()).toContain('Seat 1');
    first.wrapper.unmount();
    const view = moderatorView(cityVote(), 'another game');
    const [a, b] = view.ballot!.voters.filter((seat) => seat >= 2 && seat <= 9) as [number, number];
    const { wrapper, station } = mountConsole(RulesetConsole, { attachTo: document.body });
    await station.push(view);
    await flushPromises();
    expect(wrapper.get('[data-testid="typed-seat"]').text()).toBe('');
    await typeKeys(String(a), ',', String(b), ',', 'Enter');
    expect(votersSent(station.requests)).toEqual([a, b].sort((x, y) => x - y));
    wrapper.unmount();
  });

  it('a "1" left pending when a step is sent (V, N, a click) goes with it: the next step’s "3" is seat 3, not 13', async () => {
    const game = mensaNightWithVogon();
    const { wrapper, station } = await consoleShowing(game);
    await typeKeys('1', 'v');
    expect(commandsSent(station.requests)).toContain('vogon-looks');
    await station.push(moderatorView(after(game, { type: 'vogon-looks' }), 'g'));
    await flushPromises();
    expect(wrapper.get('[data-testid="typed-seat"]').text()).toBe('');
    await typeKeys('3');
    expect(wrapper.find('[data-testid="seat-refused"]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('a number that is no seat stays said until the step is sent, and the first Enter after it only asks', async () => {
    const game = cityVote();
    const view = moderatorView(game, 'g');
    const voter = view.ballot!.voters.find((seat) => seat >= 2 && seat <= 9)!;
    const { wrapper, station } = await consoleShowing(game);
    // "1 3" at ten players is 13, no seat; the seat typed next does not take the refusal away.
    await typeKeys('1', '3', String(voter), 'Enter');
    expect(wrapper.get('[data-testid="seat-refused"]').text()).toContain('13');
    expect(wrapper.get('[data-testid="confirm-no-seat"]').text()).toContain('Enter');
    expect(votersSent(station.requests)).toBeUndefined();
    await typeKeys('Enter');
    expect(votersSent(station.requests)).toEqual([voter]);
    expect(wrapper.find('[data-testid="seat-refused"]').exists()).toBe(false);
    wrapper.unmount();
  });
});
