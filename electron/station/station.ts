import {
  COMMAND_SCHEMAS,
  MODERATOR_REQUESTS,
  PLAYER_LIST_LIMIT,
  isAsyncModeratorRequest,
  validatePayload,
  type ModeratorRequestPayload,
  type CreateGameRequest,
  type DisplayInfo,
  type LanStatus,
  type ModeratorReply,
  type ModeratorRequestName,
  type ModeratorRequestResults,
  type ProjectorReveal,
  type StationResult,
  type StreamStatus,
  type StationStatus,
  type TimerState,
  type TournamentScreen,
} from '../../shared/contract/index.ts';
import {
  applyStep,
  cleanName,
  cleanNames,
  createGame,
  decideStep,
  gameFromLog,
  heldDawn,
  moderatorView,
  playerView,
  publicViewOfGame,
  rulesetFor,
  withHostOutcomes,
  setupOf,
  type EngineCommand,
  type Game,
  type GameSetup,
  type ModeratorView,
  type PublicView,
  type ViewerView,
} from '../../shared/engine/index.ts';
import { join, dirname } from 'node:path';
import type { Archive } from './archive/archive-api.ts';
import { openArchive } from './archive/open-archive.ts';
import { stepSummary } from './archive/game-dealt.ts';
import { mergeRefusalError } from './merge-refusal.ts';
import { archiveHandle } from './archive-handle.ts';
import { archiveFileHandlers, BACKUPS_FOLDER } from './station-archive-files.ts';
import type { DisplayHost } from './display-host.ts';
import {
  isCorrectable,
  keptDraws,
  planCorrection,
  recordedCommand,
  stepForm,
  type PlannedCorrection,
} from './correct-step.ts';
import { cryptoRandom, type RandomSource } from './random-source.ts';
import { createMirrorFeed, createOverlayFeeds } from './lan/index.ts';
import { createStreamSettings, STREAM_SETTINGS_FILE, streamSettingsFile } from './stream-settings.ts';
import { createViewerFeed } from './viewer-feed.ts';
import { tournamentBoard } from './tournament-board.ts';
import { createStationLan } from './station-lan.ts';
import { offersPhoneReveal, revealsOnPhoneOnly, seatsWithNewAnswer } from './phone-cards.ts';
import type { RevealOutcome } from './lan/index.ts';
import { CARD_WATCH_FILE, cardWatchFile, createCardWatch } from './card-watch.ts';
import { CARDS_SEEN_FILE, createCardsSeen } from './cards-seen.ts';
import { createPhoneCodeLedger, PHONE_CODES_FILE } from './phone-code-ledger.ts';
import { createPastCodes, PAST_CODES_FILE } from './past-codes.ts';
import { LAN_SETTINGS_FILE, lanSettingsFile } from './lan-settings.ts';
import { createProjectorHold, PROJECTOR_SETTINGS_FILE, projectorSettingsFile } from './projector-hold.ts';
import { createStationTimer, type MonotonicClock } from './station-timer.ts';
import { createStationPrint, type PdfPrinter, type PrintFileOpener } from './station-print.ts';
import { tournamentHandlers } from './station-tournaments.ts';
import { buildTournamentScreen } from './tournament-screen.ts';
import { createTournamentScreenState } from './tournament-screen-state.ts';
import { exchangeHandlers } from './station-exchange.ts';
import { seasonHandlers } from './station-season.ts';
import { subscribe } from './listeners.ts';
import type { Pick } from '../../shared/tournament/index.ts';
import type { PaperRecord, ProtocolRecord } from '../../shared/print/index.ts';

/** What the station needs: its archive, and optionally a random source and clocks (tests replace them). */
export interface StationOptions {
  archive: Archive;
  random?: RandomSource;
  clock?: () => Date;
  /** The shared timer's monotonic clock in ms (performance.now by default). */
  timerClock?: MonotonicClock;
  /** Draws PDFs (Electron's printToPDF); absent in browser mode, where `print.pdf` is unavailable. */
  pdfPrinter?: PdfPrinter;
  /** The folder `print.pdf` writes to (openStation: `prints` in the data folder). */
  printsDir?: string;
  /** Shows or opens a printed PDF (Electron's shell); absent in browser mode, where `print.reveal` is unavailable. */
  printFiles?: PrintFileOpener;
  /** The tournament seating generator's source of choices (default: cryptographic). */
  seatingPick?: Pick;
  /** The folder `archive.backup` writes to (default: `backups` beside the archive file). */
  backupsDir?: string;
  /** Opens the archive file again after a restore (default: openArchive). */
  reopenArchive?: (file: string) => Archive;
  /** Where the seen ticks are kept (default: `cards-seen.json` beside the archive; null: in memory only). */
  cardsSeenFile?: string | null;
  /** Where the open phone cards' watch is kept (default: `card-watch.json` beside the archive; null: in memory only). */
  cardWatchFile?: string | null;
  /** Where the seats given a phone code not opened yet are kept (default: `phone-codes.json` beside the archive; null: in memory only). */
  phoneCodesFile?: string | null;
  /** Where the phone codes given are recognised across restarts (default: `past-codes.json` beside the archive; null: in memory only). */
  pastCodesFile?: string | null;
  /** The renderer build (out/renderer) the LAN mirror's page is served from; none: the mirror page is not found. */
  pagesDir?: string | null;
  /** Where the phones' server keeps its interface, port and mirror key (default: `lan-settings.json` beside the archive; null: nowhere). */
  lanSettingsFile?: string | null;
  /** Where the stream overlays keep the viewer key and delay (default: `stream-settings.json` beside the archive; null: nowhere). */
  streamSettingsFile?: string | null;
  /** Where the projector keeps the room's language (default: `projector-settings.json` beside the archive; null: nowhere). */
  projectorSettingsFile?: string | null;
  /** Browser mode's moderator key, which `station.new-moderator-key` renews; absent in the desktop app (no key). */
  moderatorKeys?: { renew(): string };
}

