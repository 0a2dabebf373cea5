import { expect, type Locator, type Page } from '@playwright/test';
import { commandShape, type CommandShape } from '../../../shared/contract/index.ts';
import type { RulesetId } from '../../../shared/engine/index.ts';

/** One scripted command, as the fixtures write them. */
export type ScriptCommand = { type: string; [field: string]: unknown };

/** How many keys and clicks the moderator needed, per command, for the closing note's figure. */
export class InputCounter {
  keys = 0;
  clicks = 0;
  steps = 0;
  /** Keys and clicks by the phase the command was played in ("night (Night 1)"). */
  byPhase = new Map<string, number>();
  get perStep(): number {
    return this.steps === 0 ? 0 : (this.keys + this.clicks) / this.steps;
  }
  /** The count as a game's spec prints it: "french-deck: 40 steps, 90 keys and 3 clicks: 2.33 per step". */
  summary(name: string): string {
    return `${name}: ${this.steps} steps, ${this.keys} keys and ${this.clicks} clicks: ${this.perStep.toFixed(2)} per step`;
  }
}

/** The console's game version (each applied command adds one). */
export async function consoleVersion(moderator: Page): Promise<number> {
  const root = moderator.locator('[data-testid="ruleset-console"], [data-testid="game-over"]').first();
  return Number(await root.getAttribute('data-version'));
}

/**
 * Waits until a locator shows (within the action timeout), naming what was awaited if it never does. Not
 * `expect(…).toBeVisible()`: while nothing matches, each of its polls has the page build an accessibility
 * snapshot of the whole document for a possible failure message, and the driver waits like this at every
 * step of every game (~6 % of the console page's CPU in `npm run bench:console`'s profile).
 */
async function appears(locator: Locator, what: string): Promise<void> {
  try {
    await locator.waitFor();
  } catch (error) {
    throw new Error(`${what}: ${(error as Error).message}`, { cause: error });
  }
}

async function press(moderator: Page, key: string, counter: InputCounter): Promise<void> {
  await moderator.keyboard.press(key);
  counter.keys++;
}

/**
 * Types a seat number as the moderator would, with no pause: its digits. Returns whether the seat is still
 * pending (a "1" at a table of ten or more): the next key must end it — a comma, or the Enter that confirms.
 */
async function typeSeat(moderator: Page, seat: number, seats: number, counter: InputCounter): Promise<boolean> {
  for (const digit of String(seat)) await press(moderator, digit, counter);
  return seat * 10 <= seats;
}

/**
 * Plays one command through the console the way a moderator does: N for a step that needs no choice,
 * Ctrl+Z for undo, the seat's number then R for a remark, else the command's form (F until it is the
 * highlighted one) — seats typed by number (X for nobody), voters typed seat by seat, roles and reasons
 * chosen with the mouse — then Enter. Waits until the station applied it.
 */
export async function playCommand(
  moderator: Page,
  rulesetId: RulesetId,
  seats: number,
  command: ScriptCommand,
  counter: InputCounter,
): Promise<void> {
  counter.steps++;
  // At dawn the console shows the night's summary first: one key announces it to the room (a step of its own).
  // The summary and the version are read in one call to the page: each call is a round trip to Chromium.
  const state = await consoleState(moderator);
  let before = state.version;
  if (state.dawnShown) {
    await press(moderator, 'Enter', counter);
    await expect(moderator.getByTestId('dawn-summary')).toHaveCount(0);
    before = await consoleVersion(moderator);
  }
  if (command.type === 'undo') await press(moderator, 'Control+z', counter);
  else if (command.type === 'redo') await press(moderator, 'Control+Shift+z', counter);
  else if (command.type === 'remark') {
    // A remark in two keystrokes from any screen: the seat's number, then R.
    for (const digit of String(command.seat)) await press(moderator, digit, counter);
    await press(moderator, 'r', counter);
  } else {
    const shape = commandShape(rulesetId, command.type);
    if (!shape) throw new Error(`no command ${command.type} in ${rulesetId}`);
    const form = moderator.locator(`[data-testid="command-form"][data-command="${command.type}"]`);
    await appears(form, `the console offers ${command.type}`);
    if (shape.fields.length === 0) await sendPlain(moderator, form, shape, counter);
    else await fillAndSend(moderator, form, shape, seats, command, before, counter);
  }
  // Waits for the console's next version (or a refusal) to be on the page, and reads which, in one call.
  const { refusal } = await untilPage(moderator, settledAt, before + 1, `${JSON.stringify(command)} applied`);
  if (refusal !== null) throw new Error(`${JSON.stringify(command)} refused: ${refusal}`);
}

