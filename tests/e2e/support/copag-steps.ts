import { copagMafia } from '../../../shared/engine/rulesets/copag-mafia/index.ts';
import { pendingOf } from '../../../shared/engine/rulesets/copag-mafia/queries.ts';
import { MAX_CARD_VALUE } from '../../../shared/engine/rulesets/copag-mafia/setup.ts';
import type { Colour, GameCommand, GameState } from '../../../shared/engine/rulesets/copag-mafia/types.ts';
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

/**
 * One step of Copag's simulator that keeps the game in play while one side has three missions: a mission the
 * simulator would turn into that side's fourth is revealed the other way (every face-down card $10 of the colour
 * that pulls the sum there, beyond Vincenzo's ±2), and Vincenzo then moves nothing. The station draws the deal
 * and each mission's recruits itself, so a seed cannot fix the game: a test that needs four missions ended and
 * the game still on cannot leave it to the draws (with small-screens' seed, 50 of 2,000 games whose draws were
 * random ended at the fourth mission, 4–0 or 0–4: the test failed once in a full run).
 */
export async function copagStepInPlay(driver: StationDriver, gameId: string, pick: Pick): Promise<boolean> {
  const state = copagState(driver);
  const chosen = copagMafia.simulator.random(state, pick);
  if (!chosen) return false;
  await tryCommand(driver, gameId, stationCommand(keptInPlay(state, chosen)));
  return true;
}

/** The simulator's command, or the other way where it would give a side with three missions its fourth. */
function keptInPlay(state: GameState, command: GameCommand): GameCommand {
  const ending = state.successes === 3 ? 'success' : state.sabotages === 3 ? 'sabotage' : null;
  if (ending === null) return command;
  if (command.type === 'vincenzo') return { type: 'vincenzo', shift: 0 };
  const pending = pendingOf(state);
  if (command.type !== 'reveal-mission' || pending?.kind !== 'reveal') return command;
  const own = pending.mission.card.colour;
  const colour: Colour = ending === 'sabotage' ? own : own === 'blue' ? 'yellow' : 'blue';
  return { type: 'reveal-mission', cards: command.cards.map(() => ({ colour, value: MAX_CARD_VALUE })) };
}