/** The host that owns the games: validates, decides, makes durable, then publishes. */
export interface Station {
  /**
   * Handles one moderator request; bad input is refused with a clear error and changes nothing.
   * The LAN requests that wait on the network, and print.pdf, answer with a promise (see ASYNC_MODERATOR_REQUESTS).
   */
  request<N extends ModeratorRequestName>(name: N, payload: unknown): ModeratorReply<N>;
  /** Subscribes to the moderator view of the open game (null when none is open); returns the unsubscribe. */
  onModeratorView(listener: (view: ModeratorView | null) => void): () => void;
  /** Subscribes to the public view of the open game: the only thing a projector may receive. */
  onPublicView(listener: (view: PublicView | null) => void): () => void;
  /** The latest moderator view, for a window that just connected. */
  currentModeratorView(): ModeratorView | null;
  /** The latest public view, for a projector that just connected. */
  currentPublicView(): PublicView | null;
  /** Subscribes to the LAN server's status, for the moderator only (the mirror link is a secret). */
  onLanStatus(listener: (status: LanStatus) => void): () => void;
  /** Subscribes to the projector's QR reveal: a seat and its QR picture, or null. Never sent to the mirror. */
  onProjectorReveal(listener: (reveal: ProjectorReveal | null) => void): () => void;
  currentLanStatus(): LanStatus;
  currentProjectorReveal(): ProjectorReveal | null;
  /**
   * Gives the station the projector's displays (the Electron shell does; browser mode has none, and
   * then `display.list` is empty and `display.choose` refused). Returns the detach.
   */
  attachDisplays(host: DisplayHost): () => void;
  /** Subscribes to the display list as it changes, for the moderator only; returns the unsubscribe. */
  onDisplays(listener: (displays: DisplayInfo[]) => void): () => void;
  /** Subscribes to the shared timer (null when cleared) with its revision; for the moderator and the projector. */
  onTimer(listener: (timer: TimerState | null, revision: number) => void): () => void;
  /** The shared timer as of now, and its revision, for a window that just connected. */
  currentTimer(): { timer: TimerState | null; revision: number };
  /** Subscribes to the projector's hold screen (on or off). */
  onProjectorHold(listener: (on: boolean) => void): () => void;
  currentProjectorHold(): boolean;
  /** The projector's language, set by the moderator apart from the console's. */
  currentProjectorLocale(): string;
  /** What the stream's viewers are sent now (issue 17): the open game as the delay allows, by the station's clock. */
  currentViewerView(): ViewerView | null;
  /** Subscribes to the projector's tournament screen between games (issue 16), or null for none. */
  onTournamentScreen(listener: (screen: TournamentScreen | null) => void): () => void;
  currentTournamentScreen(): TournamentScreen | null;
  /** Closes the LAN server (if running) and the archive. */
  close(): void;
}

type Handlers = { [N in ModeratorRequestName]: (payload: ModeratorRequestPayload<N>) => ModeratorReply<N> };

/** A file of the station's beside an archive file; none for an archive in memory. */
function fileBeside(archiveFile: string, name: string): string | null {
  return archiveFile === ':memory:' || archiveFile === '' ? null : join(dirname(archiveFile), name);
}

/** The phones' server settings file at a path, or none. */
function lanSettingsAt(path: string | null): ReturnType<typeof lanSettingsFile> | null {
  return path === null ? null : lanSettingsFile(path);
}

function ruleError<T>(error: { code: string; params: Record<string, string | number> }): StationResult<T> {
  return { ok: false, error: { kind: 'rule', code: error.code, params: error.params } };
}

/** The requests that change games already played, and with them a tournament's standings. */
const CHANGES_PAST_GAMES: ReadonlySet<string> = new Set<ModeratorRequestName>(['game.correct', 'archive.restore']);