/**
 * Waits, within the action timeout, until `probe` returns something in the page, and returns it: one call to the
 * page, polled in its animation frames, where a locator's wait and a second query to read what came were two. The
 * driver waits after every command, and each query is a round trip to Chromium.
 */
async function untilPage<T, A>(moderator: Page, probe: (arg: A) => T | false, arg: A, what: string): Promise<T> {
  try {
    // (Playwright types the argument as it arrives in the page; every probe here takes plain JSON.)
    return (await (await moderator.waitForFunction(probe as never, arg)).jsonValue()) as T;
  } catch (error) {
    throw new Error(`${what}: ${(error as Error).message}`, { cause: error });
  }
}

/** The refusal's text once the console shows a refusal, null once it shows version `next`; else false. */
function settledAt(next: number): { refusal: string | null } | false {
  const shown = (el: Element | null) => el !== null && el.getClientRects().length > 0;
  const error = document.querySelector<HTMLElement>('[data-testid="command-error"]');
  if (shown(error)) return { refusal: error!.innerText };
  const root = document.querySelector(
    `[data-testid="ruleset-console"][data-version="${next}"], [data-testid="game-over"][data-version="${next}"]`,
  );
  return shown(root) ? { refusal: null } : false;
}

/**
 * The console as it stands, read in one call: whether the night's summary is shown, and the game version
 * (each applied command adds one). The console or the game-over page must be on the page.
 */
async function consoleState(moderator: Page): Promise<{ dawnShown: boolean; version: number }> {
  const read = () =>
    moderator.evaluate(() => {
      const dawn = document.querySelector('[data-testid="dawn-summary"]');
      const root = document.querySelector('[data-testid="ruleset-console"], [data-testid="game-over"]');
      return {
        // As Playwright's isVisible: a box, and not visibility:hidden.
        dawnShown:
          dawn !== null && dawn.checkVisibility({ visibilityProperty: true }) && dawn.getClientRects().length > 0,
        version: root ? Number(root.getAttribute('data-version')) : null,
      };
    });
  let state = await read();
  // Not rendered yet (a page just loaded): wait for it as consoleVersion does, then read again.
  if (state.version === null) {
    await consoleVersion(moderator);
    state = await read();
  }
  return { dawnShown: state.dawnShown, version: Number(state.version) };
}

async function sendPlain(
  moderator: Page,
  form: ReturnType<Page['locator']>,
  shape: CommandShape,
  counter: InputCounter,
): Promise<void> {
  // N takes the first step that needs no choice (the first form without a field); another one is its button.
  // Both read in one call to the page.
  const { first, hotkey } = await moderator.evaluate((type) => {
    const forms = [...document.querySelectorAll<HTMLElement>('[data-testid="command-form"]')];
    const key = forms
      .find((f) => f.dataset.command === type)
      ?.querySelector<HTMLElement>('[data-testid="form-hotkey"]');
    return {
      first: forms.find((f) => !f.querySelector('.field'))?.getAttribute('data-command') ?? null,
      hotkey: key ? key.innerText : null,
    };
  }, shape.type);
  if (first === shape.type) await press(moderator, 'n', counter);
  // Every other step that needs no choice has its own key too (the vogon's look: V).
  else if (hotkey) await press(moderator, hotkey.toLowerCase(), counter);
  else {
    await form.getByTestId('send-command').click();
    counter.clicks++;
  }
}

