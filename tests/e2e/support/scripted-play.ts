import type { Browser, Page } from '@playwright/test';
import type { ScriptedGame } from '../../fixtures/scripted-games.ts';
import { InputCounter, playCommand } from './console-driver.ts';
import { expect, type StationFixture } from './fixtures.ts';
import { watchPageProblems } from './page-problems.ts';
import { expectProjectorFollows } from './projector-checks.ts';
import { receivedFrames } from './received-frames.ts';
import { shoot } from './screenshots.ts';

/** The moderator and projector pages of a scripted game, with what they collected. */
export interface ScriptedTable {
  moderator: Page;
  projector: Page;
  projectorFrames: string[];
  problems: string[];
}

/** Opens the projector and the console, and creates the scripted game through the new-game form. */
export async function openTable(
  browser: Browser,
  station: StationFixture,
  scripted: ScriptedGame,
): Promise<ScriptedTable> {
  // The two pages are independent: opened and loaded side by side.
  const [moderator, projector] = await Promise.all([
    browser.newContext({ viewport: { width: 1440, height: 900 } }).then((context) => context.newPage()),
    browser.newContext({ viewport: { width: 1600, height: 900 } }).then((context) => context.newPage()),
  ]);
  const problems = [...watchPageProblems(moderator), ...watchPageProblems(projector)];
  const projectorFrames = receivedFrames(projector);
  await Promise.all([projector.goto(station.projectorUrl), moderator.goto(station.moderatorUrl)]);
  await expect(moderator.getByTestId('connection-state')).toHaveAttribute('data-state', 'open');
  await createScriptedGame(moderator, scripted);
  return { moderator, projector, projectorFrames, problems };
}

/** Creates the scripted game through the console's new-game form (browser mode or the desktop app alike). */
export async function createScriptedGame(moderator: Page, scripted: ScriptedGame): Promise<void> {
  await moderator.getByTestId('new-game').click();
  await moderator.getByTestId('ruleset').selectOption(scripted.setup.rulesetId);
  const names = scripted.setup.players;
  // The form starts with a few name fields (read once): the others are added one by one.
  const fields = await moderator.evaluate((most) => {
    let n = 0;
    while (n < most && document.querySelector(`[data-testid="player-name-${n + 1}"]`)) n++;
    return n;
  }, names.length);
  for (const [i, name] of names.entries()) {
    if (i >= fields) await moderator.getByTestId('add-player').click();
    await moderator.getByTestId(`player-name-${i + 1}`).fill(name);
  }
  for (const [name, value] of Object.entries(scripted.setup.options ?? {})) {
    const field = moderator.locator(`[data-option="${name}"]`);
    if (typeof value === 'boolean') await field.locator('input[type=checkbox]').setChecked(value);
    else if (typeof value === 'string') await field.locator('select').selectOption(value);
    else if (typeof value === 'number') await field.locator('input').fill(String(value));
  }
  await expect(moderator.getByTestId('playability-ok')).toBeVisible();
  await shoot(moderator, `${scripted.name}-01-new-game`);
  await moderator.getByTestId('create-game').click();
  await expect(moderator.getByTestId('ruleset-console')).toBeVisible();
}

/**
 * The console's phase ('ended' once the game-over page replaced it) and the round shown above the script
 * ('' when none), read in one call and without waiting: after the last command there is no console, and a
 * locator's read would wait its whole timeout for one.
 */
async function consolePhase(moderator: Page): Promise<{ phase: string; round: string }> {
  return moderator.evaluate(() => ({
    phase: document.querySelector('[data-testid="ruleset-console"]')?.getAttribute('data-phase') ?? 'ended',
    round: document.querySelector<HTMLElement>('[data-testid="script-phase"]')?.innerText ?? '',
  }));
}

/**
 * Plays every command of the script through the console, checking after each step that the projector
 * follows and shows no secret, and taking a screenshot whenever the phase changes. Returns the count of
 * keys and clicks.
 */
export async function playScript(
  table: ScriptedTable,
  scripted: ScriptedGame,
  secrets: RegExp,
  /** Switches the console to another language half-way, so every main screen is shot in both. */
  language?: { locale: string; atCommand: number },
  /** Runs before a command (bad input tried on the way, say). */
  before?: (index: number, command: ScriptedGame['commands'][number]) => Promise<void>,
): Promise<InputCounter> {
  const counter = new InputCounter();
  const { moderator, projector } = table;
  let lastPhase = '';
  let shots = 1;
  let suffix = '';
  for (const [index, command] of scripted.commands.entries()) {
    if (language && index === language.atCommand) {
      await moderator.getByTestId('console-language').selectOption(language.locale);
      await expect(moderator.locator('html')).toHaveAttribute('lang', language.locale);
      suffix = `-${language.locale}`;
      lastPhase = '';
    }
    await before?.(index, command);
    const { phase: phaseBefore, round: roundBefore } = await consolePhase(moderator);
    const inputsBefore = counter.keys + counter.clicks;
    await playCommand(moderator, scripted.setup.rulesetId, scripted.setup.players.length, command, counter);
    // Keys and clicks per phase of the game (a Mensa night's count is a figure of the closing note).
    const phaseKey = `${phaseBefore} (${roundBefore})`;
    counter.byPhase.set(phaseKey, (counter.byPhase.get(phaseKey) ?? 0) + counter.keys + counter.clicks - inputsBefore);
    if (!process.env.SKIP_PROJECTOR) await expectProjectorFollows(projector, moderator, secrets);
    const { phase } = await consolePhase(moderator);
    if (phase !== lastPhase) {
      lastPhase = phase;
      shots++;
      await shoot(moderator, `${scripted.name}-${String(shots).padStart(2, '0')}-${phase}${suffix}`);
    }
  }
  console.log(
    `${scripted.name} inputs per phase: ${[...counter.byPhase].map(([phase, n]) => `${phase}: ${n}`).join('; ')}`,
  );
  await expect(moderator.getByTestId('game-over')).toBeVisible();
  await expect(moderator.getByTestId('winner')).toHaveAttribute('data-winner', scripted.winner);
  await shoot(moderator, `${scripted.name}-${String(shots + 1).padStart(2, '0')}-game-over${suffix}`);
  await shoot(projector, `${scripted.name}-projector-game-over`);
  return counter;
}