/** Creates a station over an open archive. */
export function createStation(options: StationOptions): Station {
  // The archive open now: a restore replaces it, and every handler reaches it through `archive`.
  let openNow = options.archive;
  const archive = archiveHandle(() => openNow);
  const random = options.random ?? cryptoRandom;
  const clock = options.clock ?? (() => new Date());
  const games = new Map<string, Game>();
  const moderatorListeners = new Set<(view: ModeratorView | null) => void>();
  const publicListeners = new Set<(view: PublicView | null) => void>();
  let activeGameId: string | null = null;
  /**
   * Who has seen a card, on the moderator's screen or a phone: one record for the cards panel and the
   * phone panel, kept beside the archive so it survives leaving the game, resuming it and a restart.
   */
  const cardsSeen = createCardsSeen(
    options.cardsSeenFile !== undefined ? options.cardsSeenFile : fileBeside(options.archive.file, CARDS_SEEN_FILE),
  );
  // Which cards opened on phones still stand: kept beside the archive, so a restart does not void them.
  const cardWatchAt =
    options.cardWatchFile !== undefined ? options.cardWatchFile : fileBeside(options.archive.file, CARD_WATCH_FILE);
  const cardWatch = createCardWatch(cardWatchAt === null ? null : cardWatchFile(cardWatchAt));
  let lastModerator: ModeratorView | null = null;
  let lastPublic: PublicView | null = null;
  // Whether the game last published had ended: the tournament screen's standings change only when that does.
  let lastFinished = false;
  // The game last published, so that opening another one is told from a step of the same game.
  let lastGameId: string | null = null;
  let displays: { host: DisplayHost; stop: () => void } | null = null;
  const displayListeners = new Set<(list: DisplayInfo[]) => void>();
  // Ephemeral: neither the timer nor the hold screen is a game event, and neither is archived. The room's
  // language is no game event either, but it is kept beside the archive: a restart must not change it.
  const timer = createStationTimer(options.timerClock ?? (() => performance.now()));
  const projectorFile =
    options.projectorSettingsFile !== undefined
      ? options.projectorSettingsFile
      : fileBeside(options.archive.file, PROJECTOR_SETTINGS_FILE);
  const hold = createProjectorHold(projectorFile === null ? null : projectorSettingsFile(projectorFile));
  // The tournament on the projector between games: built from the archive, never from a game's secrets.
  const tournamentScreen = createTournamentScreenState((tournamentId, show) => {
    const detail = archive.tournaments.get(tournamentId);
    if (!detail) return null;
    // The room's standings: extras and best moves hidden until the scoring's chosen round (issue 16).
    const standings = handlers['tournament.standings']({ tournamentId, view: 'public' });
    return buildTournamentScreen(detail, standings.ok ? standings.value : null, show);
  });
  // The stream overlays' switches (issue 17): the viewer key and delay are kept, the pause lasts this run.
  const streamFile =
    options.streamSettingsFile !== undefined
      ? options.streamSettingsFile
      : fileBeside(options.archive.file, STREAM_SETTINGS_FILE);
  const stream = createStreamSettings(streamFile === null ? null : streamSettingsFile(streamFile));
  const openGame = (): { gameId: string; game: Game } | null => {
    const game = activeGameId ? load(activeGameId) : null;
    return game && activeGameId ? { gameId: activeGameId, game } : null;
  };
  // The viewers' view is the fold of the log prefix its delay allows, timed by the archive's step times
  // (the station's own clock, kept with each step, so a restart changes nothing).
  const viewerFeed = createViewerFeed({
    openGame,
    stepTimes: (gameId) => archive.readGameDetail(gameId)?.steps.map((step) => Date.parse(step.at)) ?? [],
    delay: () => stream.delay(),
    paused: () => stream.paused(),
    clock: () => clock().getTime(),
    subscribe(listener) {
      const stopViews = subscribe(moderatorListeners, (): void => listener());
      const stopStream = stream.onChange(listener);
      return () => {
        stopViews();
        stopStream();
      };
    },
  });
  const mirror = createMirrorFeed({
    publicView: {
      current: () => lastPublic,
      subscribe: (listener) => subscribe(publicListeners, listener),
    },
    timer: {
      current: () => ({ timer: timer.current(), revision: timer.revision() }),
      subscribe: (listener) => timer.onChange(() => listener()),
    },
    projector: {
      held: () => hold.current(),
      locale: () => hold.currentLocale(),
      subscribe: (listener) => hold.onChange(() => listener()),
    },
  });
  // The LAN server follows the open game: its cards, its public view, and its deal (codes die with it).
  const lan = createStationLan({
    openGame,
    cardWatch,
    // Whose code a restart ended (seats only: a code itself never leaves the station's memory).
    codeLedger: createPhoneCodeLedger(
      options.phoneCodesFile !== undefined
        ? options.phoneCodesFile
        : fileBeside(options.archive.file, PHONE_CODES_FILE),
    ),
    // A code given before a restart is known after it (by a salted one-way mark, which opens nothing): no guess.
    pastCodes: createPastCodes(
      options.pastCodesFile !== undefined ? options.pastCodesFile : fileBeside(options.archive.file, PAST_CODES_FILE),
    ),
    language: () => hold.currentLocale(),
    pagesDir: options.pagesDir ?? null,
    settings: lanSettingsAt(
      options.lanSettingsFile !== undefined
        ? options.lanSettingsFile
        : fileBeside(options.archive.file, LAN_SETTINGS_FILE),
    ),
    seenSeats: () => {
      const game = activeGameId ? load(activeGameId) : null;
      return game && activeGameId ? cardsSeen.seats(activeGameId, game.state) : [];
    },
    markSeen: (seat) => {
      const game = activeGameId ? load(activeGameId) : null;
      if (game && activeGameId) cardsSeen.mark(activeGameId, game.state, seat);
    },
    // The police reveal from an officer's own card (issue 15): offered and recorded on the open game only.
    policeReveal: {
      offers: (seat) => {
        const game = activeGameId ? load(activeGameId) : null;
        return game ? offersPhoneReveal(game, seat) : false;
      },
      reveal: revealFromPhone,
    },
    // The mirror hears what the projector window hears but the QR reveal: the public view, the timer, the hold screen.
    mirror,
    overlays: createOverlayFeeds({
      mirror,
      viewer: viewerFeed,
      state: () => ({ paused: stream.paused(), locale: hold.currentLocale() }),
      onState(listener) {
        const stops = [stream.onChange(listener), hold.onChange(() => listener())];
        return () => stops.forEach((stop) => stop());
      },
      viewerKey: () => stream.viewerKey(),
      board: () =>
        tournamentBoard(activeGameId, {
          placeOf: (gameId) => archive.getGame(gameId)?.tournament ?? null,
          detail: (tournamentId) => archive.tournaments.get(tournamentId),
          standings: (tournamentId) => {
            // The stream's board is the room's: the public standings, as on the projector.
            const standings = handlers['tournament.standings']({ tournamentId, view: 'public' });
            return standings.ok ? standings.value : null;
          },
        }),
      onBoard: (listener) => subscribe(moderatorListeners, (): void => listener()),
    }),
  });
  moderatorListeners.add(lan.follow);
  const print = createStationPrint({
    readLog: (gameId) => archive.readLog(gameId),
    recordOf: (gameId) => protocolRecordOf(gameId),
    paperRecordOf: (gameId) => paperRecordOf(gameId),
    printer: options.pdfPrinter ?? null,
    printsDir: options.printsDir ?? null,
    clock,
  });

  /**
   * What a game's protocol takes from the archive beside its log: the date, the notes, and for a finished
   * tournament game the tournament's points per seat, as its standings count them (one scoring per game), and the
   * team its judge defeated technically (the protocol's result is then the standings' one).
   */
  function protocolRecordOf(gameId: string): ProtocolRecord {
    const summary = archive.getGame(gameId);
    if (!summary) return {};
    const record: ProtocolRecord = { createdAt: summary.createdAt, notes: summary.notes };
    const tournamentId = summary.tournament?.tournamentId;
    if (tournamentId === undefined || summary.winner === null) return record;
    const detail = archive.tournaments.get(tournamentId);
    const standings = handlers['tournament.standings']({ tournamentId });
    const points = standings.ok ? standings.value.games.find((g) => g.gameId === gameId) : undefined;
    const seats = archive.tournaments.finishedGames(tournamentId).find((g) => g.gameId === gameId)?.seats;
    if (!detail || !points || !seats) return record;
    const totals = new Map(points.players.map((p) => [p.playerId, p.total]));
    const bySeat = summary.players.map((_, i) => {
      const seat = seats.find((s) => s.seat === i + 1);
      return seat ? (totals.get(String(seat.playerId)) ?? null) : null;
    });
    const defeated = detail.verdicts.find((v) => v.gameId === gameId)?.technicalDefeat ?? null;
    return {
      ...record,
      tournament: {
        tournamentId,
        name: detail.name,
        points: bySeat,
        ...(defeated === null ? {} : { technicalDefeat: defeated }),
      },
    };
  }

  /**
   * What the paper protocol adds to a finished game's log: its times, tournament, points, best move, and the team
   * its judge defeated technically (the sheet's winner is then the standings' one, as the export writes it).
   */
  function paperRecordOf(gameId: string): PaperRecord | null {
    const summary = archive.getGame(gameId);
    if (!summary || summary.finishedAt === null) return null;
    const record: PaperRecord = { createdAt: summary.createdAt, finishedAt: summary.finishedAt };
    const at = summary.tournament;
    const points = protocolRecordOf(gameId).tournament;
    if (!at || !points) return record;
    const detail = archive.tournaments.get(at.tournamentId);
    const seats = detail?.seating.find((t) => t.round === at.round && t.table === at.table)?.players ?? [];
    const seatOf = (playerId: number) => seats.find((s) => s.playerId === playerId)?.seat;
    const best = detail?.bestMoves.find((b) => b.gameId === gameId);
    const bestSeat = best ? seatOf(best.playerId) : undefined;
    const suspects = best?.suspects.map(seatOf) ?? [];
    return {
      ...record,
      tournament: { name: points.name, round: at.round, table: at.table, points: points.points },
      ...(points.technicalDefeat === undefined ? {} : { technicalDefeat: points.technicalDefeat }),
      ...(bestSeat !== undefined && suspects.every((s) => s !== undefined)
        ? { bestMove: { seat: bestSeat, suspects: suspects as number[] } }
        : {}),
    };
  }

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
    const nextPublic = game && activeGameId ? publicViewOfGame(game, activeGameId) : null;
    // The room only hears of a change: a night note changes nothing public, so nothing is sent and
    // the projector cannot tell from its traffic what happens at night. The projector goes first: the
    // moderator's view is the larger one to build and send, and the room waits on the projector.
    const changed = JSON.stringify(nextPublic) !== JSON.stringify(lastPublic);
    lastPublic = nextPublic;
    if (changed) for (const listener of publicListeners) listener(lastPublic);
    // A game of the tournament on the projector may have ended (or its end been undone): its standings there
    // follow. Only then: reading them replays every finished game of the tournament, and no other command of a
    // game can move them.
    const finished = game !== null && game.state.outcome !== null;
    if (finished !== lastFinished) tournamentScreen.refresh();
    // The timer belongs to the game it was started in: another game (or none) open, or this game's end, takes
    // it down, or the next game's sunrise and the game-over screen show a speech of the game before (club tryout).
    if (activeGameId !== lastGameId || (finished && !lastFinished)) timer.clear();
    lastGameId = activeGameId;
    lastFinished = finished;
    lastModerator = game && activeGameId ? moderatorView(game, activeGameId) : null;
    for (const listener of moderatorListeners) listener(lastModerator);
  }

  function create(
    request: CreateGameRequest,
    tournament?: { tournamentId: string; round: number; table: number },
  ): StationResult<ModeratorRequestResults['game.create']> {
    const ruleset = rulesetFor(request.rulesetId);
    if (!ruleset) return ruleError({ code: 'setup.unknown-ruleset', params: { ruleset: request.rulesetId } });
    const defaults = ruleset.defaultOptions(request.players.length);
    if (request.genders && request.genders.length !== request.players.length) {
      return ruleError({
        code: 'setup.genders-mismatch',
        params: { genders: request.genders.length, players: request.players.length },
      });
    }
    // A seat's gender stays with its name when the seats are drawn.
    const seated = request.players.map((name, i) => ({ name, gender: request.genders?.[i] ?? null }));
    const order = request.randomSeating ? random.shuffle(seated) : seated;
    const players = order.map((p) => p.name);
    // A gender the roster gives, else the record's: a seat left unset in the roster, a rematch or a tournament
    // game reads the records as they are now (issue 12 §3: the gender flows from the record to the texts).
    const names = cleanNames(players);
    const recorded = names.ok ? archive.gendersOfNames(names.value) : players.map(() => null);
    const genders = order.map((p, i) => p.gender ?? recorded[i] ?? null);
    // Options not given take the ruleset's defaults for this table.
    const created = createGame({
      rulesetId: request.rulesetId,
      players,
      options: { ...(defaults as object), ...(request.options ?? {}) },
      genders,
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
      ...(request.genders ? { genders: order.map((p) => p.gender) } : {}),
      commandId: random.id(),
      events: game.log.map((e) => e.event),
      at: clock().toISOString(),
      ...(tournament ? { tournament } : {}),
    });
    games.set(gameId, game);
    activeGameId = gameId;
    publish();
    return { ok: true, value: { gameId, version: game.version } };
  }

  /**
   * A police officer's reveal sent from his own phone card (issue 15): recorded as the seat's `reveal-police`
   * command on the open game. A seat that is no police is refused with the engine's rule, shown on that phone only.
   */
  function revealFromPhone(seat: number): RevealOutcome {
    const gameId = activeGameId;
    const game = gameId ? load(gameId) : null;
    if (!gameId || !game) return 'not-now';
    const envelope = {
      gameId,
      commandId: random.id(),
      expectedVersion: game.version,
      command: { type: 'reveal-police', seat },
    } as ModeratorRequestPayload<'game.command'>;
    const done = command(envelope, 'phone');
    if (done.ok) return 'revealed';
    return done.error.kind === 'rule' && done.error.code === 'copag-mafia.not-police' ? 'not-police' : 'not-now';
  }

  function command(
    envelope: ModeratorRequestPayload<'game.command'>,
    from: 'console' | 'phone' = 'console',
  ): StationResult<ModeratorRequestResults['game.command']> {
    const game = load(envelope.gameId);
    if (!game) return { ok: false, error: { kind: 'not-found', what: 'game' } };
    // The envelope's schema checks the command's shape only; its ruleset's schema checks the rest.
    const valid = validatePayload(COMMAND_SCHEMAS[game.state.rulesetId], envelope.command);
    if (!valid.ok) return valid;
    // A repeat of a command already applied (a page resending after its link dropped) is not applied
    // again: it gets the answer the first delivery got, the version after its step. The ids are in the
    // archive, so this holds across a restart of the station.
    const applied = archive.findCommand(envelope.gameId, envelope.commandId);
    if (applied) return { ok: true, value: { version: applied.step + 1, duplicate: true } };
    if (envelope.expectedVersion !== game.version) {
      return {
        ok: false,
        error: { kind: 'conflict', expectedVersion: envelope.expectedVersion, actualVersion: game.version },
      };
    }
    const given = valid.value;
    // Refused before the engine looks at the seat, so the words never depend on its objective (RULES.md §5).
    if (from === 'console' && revealsOnPhoneOnly(game, given))
      return ruleError({ code: 'copag-mafia.reveal-on-phone', params: {} });
    // The random outcomes (a deal's roles, copag-mafia's characters and recruits) are drawn here, by the host, and stored in the events.
    const engineCommand = withHostOutcomes(game, given as EngineCommand, (list) => random.shuffle(list));
    const decided = decideStep(game, engineCommand);
    if (!decided.ok) return ruleError(decided.error);
    const next = applyStep(game, decided.value);
    const at = clock().toISOString();
    // Durable first: if the archive throws, memory and every window stay as they were.
    archive.appendStep({
      gameId: envelope.gameId,
      commandId: envelope.commandId,
      step: game.version,
      events: decided.value,
      at,
      summary: stepSummary(next.state, at),
    });
    games.set(envelope.gameId, next);
    activeGameId = envelope.gameId;
    // A new deal makes every card new: nobody has seen his yet.
    if (given.type === 'deal' || given.type === 'cards-dealt') cardsSeen.forget(envelope.gameId);
    // A Consigliere's asker has an answer to read on his card: the phones panel offers his seat again.
    const news = seatsWithNewAnswer(next, decided.value).filter((seat) =>
      cardsSeen.unmark(envelope.gameId, next.state, seat),
    );
    publish();
    if (news.length > 0) lan.refresh();
    return { ok: true, value: { version: next.version, duplicate: false } };
  }

  /** A correction checked and planned, nothing written: the game as it stands, the plan, and the command as valid. */
  function plannedCorrection({ gameId, step, command: given }: ModeratorRequestPayload<'game.correct'>): StationResult<{
    game: Game;
    planned: PlannedCorrection;
    command: EngineCommand;
  }> {
    const game = load(gameId);
    if (!game) return { ok: false, error: { kind: 'not-found', what: 'game' } };
    const valid = validatePayload(COMMAND_SCHEMAS[game.state.rulesetId], given);
    if (!valid.ok) return valid;
    // A correction is the operator's too: it may not make a police reveal either (issue 15).
    if (revealsOnPhoneOnly(game, valid.value)) return ruleError({ code: 'copag-mafia.reveal-on-phone', params: {} });
    // A step corrected into a command of its own kind keeps what the host drew for it at the table (keptDraws), so
    // the preview and the correction agree; another kind is drawn afresh. The later steps keep what they recorded.
    const recorded = recordedCommand(game, step);
    const complete = (before: Game, command: EngineCommand): EngineCommand =>
      withHostOutcomes(
        before,
        command,
        recorded?.type === command.type ? keptDraws(recorded) : (list) => random.shuffle(list),
      );
    const planned = planCorrection(game, step, valid.value as EngineCommand, complete);
    if (!planned.ok) return ruleError(planned.error);
    return { ok: true, value: { game, planned: planned.value, command: valid.value as EngineCommand } };
  }

  /**
   * `game.correct-preview`: what a correction would do, written nowhere, for the dialog to ask before steps are
   * dropped or the result changes (club tryout: a correction reopened a finished game with no warning).
   */
  function previewCorrection(
    payload: ModeratorRequestPayload<'game.correct-preview'>,
  ): StationResult<ModeratorRequestResults['game.correct-preview']> {
    const found = plannedCorrection(payload);
    if (!found.ok) return found;
    const { game, planned } = found.value;
    return {
      ok: true,
      value: {
        replayed: planned.replayed,
        dropped: planned.dropped,
        winnerBefore: game.state.outcome?.winner ?? null,
        winnerAfter: planned.game.state.outcome?.winner ?? null,
        unchanged: planned.unchanged,
      },
    };
  }

  /** `game.correct`: the rewind, the corrected step and the later steps replayed, in one archive transaction. */
  function correct(
    payload: ModeratorRequestPayload<'game.correct'>,
  ): StationResult<ModeratorRequestResults['game.correct']> {
    const found = plannedCorrection(payload);
    if (!found.ok) return found;
    const { gameId } = payload;
    const { game, command, planned } = found.value;
    const at = clock().toISOString();
    // Each step carries the summary as it stands after it, so the last one leaves the recomputed result.
    let replay = game;
    const records = planned.steps.map((events) => {
      replay = applyStep(replay, events);
      return {
        gameId,
        commandId: random.id(),
        step: replay.version - 1,
        events,
        at,
        summary: stepSummary(replay.state, at),
      };
    });
    // Durable first: if the archive throws, memory and every window stay as they were.
    archive.appendSteps(records);
    games.set(gameId, planned.game);
    if (command.type === 'deal') cardsSeen.forget(gameId);
    if (gameId === activeGameId) publish();
    const { version } = planned.game;
    return { ok: true, value: { version, replayed: planned.replayed, dropped: planned.dropped } };
  }

  const handlers: Handlers = {
    'station.new-moderator-key': () =>
      options.moderatorKeys
        ? { ok: true, value: { token: options.moderatorKeys.renew() } }
        : {
            ok: false,
            error: {
              kind: 'unavailable',
              message: 'The desktop app has no moderator key: only browser mode issues one.',
            },
          },
    'station.status': (): StationResult<StationStatus> => ({
      ok: true,
      value: { activeGameId, unfinished: archive.unfinishedGames() },
    }),
    'game.create': (request) => create(request),
    'game.command': (envelope) => command(envelope),
    'game.open': ({ gameId }) => {
      const game = load(gameId);
      if (!game) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      // A game set aside and opened again is resumed: back on the start page's list.
      archive.setAside(gameId, null);
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
      if (!card) return { ok: false, error: { kind: 'not-found', what: 'seat' } };
      // The moderator's screen shows the card to its player: the player has seen the role.
      if (cardsSeen.mark(gameId, game.state, seat) && gameId === activeGameId) lan.refresh();
      return { ok: true, value: card };
    },
    'game.summary': ({ gameId }) => {
      const summary = archive.getGame(gameId);
      return summary ? { ok: true, value: summary } : { ok: false, error: { kind: 'not-found', what: 'game' } };
    },
    // The game-over panel's points for a tournament game (issue 12 §3): the standings' count, the same the protocol prints.
    'game.tournament-points': ({ gameId }) => {
      if (!archive.getGame(gameId)) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      const points = protocolRecordOf(gameId).tournament;
      if (!points) return { ok: true, value: null };
      // Labelled with the scoring that counted them (issue 16): the preset and version the tournament pinned.
      const scoring = archive.tournaments.get(points.tournamentId)?.scoring;
      return { ok: true, value: { ...points, basedOn: scoring?.basedOn ?? null } };
    },
    'game.rematch': ({ gameId, reseat }) => {
      const game = load(gameId);
      if (!game) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      // The same table again: the names and options exactly as that game was set up; the roles are
      // dealt anew, and the seats kept or drawn again.
      const setup = setupOf(game);
      return create({
        rulesetId: setup.rulesetId,
        players: setup.players,
        options: setup.options,
        randomSeating: reseat,
      } as CreateGameRequest);
    },
    'game.cards-seen': ({ gameId }) => {
      const game = load(gameId);
      return game
        ? { ok: true, value: cardsSeen.seats(gameId, game.state) }
        : { ok: false, error: { kind: 'not-found', what: 'game' } };
    },
    'game.set-aside': ({ gameId }) => {
      const summary = archive.getGame(gameId);
      if (!summary) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      if (summary.finishedAt !== null) return ruleError({ code: 'archive.set-aside-finished', params: {} });
      const setAside = archive.setAside(gameId, clock().toISOString())!;
      // Set aside from the console (or another window): the moderator leaves it, as «Leave the game» does.
      if (gameId === activeGameId) {
        activeGameId = null;
        publish();
      }
      return { ok: true, value: setAside };
    },
    'game.set-notes': ({ gameId, notes }) => {
      const summary = archive.setNotes(gameId, notes);
      return summary ? { ok: true, value: summary } : { ok: false, error: { kind: 'not-found', what: 'game' } };
    },
    'game.search': (filters) => ({ ok: true, value: archive.searchGames(filters) }),
    'game.replay': ({ gameId, step }) => {
      const game = load(gameId);
      if (!game) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      if (step >= game.version)
        return ruleError({ code: 'replay.no-such-step', params: { step, last: game.version - 1 } });
      // The log up to that step folded as the station folds a whole log: undo markers included.
      const then = gameFromLog(game.log.filter((entry) => entry.step <= step));
      // An undone step, a marker or the setup is shown, but not offered for correction (tryout13: the replay offered
      // «Correct step 18» on a vote an undo had replaced, and the dialog then refused it).
      const correctable = isCorrectable(game, step);
      return { ok: true, value: { gameId, step, steps: game.version, view: moderatorView(then, gameId), correctable } };
    },
    ...archiveFileHandlers({
      archive: () => openNow,
      reopen: () => {
        const file = openNow.file;
        openNow = (options.reopenArchive ?? openArchive)(file);
        // Games folded from the old file are not the restored file's, nor are the cards opened in them.
        games.clear();
        cardWatch.forgetAll();
        publish();
      },
      activeGameId: () => activeGameId,
      backupsDir: options.backupsDir ?? join(dirname(options.archive.file), BACKUPS_FOLDER),
      clock,
      id: () => random.id(),
    }),
    'game.step-form': ({ gameId, step }) => {
      const game = load(gameId);
      if (!game) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      const form = stepForm(game, gameId, step);
      return form.ok ? form : ruleError(form.error);
    },
    'game.correct': correct,
    'game.correct-preview': previewCorrection,
    'player.list': ({ query, limit }) => ({
      ok: true,
      value: archive.listPlayers(query ?? '', limit ?? PLAYER_LIST_LIMIT),
    }),
    'player.set-gender': ({ playerId, gender }) => {
      const entry = archive.setPlayerGender(playerId, gender);
      return entry ? { ok: true, value: entry } : { ok: false, error: { kind: 'not-found', what: 'player' } };
    },
    'player.rename': ({ playerId, name }) => {
      const clean = cleanName(name);
      // A rename has one name and no seat: its refusals are worded for it (the table's name at a seat: name.*).
      if (!clean.ok) return ruleError({ ...clean.error, code: clean.error.code.replace(/^name\./, 'player.name-') });
      const renamed = archive.renamePlayer(playerId, clean.value);
      if (!('reason' in renamed)) return { ok: true, value: renamed };
      if (renamed.reason === 'not-found') return { ok: false, error: { kind: 'not-found', what: 'player' } };
      // The name is someone else's: the same person under two identities is a merge, not a rename.
      return ruleError({
        code: 'player.name-taken',
        params: { name: clean.value, otherPlayerId: renamed.otherPlayerId, otherName: renamed.otherName },
      });
    },
    'player.merge': ({ keepId, mergeId }) => {
      const merged = archive.mergePlayers(keepId, mergeId);
      if (!('reason' in merged)) return { ok: true, value: merged };
      if (merged.reason === 'not-found') return { ok: false, error: { kind: 'not-found', what: 'player' } };
      return ruleError(mergeRefusalError(archive, merged));
    },
    'player.stats': ({ playerId }) => {
      const stats = archive.playerStats(playerId);
      return stats ? { ok: true, value: stats } : { ok: false, error: { kind: 'not-found', what: 'player' } };
    },
    ...exchangeHandlers({ archive: () => archive, id: () => random.id(), clock }),
    ...seasonHandlers({
      archive: () => archive,
      standings: (tournamentId) => handlers['tournament.standings']({ tournamentId }),
    }),
    ...tournamentHandlers({
      archive,
      id: () => random.id(),
      clock,
      ...(options.seatingPick ? { pick: options.seatingPick } : {}),
      startGame: (request, tournament) => create({ ...request, randomSeating: false } as CreateGameRequest, tournament),
    }),
    'lan.interfaces': () => lan.interfaces(),
    'lan.start': ({ host }) => lan.start(host),
    'lan.stop': () => lan.stop(),
    'lan.status': () => ({ ok: true, value: lan.status() }),
    'lan.reveal': ({ seat }) => lan.reveal(seat),
    'lan.show-on-projector': ({ seat }) => lan.showOnProjector(seat),
    'stream.status': () => ({ ok: true, value: streamStatus() }),
    'stream.delay': ({ delay }) => {
      stream.setDelay(delay);
      return { ok: true, value: streamStatus() };
    },
    'stream.pause': ({ on }) => {
      stream.setPaused(on);
      return { ok: true, value: streamStatus() };
    },
    'stream.new-viewer-key': () => {
      stream.renewViewerKey();
      // The old link is refused from now on; the streams it opened end now.
      lan.endViewerStreams();
      return { ok: true, value: streamStatus() };
    },
    'display.list': () => ({ ok: true, value: displays ? displays.host.list() : [] }),
    // Browser mode: the projector is a browser window the moderator places himself.
    'display.choose': ({ displayId }) =>
      displays ? displays.host.choose(displayId) : ruleError({ code: 'display.unavailable', params: {} }),
    'timer.start': ({ kind, seat, seconds }) => {
      const game = activeGameId ? load(activeGameId) : null;
      // The room sees the timer: started under a held dawn, its kind or seat (a victim's last word) would
      // announce the night before the moderator does.
      if (game && heldDawn(game)) return ruleError({ code: 'timer.dawn-held', params: {} });
      // A seat must be one of the open game's; with no game open only a seatless timer makes sense.
      if (seat !== null) {
        if (!game) return ruleError({ code: 'timer.no-game-seat', params: {} });
        if (seat > game.state.players.length) return { ok: false, error: { kind: 'not-found', what: 'seat' } };
      }
      return timer.start(kind, seat, seconds);
    },
    'timer.pause': () => timer.pause(),
    'timer.resume': () => timer.resume(),
    'timer.add': ({ seconds }) => timer.add(seconds),
    'timer.clear': () => timer.clear(),
    'projector.hold': ({ on }) => ({ ok: true, value: hold.set(on) }),
    'projector.locale': ({ locale }) => ({ ok: true, value: hold.setLocale(locale) }),
    'tournament.screen': (choice) => {
      if (choice.tournamentId !== null && !archive.tournaments.get(choice.tournamentId))
        return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
      return { ok: true, value: tournamentScreen.set(choice) };
    },
    'print.protocol': ({ gameId }) => print.protocol(gameId),
    'print.role-cards': (payload) => print.roleCards(payload),
    'print.paper-protocol': (payload) => print.paperProtocol(payload),
    'print.pdf': (payload) => print.pdf(payload),
    'print.reveal': (payload) =>
      options.printFiles
        ? options.printFiles(payload)
        : Promise.resolve({
            ok: false,
            error: { kind: 'unavailable', message: 'Only the desktop app shows or opens printed files.' },
          }),
  };

  /** The stream overlays as the operator sees them: the pause, the delay and the two links. */
  function streamStatus(): StreamStatus {
    return { paused: stream.paused(), delay: stream.delay(), ...lan.overlayLinks() };
  }

  function request<N extends ModeratorRequestName>(name: N, payload: unknown): ModeratorReply<N> {
    const answer = answerNow(name, payload);
    // Points given, a best move, a seating, a finished game corrected or a backup restored: the tournament on the
    // projector shows them. (A game's own end is followed as it is published.)
    if ((name.startsWith('tournament.') && name !== 'tournament.screen') || CHANGES_PAST_GAMES.has(name))
      tournamentScreen.refresh();
    if (!isAsyncModeratorRequest(name)) return answer as ModeratorReply<N>;
    // A LAN request always answers with a promise, even a refusal, and a failure inside becomes a refusal.
    return Promise.resolve(answer).catch(internalError) as ModeratorReply<N>;
  }

  function internalError(error: unknown): StationResult<never> {
    return { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) } };
  }

  function answerNow<N extends ModeratorRequestName>(
    name: N,
    payload: unknown,
  ): StationResult<ModeratorRequestResults[N]> | Promise<StationResult<ModeratorRequestResults[N]>> {
    if (typeof name !== 'string' || !Object.hasOwn(MODERATOR_REQUESTS, name)) {
      return {
        ok: false,
        error: { kind: 'invalid-payload', message: `Unknown request: ${String(name).slice(0, 60)}`, issues: [] },
      };
    }
    const valid = validatePayload(MODERATOR_REQUESTS[name].payload, payload);
    if (!valid.ok) return valid;
    try {
      return (
        handlers[name] as (
          p: unknown,
        ) => StationResult<ModeratorRequestResults[N]> | Promise<StationResult<ModeratorRequestResults[N]>>
      )(valid.value);
    } catch (error) {
      // Only the archive or a bug can throw here; nothing in memory changed before the throw.
      return {
        ok: false,
        error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) },
      };
    }
  }

  return {
    request,
    onModeratorView: (listener) => subscribe(moderatorListeners, listener),
    onPublicView: (listener) => subscribe(publicListeners, listener),
    currentModeratorView: () => lastModerator,
    currentPublicView: () => lastPublic,
    onLanStatus: (listener) => lan.onStatus(listener),
    onProjectorReveal: (listener) => lan.onReveal(listener),
    currentLanStatus: () => lan.status(),
    currentProjectorReveal: () => lan.currentReveal(),
    attachDisplays(host) {
      displays?.stop();
      const attached = {
        host,
        stop: host.onChange((list) => {
          for (const listener of [...displayListeners]) listener(list);
        }),
      };
      displays = attached;
      return () => {
        if (displays !== attached) return;
        attached.stop();
        displays = null;
      };
    },
    onDisplays: (listener) => subscribe(displayListeners, listener),
    onTimer: (listener) => timer.onChange(listener),
    currentTimer: () => ({ timer: timer.current(), revision: timer.revision() }),
    onProjectorHold: (listener) => hold.onChange(listener),
    currentProjectorHold: () => hold.current(),
    currentProjectorLocale: () => hold.currentLocale(),
    currentViewerView: () => viewerFeed.current(),
    onTournamentScreen: (listener) => tournamentScreen.onChange(listener),
    currentTournamentScreen: () => tournamentScreen.current(),
    close() {
      displays?.stop();
      displays = null;
      displayListeners.clear();
      // The server stops accepting at once; its promise only waits for the last sockets to go.
      void lan.close();
      moderatorListeners.clear();
      publicListeners.clear();
      archive.close();
    },
  };
}
