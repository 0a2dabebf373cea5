import * as v from 'valibot';
import {
  COMMAND_SCHEMAS,
  MODERATOR_REQUESTS,
  validatePayload,
  type ModeratorRequestPayload,
  type CreateGameRequest,
  type ModeratorRequestName,
  type ModeratorRequestResults,
  type StationResult,
  type StationStatus,
} from '../../shared/contract/index.ts';
import {
  applyStep,
  createGame,
  deckOf,
  decideStep,
  gameFromLog,
  moderatorView,
  playerView,
  publicView,
  rulesetFor,
  type EngineCommand,
  type Game,
  type GameSetup,
  type ModeratorView,
  type PublicView,
} from '../../shared/engine/index.ts';
import type { Archive } from './archive/archive-api.ts';
import { cryptoRandom, type RandomSource } from './random-source.ts';

/** What the station needs: its archive, and optionally a random source and a clock (tests replace them). */
export interface StationOptions {
  archive: Archive;
  random?: RandomSource;
  clock?: () => Date;
}

/** The host that owns the games: validates, decides, makes durable, then publishes. */
export interface Station {
  /** Handles one moderator request; bad input is refused with a clear error and changes nothing. */
  request<N extends ModeratorRequestName>(name: N, payload: unknown): StationResult<ModeratorRequestResults[N]>;
  /** Subscribes to the moderator view of the open game (null when none is open); returns the unsubscribe. */
  onModeratorView(listener: (view: ModeratorView | null) => void): () => void;
  /** Subscribes to the public view of the open game: the only thing a projector may receive. */
  onPublicView(listener: (view: PublicView | null) => void): () => void;
  /** The latest moderator view, for a window that just connected. */
  currentModeratorView(): ModeratorView | null;
  /** The latest public view, for a projector that just connected. */
  currentPublicView(): PublicView | null;
  close(): void;
}

type Handlers = { [N in ModeratorRequestName]: (payload: v.InferOutput<(typeof MODERATOR_REQUESTS)[N]>) => StationResult<ModeratorRequestResults[N]> };

function ruleError<T>(error: { code: string; params: Record<string, string | number> }): StationResult<T> {
  return { ok: false, error: { kind: 'rule', code: error.code, params: error.params } };
}

