import { copagMafia } from '../../../shared/engine/rulesets/copag-mafia/index.ts';
import type { GameState } from '../../../shared/engine/rulesets/copag-mafia/types.ts';
import type { Pick } from '../../../shared/engine/index.ts';
import type { StationDriver } from './station-driver.ts';
import { stationCommand } from '../../fixtures/copag-games.ts';
import { tryCommand } from './driver-steps.ts';

/** A Copag game's state as the operator's timeline rebuilds it (no objective in it: RULES.md §5). */
export const copagState = (driver: StationDriver): GameState => driver.state() as unknown as GameState;

/** One random step of Copag's simulator, sent without the host's random outcomes (the station draws them). */
export async function copagRandomStep(driver: StationDriver, gameId: string, pick: Pick): Promise<boolean> {
  const chosen = copagMafia.simulator.random(copagState(driver), pick);
  if (!chosen) return false;
  await tryCommand(driver, gameId, stationCommand(chosen));
  return true;
}
