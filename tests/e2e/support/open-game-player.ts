import {
  gameFromLog,
  rulesetFor,
  type GameState,
  type LogEntry,
  type ModeratorView,
} from '../../../shared/engine/index.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import type { ModeratorLink } from './station-player.ts';

function logOf(view: ModeratorView): LogEntry[] {
  return [...view.timeline].reverse().flatMap((step) => step.events.map((event) => ({ step: step.step, event })));
}

/**
 * Plays the game the station has open (one the console started, say) to its end through the station's
 * API, each command chosen by the engine's `random-lynch` policy from the moderator view; returns its id
 * and final state. The console follows along, as it would for a moderator at another window.
 */
export async function playOpenGame(link: ModeratorLink, seed: number): Promise<{ gameId: string; state: GameState }> {
  const status = await link.request('station.status', {});
  const gameId = (status.value as { activeGameId: string | null }).activeGameId;
  if (!status.ok || !gameId) throw new Error('no game is open');
  const pick = seededPick(seed);
  for (let i = 0; i < 2000; i++) {
    // The view of this game after the last command (each answer follows its view's push).
    const view = await link.viewWhen((v) => v.gameId === gameId);
    const state = gameFromLog(logOf(view)).state;
    if (state.outcome) return { gameId, state };
    const chosen = rulesetFor(state.rulesetId)!.simulator.randomLynch(state as never, pick) as { type: string } | null;
    if (!chosen) return { gameId, state };
    // The station draws the deal itself.
    const command = chosen.type === 'deal' ? { type: 'deal' } : chosen;
    const answer = await link.request('game.command', {
      gameId,
      commandId: `${gameId}-${i}`,
      expectedVersion: view.version,
      command,
    });
    if (!answer.ok) throw new Error(`command refused: ${JSON.stringify(command)} → ${JSON.stringify(answer.error)}`);
  }
  throw new Error('the game did not end');
}
