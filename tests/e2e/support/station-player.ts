import {
  gameFromLog,
  rulesetFor,
  type GameState,
  type LogEntry,
  type ModeratorView,
  type RulesetId,
} from '../../../shared/engine/index.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import { isResponse, recordingSocket, type RecordingSocket } from './raw-clients.ts';

/** A moderator link over the browser-mode WebSocket: requests answered by id, and the latest view. */
export interface ModeratorLink {
  request(name: string, payload: unknown): Promise<{ ok: boolean; value?: unknown; error?: unknown }>;
  latestView(): ModeratorView | null;
  /** The latest view once it satisfies `predicate`: waits for the station's pushes, not a timer. */
  viewWhen(predicate: (view: ModeratorView) => boolean, timeoutMs?: number): Promise<ModeratorView>;
  close(): void;
}

/** Opens the moderator socket of a browser-mode station. */
export async function moderatorLink(baseUrl: string, token: string): Promise<ModeratorLink> {
  const socket: RecordingSocket = await recordingSocket(`${baseUrl.replace('http', 'ws')}/ws/moderator?token=${token}`);
  let nextId = 1;
  const isModeratorView = (m: unknown) => (m as { channel?: string }).channel === 'moderator.view';
  function latestView(): ModeratorView | null {
    const views = socket.messages.filter(isModeratorView);
    return (views.at(-1) as { view: ModeratorView | null } | undefined)?.view ?? null;
  }
  return {
    async request(name, payload) {
      const id = nextId++;
      socket.socket.send(JSON.stringify({ id, name, payload }));
      const answer = (await socket.next(isResponse(id), 10_000)) as {
        result: { ok: boolean; value?: unknown; error?: unknown };
      };
      return answer.result;
    },
    latestView,
    async viewWhen(predicate, timeoutMs = 10_000) {
      for (;;) {
        const seen = socket.messages.length;
        const view = latestView();
        if (view && predicate(view)) return view;
        // The next moderator view pushed after the ones already seen.
        await socket.next((m) => isModeratorView(m) && socket.messages.indexOf(m) >= seen, timeoutMs);
      }
    },
    close: () => socket.socket.close(),
  };
}

/** The game's log as the moderator view's timeline shows it (newest step first there). */
function logOf(view: ModeratorView): LogEntry[] {
  return [...view.timeline].reverse().flatMap((step) => step.events.map((event) => ({ step: step.step, event })));
}

/**
 * Plays a whole game of a ruleset through the station's API, as a moderator would: each command is
 * chosen by the engine's `random-lynch` policy from the game as the moderator view shows it (the station
 * draws the deal). Returns the game id and the final state.
 */
export async function playGameThroughStation(
  link: ModeratorLink,
  rulesetId: RulesetId,
  players: string[],
  seed: number,
): Promise<{ gameId: string; state: GameState }> {
  const created = await link.request('game.create', { rulesetId, players });
  if (!created.ok) throw new Error(`game.create refused: ${JSON.stringify(created.error)}`);
  const { gameId } = created.value as { gameId: string };
  const ruleset = rulesetFor(rulesetId)!;
  const pick = seededPick(seed);
  for (let i = 0; i < 2000; i++) {
    const view = link.latestView();
    if (!view) throw new Error('no moderator view');
    const state = gameFromLog(logOf(view)).state;
    if (state.outcome) return { gameId, state };
    const chosen = ruleset.simulator.randomLynch(state as never, pick) as { type: string } | null;
    if (!chosen) return { gameId, state };
    // The page sends a deal without roles: the station draws them.
    const command = chosen.type === 'deal' ? { type: 'deal' } : chosen;
    const answer = await link.request('game.command', {
      gameId,
      commandId: `c${i}`,
      expectedVersion: view.version,
      command,
    });
    if (!answer.ok) throw new Error(`command refused: ${JSON.stringify(command)} → ${JSON.stringify(answer.error)}`);
  }
  throw new Error('the game did not end');
}
