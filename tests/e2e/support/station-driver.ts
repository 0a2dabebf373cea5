import {
  gameFromLog,
  type GameState,
  type LogEntry,
  type ModeratorView,
  type Pick,
  type RulesetId,
} from '../../../shared/engine/index.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import { RULESETS } from '../../../shared/engine/rulesets/index.ts';
import type { StationFixture } from './fixtures.ts';
import { isResponse, recordingSocket, type RecordingSocket } from './raw-clients.ts';

/** A station driven straight through its moderator API (no console), as a test plays a game of any ruleset. */
export interface StationDriver {
  request<T = unknown>(name: string, payload: unknown): Promise<{ ok: true; value: T } | { ok: false; error: unknown }>;
  /** Sends a request that must succeed; returns its value. */
  must<T = unknown>(name: string, payload: unknown): Promise<T>;
  /** Creates and opens a game of the ruleset with these names (the ruleset's default options unless given). */
  create(rulesetId: RulesetId, names: readonly string[], options?: object): Promise<string>;
  /** Sends one game command to the open game (at its current version). */
  command(command: Record<string, unknown>): Promise<void>;
  /** The open game's state, rebuilt from the moderator view's timeline (the log). */
  state(): GameState;
  /** The open game's version (the next command expects it). */
  version(): number;
  /** Waits for the station's push of a moderator view past `version` (a command's effect). */
  viewAfter(version: number): Promise<void>;
  /** Plays one legal random command (the ruleset's simulator), and announces a dawn it held; false when the game is over. */
  randomStep(pick: Pick): Promise<boolean>;
  close(): void;
}

/** Opens the moderator socket of a browser-mode station, with its token and the page origin. */
export async function openDriver(station: StationFixture): Promise<StationDriver> {
  const socket: RecordingSocket = await recordingSocket(
    `${station.url.replace(/^http/, 'ws')}/ws/moderator?token=${station.token}`,
    { Origin: station.url },
  );
  let nextId = 1;
  let commandNo = 0;
  let gameId: string | null = null;

  const isModeratorView = (m: unknown): m is { channel: 'moderator.view'; view: ModeratorView | null } =>
    (m as { channel?: string }).channel === 'moderator.view' && (m as { view?: unknown }).view != null;

  function latestView(): ModeratorView {
    for (let i = socket.messages.length - 1; i >= 0; i--) {
      const m = socket.messages[i] as { channel?: string; view?: ModeratorView | null };
      if (m.channel === 'moderator.view' && m.view) return m.view;
    }
    throw new Error('no moderator view yet');
  }

  async function request<T>(name: string, payload: unknown) {
    const id = nextId++;
    socket.socket.send(JSON.stringify({ id, name, payload }));
    const answer = (await socket.next(isResponse(id), 15_000)) as {
      result: { ok: true; value: T } | { ok: false; error: unknown };
    };
    return answer.result;
  }

  async function must<T>(name: string, payload: unknown): Promise<T> {
    const result = await request<T>(name, payload);
    if (!result.ok) throw new Error(`${name} refused: ${JSON.stringify(result.error)}`);
    return result.value;
  }

  const driver: StationDriver = {
    request,
    must,
    async create(rulesetId, names, options = RULESETS[rulesetId].defaultOptions(names.length)) {
      const created = await must<{ gameId: string }>('game.create', { rulesetId, players: names, options });
      gameId = created.gameId;
      return gameId;
    },
    async command(command) {
      if (!gameId) throw new Error('no game');
      const version = latestView().version;
      await must('game.command', { gameId, commandId: `cmd-${++commandNo}`, expectedVersion: version, command });
      // The moderator view is pushed before the answer; wait until it is here.
      await driver.viewAfter(version);
    },
    state() {
      const view = latestView();
      const log: LogEntry[] = [...view.timeline]
        .reverse()
        .flatMap((step) => step.events.map((event) => ({ step: step.step, event })));
      return gameFromLog(log).state;
    },
    version: () => latestView().version,
    async viewAfter(version) {
      await socket.next((m) => isModeratorView(m) && m.view!.version > version, 15_000);
    },
    async randomStep(pick) {
      const state = driver.state();
      const command = RULESETS[state.rulesetId].simulator.random(state as never, pick) as Record<
        string,
        unknown
      > | null;
      if (!command) return false;
      // The station draws the deal itself: the console sends a bare "deal".
      await driver.command(command.type === 'deal' ? { type: 'deal' } : command);
      // As the console does: the dawn's summary read, it is announced to the room (issue 12 §3).
      if (latestView().dawnHeld) await driver.command({ type: 'announce-dawn' });
      return true;
    },
    close: () => socket.socket.close(),
  };
  return driver;
}

export { seededPick };
