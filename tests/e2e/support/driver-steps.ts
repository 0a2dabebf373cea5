import type { GameState } from '../../../shared/engine/index.ts';
import { seededPick, type StationDriver } from './station-driver.ts';

/** Sends a command as the console does; false when the station refuses it (a rule of the moment). */
export async function tryCommand(driver: StationDriver, gameId: string, command: object): Promise<boolean> {
  const version = driver.version();
  const result = await driver.request('game.command', {
    gameId,
    commandId: crypto.randomUUID(),
    expectedVersion: version,
    command,
  });
  if (!result.ok) return false;
  await driver.viewAfter(version);
  return true;
}

/** Plays random commands (seeded) until the state satisfies `until`, the game ends or `steps` run out. */
export async function playUntil(
  driver: StationDriver,
  seed: number,
  until: (state: GameState) => boolean,
  steps = 5000,
): Promise<GameState> {
  const pick = seededPick(seed);
  for (let step = 0; step < steps; step++) {
    const state = driver.state();
    if (until(state)) return state;
    if (!(await driver.randomStep(pick))) break;
  }
  return driver.state();
}