/** Creates a station over an open archive. */
export function createStation(options: StationOptions): Station {
  const { archive } = options;
  const random = options.random ?? cryptoRandom;
  const clock = options.clock ?? (() => new Date());
  const games = new Map<string, Game>();
  const moderatorListeners = new Set<(view: ModeratorView | null) => void>();
  const publicListeners = new Set<(view: PublicView | null) => void>();
  let activeGameId: string | null = null;
  let lastModerator: ModeratorView | null = null;
  let lastPublic: PublicView | null = null;

  function load(gameId: string): Game | null {
    const cached = games.get(gameId);
    if (cached) return cached;
    const log = archive.readLog(gameId);
    if (log.length === 0) return null;
    const game = gameFromLog(log);
    games.set(gameId, game);
    return game;
  }

  /** Sends both views of the open game; called only after the archive has made the change durable. */
  function publish(): void {
    const game = activeGameId ? load(activeGameId) : null;
    lastModerator = game && activeGameId ? moderatorView(game, activeGameId) : null;
    const nextPublic = game && activeGameId ? publicView(game.state, activeGameId) : null;
    for (const listener of moderatorListeners) listener(lastModerator);
    // The room only hears of a change: a night note changes nothing public, so nothing is sent and
    // the projector cannot tell from its traffic what happens at night.
    const changed = JSON.stringify(nextPublic) !== JSON.stringify(lastPublic);
    lastPublic = nextPublic;
    if (changed) for (const listener of publicListeners) listener(lastPublic);
  }

  function create(request: CreateGameRequest): StationResult<ModeratorRequestResults['game.create']> {
    const ruleset = rulesetFor(request.rulesetId);
    if (!ruleset) return ruleError({ code: 'setup.unknown-ruleset', params: { ruleset: request.rulesetId } });
    const defaults = ruleset.defaultOptions(request.players.length);
    const players = request.randomSeating ? random.shuffle(request.players) : [...request.players];
    // Options not given take the ruleset's defaults for this table.
    const created = createGame({
      rulesetId: request.rulesetId,
      players,
      options: { ...(defaults as object), ...(request.options ?? {}) },
    } as GameSetup);
    if (!created.ok) return ruleError(created.error);
    const game = created.value;
    const gameId = random.id();
    const first = game.log[0]!.event;
    const setup = first.type === 'game-created' ? first.setup : null;
    if (!setup) return { ok: false, error: { kind: 'internal', message: 'a new game must start with game-created' } };
    archive.createGame({
      gameId,
      rulesetId: setup.rulesetId,
      options: setup.options,
      players: setup.players,
      commandId: random.id(),
      events: game.log.map((e) => e.event),
      at: clock().toISOString(),
    });
    games.set(gameId, game);
    activeGameId = gameId;
    publish();
    return { ok: true, value: { gameId, version: game.version } };
  }

  function command(envelope: ModeratorRequestPayload<'game.command'>): StationResult<ModeratorRequestResults['game.command']> {
    const game = load(envelope.gameId);
    if (!game) return { ok: false, error: { kind: 'not-found', what: 'game' } };
    // The envelope's schema checks the command's shape only; its ruleset's schema checks the rest.
    const valid = validatePayload(COMMAND_SCHEMAS[game.state.rulesetId], envelope.command);
    if (!valid.ok) return valid;
    // A repeat of a command already applied is acknowledged, not applied again.
    if (archive.findCommand(envelope.gameId, envelope.commandId)) {
      return { ok: true, value: { version: game.version, duplicate: true } };
    }
    if (envelope.expectedVersion !== game.version) {
      return { ok: false, error: { kind: 'conflict', expectedVersion: envelope.expectedVersion, actualVersion: game.version } };
    }
    const given = valid.value;
    // The deal's random outcome is drawn here, by the host, and stored in the event.
    const engineCommand: EngineCommand =
      given.type === 'deal' ? ({ type: 'deal', roles: random.shuffle(deckOf(game)) } as EngineCommand) : (given as EngineCommand);
    const decided = decideStep(game, engineCommand);
    if (!decided.ok) return ruleError(decided.error);
    const next = applyStep(game, decided.value);
    const outcome = next.state.outcome;
    const at = clock().toISOString();
    // Durable first: if the archive throws, memory and every window stay as they were.
    archive.appendStep({
      gameId: envelope.gameId,
      commandId: envelope.commandId,
      step: game.version,
      events: decided.value,
      at,
      summary: { finishedAt: outcome ? at : null, winner: outcome?.winner ?? null, scores: outcome ? outcome.scores : null },
    });
    games.set(envelope.gameId, next);
    activeGameId = envelope.gameId;
    publish();
    return { ok: true, value: { version: next.version, duplicate: false } };
  }

  const handlers: Handlers = {
    'station.status': (): StationResult<StationStatus> => ({
      ok: true,
      value: { activeGameId, unfinished: archive.unfinishedGames() },
    }),
    'game.create': create,
    'game.command': command,
    'game.open': ({ gameId }) => {
      const game = load(gameId);
      if (!game) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      activeGameId = gameId;
      publish();
      return { ok: true, value: { gameId, version: game.version } };
    },
    'game.close': () => {
      activeGameId = null;
      publish();
      return { ok: true, value: null };
    },
    'game.list': () => ({ ok: true, value: archive.listGames() }),
    'game.player-card': ({ gameId, seat }) => {
      const game = load(gameId);
      if (!game) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      const card = playerView(game.state, seat);
      return card ? { ok: true, value: card } : { ok: false, error: { kind: 'not-found', what: 'seat' } };
    },
  };

  function request<N extends ModeratorRequestName>(name: N, payload: unknown): StationResult<ModeratorRequestResults[N]> {
    if (typeof name !== 'string' || !Object.hasOwn(MODERATOR_REQUESTS, name)) {
      return { ok: false, error: { kind: 'invalid-payload', message: `Unknown request: ${String(name).slice(0, 60)}`, issues: [] } };
    }
    const valid = validatePayload(MODERATOR_REQUESTS[name], payload);
    if (!valid.ok) return valid;
    try {
      return (handlers[name] as (p: unknown) => StationResult<ModeratorRequestResults[N]>)(valid.value);
    } catch (error) {
      // Only the archive or a bug can throw here; nothing in memory changed before the throw.
      return { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) } };
    }
  }

  return {
    request,
    onModeratorView(listener) {
      moderatorListeners.add(listener);
      return () => moderatorListeners.delete(listener);
    },
    onPublicView(listener) {
      publicListeners.add(listener);
      return () => publicListeners.delete(listener);
    },
    currentModeratorView: () => lastModerator,
    currentPublicView: () => lastPublic,
    close() {
      moderatorListeners.clear();
      publicListeners.clear();
      archive.close();
    },
  };
}