async function fillAndSend(
  moderator: Page,
  form: ReturnType<Page['locator']>,
  shape: CommandShape,
  seats: number,
  command: ScriptCommand,
  /** The console's version before this command (typing records nothing until Enter). */
  before: number,
  counter: InputCounter,
): Promise<void> {
  // F moves the highlight to the next form that takes a choice (the 1987 day's proposal of night). A key's
  // redraw is done before the page answers the next call, so each read sees the highlight the key left.
  const highlighted = () => form.evaluate((el) => el.classList.contains('is-active'));
  let active = await highlighted();
  for (let i = 0; i < 8 && !active; i++) {
    await press(moderator, 'f', counter);
    active = await highlighted();
  }
  if (!active) throw new Error(`${command.type} is not the highlighted form after eight presses of F`);
  const byVoters = shape.fields.some((f) => f.kind === 'count') && Array.isArray(command.voters);
  // A seat typed in a vote counted by hands switches it to voter by voter; only a vote with no hands at all needs the switch.
  if (byVoters && (command.voters as unknown[]).length === 0) {
    await form.getByTestId('by-voters').check();
    counter.clicks++;
  }
  // A pending "1" is ended by a comma before any other key; the final Enter ends it itself.
  let pending = false;
  const endPending = async () => {
    if (pending) await press(moderator, ',', counter);
    pending = false;
  };
  for (const field of shape.fields) {
    const value = command[field.name];
    if (field.kind === 'seat' || field.kind === 'seats' || value !== undefined) await endPending();
    if (field.kind === 'seat') {
      // The form may start from the step's own value (the speaker as the nominator): nothing to type then.
      const shown = await form
        .locator(`.field[data-field="${field.name}"] [data-testid="seat-value"]`)
        .getAttribute('data-value');
      if (value !== null && shown === String(value)) continue;
      if (value === null) await press(moderator, 'x', counter);
      else pending = await typeSeat(moderator, Number(value), seats, counter);
    } else if (field.kind === 'seats' && Array.isArray(value)) {
      for (const seat of value as number[]) {
        await endPending();
        pending = await typeSeat(moderator, seat, seats, counter);
      }
    } else if (
      field.kind === 'count' &&
      !byVoters &&
      typeof value === 'number' &&
      (await form.getByTestId(`count-${field.name}`).count()) > 0
    ) {
      await form.getByTestId(`count-${field.name}`).fill(String(value));
      counter.keys += String(value).length + 1;
    } else if (field.kind === 'choice' && typeof value === 'string') {
      // Preselected by the step (the card the script calls): nothing to choose.
      if ((await form.getByTestId(`choice-${field.name}`).inputValue()) === value) continue;
      await form.getByTestId(`choice-${field.name}`).selectOption(value);
      counter.clicks += 2;
    } else if (field.kind === 'text' && typeof value === 'string') {
      await form.getByTestId(`text-${field.name}`).fill(value);
      counter.keys += value.length;
    }
  }
  // Enter confirms the highlighted form (a text field keeps its Enter: the note is left with Tab).
  if (shape.fields.some((f) => f.kind === 'text' && typeof command[f.name] === 'string'))
    await press(moderator, 'Tab', counter);
  await press(moderator, 'Enter', counter);
  // A vote with no hands while seats could vote asks for Enter a second time ("Enter again to record no hands").
  const asks = await untilPage(
    moderator,
    confirmsOrMoves,
    { type: command.type, before },
    `${JSON.stringify(command)} sent`,
  );
  if (asks === 'confirm') await press(moderator, 'Enter', counter);
}

/** After Enter: 'confirm' once the form asks to confirm no hands, 'moved' once the console moved on or refused. */
function confirmsOrMoves({ type, before }: { type: string; before: number }): 'confirm' | 'moved' | false {
  const shown = (el: Element | null) => el !== null && el.getClientRects().length > 0;
  const form = document.querySelector(`[data-testid="command-form"][data-command="${type}"]`);
  if (shown(form?.querySelector('[data-testid="confirm-no-hands"]') ?? null)) return 'confirm';
  const root = document.querySelector('[data-testid="ruleset-console"], [data-testid="game-over"]');
  const moved = shown(root) && root!.getAttribute('data-version') !== String(before);
  return moved || shown(document.querySelector('[data-testid="command-error"]')) ? 'moved' : false;
}
