import * as v from 'valibot';
import type { PlayerView } from '../engine/index.ts';
import type { GameProtocol, PaperProtocol, RoleCardSheet } from '../print/index.ts';
import type { PresetPin } from '../tournament/index.ts';
import type { StationResult } from './errors.ts';
import {
  GameSearchSchema,
  PlayerGenderSchema,
  PlayerListSchema,
  PlayerMergeSchema,
  PlayerRefSchema,
  PlayerRenameSchema,
  SetNotesSchema,
} from './archive-requests.ts';
import type { GameSearchPage, GameSummary, PlayerListEntry, PlayerStats } from './archive-results.ts';
import {
  ArchiveRestoreSchema,
  GameImportSchema,
  GameReplaySchema,
  type BackupFile,
  type GameExport,
  type GameImportAnswer,
  type GameReplay,
  type RestoreOutcome,
} from './archive-files.ts';
import {
  GameCorrectSchema,
  GameStepRefSchema,
  type CorrectionPreview,
  type CorrectionResult,
  type StepForm,
} from './correction.ts';
import {
  MafiaRatingsImportSchema,
  RatingsRequestSchema,
  type MafiaRatingsExport,
  type MafiaRatingsImport,
} from './exchange-requests.ts';
import type { RatingTable } from '../ratings/index.ts';
import { SeasonRequestSchema, type SeasonCandidate, type SeasonTable } from './season-requests.ts';
import {
  PaperProtocolSchema,
  PrintPdfSchema,
  PrintRevealSchema,
  RoleCardsRequestSchema,
  type PrintedPdf,
} from './print.ts';
import {
  TournamentAwardSchema,
  TournamentBestMoveSchema,
  TournamentConstraintsSchema,
  TournamentEnterLateSchema,
  TournamentVerdictSchema,
  TournamentCreateSchema,
  TournamentRefSchema,
  TournamentStandingsSchema,
  TournamentReseatSchema,
  TournamentStartGameSchema,
} from './tournament-requests.ts';
import type { TournamentDetail, TournamentStandings, TournamentSummary } from './tournament-results.ts';
import { StreamDelaySchema, StreamPauseSchema, type StreamStatus } from './stream.ts';
import { TournamentScreenRequestSchema, type TournamentScreen } from './tournament-screen.ts';
import {
  CommandEnvelopeSchema,
  CreateGameSchema,
  EmptySchema,
  GameRefSchema,
  IdSchema,
  SeatRefSchema,
} from './schemas.ts';
import {
  ProjectorHoldSchema,
  ProjectorLocaleSchema,
  TimerAddSchema,
  TimerStartSchema,
  type TimerState,
} from './timer.ts';

/** A tournament game's points per seat (index seat - 1; null for a seat the standings do not count) and whose scoring they are. */
export interface TournamentGamePoints {
  tournamentId: string;
  /** The tournament's name: its scoring is the one it was created with. */
  name: string;
  points: (number | null)[];
  /** The preset and version the tournament's scoring was copied from (null: typed by hand). */
  basedOn?: PresetPin | null;
}

/** What the moderator window learns when it connects: the open game and games it may resume. */
export interface StationStatus {
  activeGameId: string | null;
  unfinished: GameSummary[];
}

/** A seat of the open game, for the LAN requests (the station checks it exists). */
const LanSeatSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16));

/** `game.rematch`: the game whose table plays again, and whether the seats are drawn again. */
export const GameRematchSchema = v.strictObject({ gameId: IdSchema, reseat: v.boolean() });

/** `lan.start`: the address to serve the phones on (the station checks it is one of this machine's). */
export const LanStartSchema = v.strictObject({ host: v.pipe(v.string(), v.maxLength(64)) });

/** `lan.reveal`: the seat whose code the moderator shows on his own screen. */
export const LanRevealSchema = v.strictObject({ seat: LanSeatSchema });

/** `lan.show-on-projector`: the seat whose code the projector shows, or null to take it down. */
export const LanProjectorSchema = v.strictObject({ seat: v.nullable(LanSeatSchema) });

/** `display.choose`: the display the projector goes to, or null for the automatic choice. */
export const DisplayChooseSchema = v.strictObject({
  // Electron's display ids are unsigned 32-bit numbers on every platform.
  displayId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffff_ffff))),
});

declare const RESULT: unique symbol;

/** A request's result type, carried by its declaration for the compiler only (nothing at runtime). */
export type Returns<R> = { readonly [RESULT]?: R };

/** Names a request's result type at its declaration: `returns<LanStatus>()`. */
export function returns<R>(): Returns<R> {
  return {};
}

/**
 * One request, declared once: its payload schema (checked at runtime), its result type, and whether the
 * station answers with a promise ('async': the requests that wait on the network, a PDF or a backup).
 */
export interface RequestDeclaration<
  S extends v.GenericSchema = v.GenericSchema,
  R = unknown,
  A extends boolean = boolean,
> {
  payload: S;
  result: Returns<R>;
  async: A;
}

function request<S extends v.GenericSchema, R, M extends 'async' | 'sync' = 'sync'>(
  payload: S,
  result: Returns<R>,
  mode?: M,
): RequestDeclaration<S, R, M extends 'async' ? true : false> {
  return { payload, result, async: (mode === 'async') as M extends 'async' ? true : false };
}

/** Every request the moderator window may make, one declaration each: payload schema, result type, async. */
export const MODERATOR_REQUESTS = {
  'station.status': request(EmptySchema, returns<StationStatus>()),
  /**
   * Browser mode: a new moderator key, kept for the next start; every page that came in with the old key
   * is dropped, and the page that asked goes on with this one. The desktop app has no key: unavailable.
   */
  'station.new-moderator-key': request(EmptySchema, returns<{ token: string }>()),
  'game.create': request(CreateGameSchema, returns<{ gameId: string; version: number }>()),
  'game.command': request(CommandEnvelopeSchema, returns<{ version: number; duplicate: boolean }>()),
  'game.open': request(GameRefSchema, returns<{ gameId: string; version: number }>()),
  'game.close': request(EmptySchema, returns<null>()),
  'game.list': request(EmptySchema, returns<GameSummary[]>()),
  'game.player-card': request(SeatRefSchema, returns<PlayerView>()),
  /** The seats that have seen their role: on the moderator's screen or by phone. */
  'game.cards-seen': request(GameRefSchema, returns<number[]>()),
  /** One game as the archive lists it (its notes included). */
  'game.summary': request(GameRefSchema, returns<GameSummary>()),
  /** A finished tournament game's points by the tournament's scoring (as its standings count them); null otherwise. */
  'game.tournament-points': request(GameRefSchema, returns<TournamentGamePoints | null>()),
  /** A new game with the same players and options as the given one: a new deal, seats kept or redrawn. */
  'game.rematch': request(GameRematchSchema, returns<{ gameId: string; version: number }>()),
  'game.set-notes': request(SetNotesSchema, returns<GameSummary>()),
  /** Sets an unfinished game aside: off the start page's list, kept in the archive; opening it again takes it back. */
  'game.set-aside': request(GameRefSchema, returns<GameSummary>()),
  'game.search': request(GameSearchSchema, returns<GameSearchPage>()),
  /** The moderator view as of after one step of a game (its log folded up to that step). */
  'game.replay': request(GameReplaySchema, returns<GameReplay>()),
  /** A game as a JSON game record's text. */
  'game.export': request(GameRefSchema, returns<GameExport>()),
  'game.import': request(GameImportSchema, returns<GameImportAnswer>()),
  /** A new backup of the whole archive in the backups folder (SQLite's online backup). */
  'archive.backup': request(EmptySchema, returns<BackupFile>(), 'async'),
  /** The backups in the backups folder, newest first. */
  'archive.backups': request(EmptySchema, returns<BackupFile[]>()),
  'archive.restore': request(ArchiveRestoreSchema, returns<RestoreOutcome>(), 'async'),
  /** A past step to correct: the prompts before it, the view then, and the command it stood for. */
  'game.step-form': request(GameStepRefSchema, returns<StepForm>()),
  /** A past step corrected: a rewind, the corrected step and the later steps replayed, appended at once. */
  'game.correct': request(GameCorrectSchema, returns<CorrectionResult>()),
  /** What that correction would do (steps replayed and dropped, the winner before and after), nothing written. */
  'game.correct-preview': request(GameCorrectSchema, returns<CorrectionPreview>()),
  'player.list': request(PlayerListSchema, returns<PlayerListEntry[]>()),
  'player.rename': request(PlayerRenameSchema, returns<PlayerListEntry>()),
  'player.merge': request(PlayerMergeSchema, returns<PlayerListEntry>()),
  'player.set-gender': request(PlayerGenderSchema, returns<PlayerListEntry>()),
  'player.stats': request(PlayerRefSchema, returns<PlayerStats>()),
  'tournament.create': request(TournamentCreateSchema, returns<TournamentDetail>()),
  'tournament.list': request(EmptySchema, returns<TournamentSummary[]>()),
  'tournament.get': request(TournamentRefSchema, returns<TournamentDetail>()),
  'tournament.seat': request(TournamentRefSchema, returns<TournamentDetail>()),
  'tournament.reseat': request(TournamentReseatSchema, returns<TournamentDetail>()),
  'tournament.start-game': request(TournamentStartGameSchema, returns<{ gameId: string; version: number }>()),
  'tournament.standings': request(TournamentStandingsSchema, returns<TournamentStandings>()),
  'tournament.award': request(TournamentAwardSchema, returns<TournamentDetail>()),
  'tournament.best-move': request(TournamentBestMoveSchema, returns<TournamentDetail>()),
  /** The seats killed on a game's first night, in the order they fell: whom the best-move form offers. */
  'tournament.first-killed': request(GameRefSchema, returns<number[]>()),
  /** Replaces the seating constraints: pairs apart, judges and their conflicts, absences (issue 16). */
  'tournament.constraints': request(TournamentConstraintsSchema, returns<TournamentDetail>()),
  /** Adds a late entry and re-seats the rounds not yet started with him. */
  'tournament.enter-late': request(TournamentEnterLateSchema, returns<TournamentDetail>()),
  /** Records a finished game's worst move, surrender and technical defeat. */
  'tournament.verdict': request(TournamentVerdictSchema, returns<TournamentDetail>()),
  /** The tournament the projector shows between games (its next round's seating or its standings), or none. */
  'tournament.screen': request(TournamentScreenRequestSchema, returns<{ screen: TournamentScreen | null }>()),
  /** A tournament's finished City games in the MafiaRatings game JSON (issue 16). */
  'tournament.export-ratings-json': request(TournamentRefSchema, returns<MafiaRatingsExport>()),
  /** A MafiaRatings file made into a new tournament with its games (all or nothing). */
  'tournament.import-ratings-json': request(MafiaRatingsImportSchema, returns<MafiaRatingsImport>()),
  /** The club rating recomputed from the archive's finished games (issue 16). */
  'ratings.table': request(RatingsRequestSchema, returns<RatingTable>()),
  /** The finished tournaments a season may count, the earliest first (issue 16). */
  'season.tournaments': request(EmptySchema, returns<SeasonCandidate[]>()),
  /** Season points by place over the chosen finished tournaments, with the organiser's points table. */
  'season.table': request(SeasonRequestSchema, returns<SeasonTable>()),
  'lan.interfaces': request(EmptySchema, returns<LanInterfaceInfo[]>()),
  'lan.start': request(LanStartSchema, returns<LanStatus>(), 'async'),
  'lan.stop': request(EmptySchema, returns<LanStatus>(), 'async'),
  'lan.status': request(EmptySchema, returns<LanStatus>()),
  'lan.reveal': request(LanRevealSchema, returns<LanReveal>(), 'async'),
  'lan.show-on-projector': request(LanProjectorSchema, returns<{ seat: number | null }>(), 'async'),
  /** The stream overlays (issue 17): their links, the viewer feed's delay and the pause. */
  'stream.status': request(EmptySchema, returns<StreamStatus>()),
  'stream.delay': request(StreamDelaySchema, returns<StreamStatus>()),
  'stream.pause': request(StreamPauseSchema, returns<StreamStatus>()),
  /** A new key for the viewer feed: the old link is refused and its streams end. */
  'stream.new-viewer-key': request(EmptySchema, returns<StreamStatus>()),
  'display.list': request(EmptySchema, returns<DisplayInfo[]>()),
  'display.choose': request(DisplayChooseSchema, returns<DisplayInfo[]>()),
  'timer.start': request(TimerStartSchema, returns<TimerState>()),
  'timer.pause': request(EmptySchema, returns<TimerState>()),
  'timer.resume': request(EmptySchema, returns<TimerState>()),
  'timer.add': request(TimerAddSchema, returns<TimerState>()),
  'timer.clear': request(EmptySchema, returns<null>()),
  'projector.hold': request(ProjectorHoldSchema, returns<{ on: boolean }>()),
  'projector.locale': request(ProjectorLocaleSchema, returns<{ locale: string }>()),
  'print.protocol': request(GameRefSchema, returns<GameProtocol>()),
  'print.role-cards': request(RoleCardsRequestSchema, returns<RoleCardSheet>()),
  /** The FIIM-style paper protocol (issue 16): blank, or filled from a finished City game. */
  'print.paper-protocol': request(PaperProtocolSchema, returns<PaperProtocol>()),
  'print.pdf': request(PrintPdfSchema, returns<PrintedPdf>(), 'async'),
  /** The printed PDF shown in the file manager or opened (only a file inside the data folder's prints/). */
  'print.reveal': request(PrintRevealSchema, returns<{ file: string }>(), 'async'),
} as const;

/** The name of a moderator request. */
export type ModeratorRequestName = keyof typeof MODERATOR_REQUESTS;

/** The payload type of each moderator request. */
export type ModeratorRequestPayload<N extends ModeratorRequestName> = v.InferOutput<
  (typeof MODERATOR_REQUESTS)[N]['payload']
>;

/** The result type of each moderator request. */
export type ModeratorRequestResults = {
  [N in ModeratorRequestName]: (typeof MODERATOR_REQUESTS)[N] extends RequestDeclaration<v.GenericSchema, infer R>
    ? R
    : never;
};

/** The name of a request the station answers with a promise. */
export type AsyncModeratorRequestName = {
  [N in ModeratorRequestName]: (typeof MODERATOR_REQUESTS)[N]['async'] extends true ? N : never;
}[ModeratorRequestName];

/** Whether the station answers this request with a promise. */
export function isAsyncModeratorRequest(name: string): name is AsyncModeratorRequestName {
  return Object.hasOwn(MODERATOR_REQUESTS, name) && MODERATOR_REQUESTS[name as ModeratorRequestName].async;
}

/** The station's answer to a request: at once, or a promise for the requests that wait on the network. */
export type ModeratorReply<N extends ModeratorRequestName> = N extends AsyncModeratorRequestName
  ? Promise<StationResult<ModeratorRequestResults[N]>>
  : StationResult<ModeratorRequestResults[N]>;

/** One address of this machine the phones may reach (as `lanInterfaces()` lists it). */
export interface LanInterfaceInfo {
  name: string;
  address: string;
  family: 'IPv4' | 'IPv6';
  /** The interface the moderator chose last time (kept in `lan-settings.json`): the phone panel preselects it. */
  remembered?: true;
}

/** The LAN server as the moderator sees it: where it listens, the mirror link, and who has seen a card. */
export interface LanStatus {
  running: boolean;
  host: string | null;
  port: number | null;
  /** The read-only projector mirror, with its key: for the moderator to copy, never shown to the room. */
  mirrorUrl: string | null;
  /** The seats of the open game that have seen their card of this deal, on a phone or on the moderator's screen, ascending. */
  seenSeats: number[];
  /** The seats holding a code not used yet, ascending: a code shown on a screen is taken down once its seat leaves this list. */
  codeSeats: number[];
  /**
   * The living seats whose code ended before it was opened (the station restarted, or the game was left), ascending:
   * the panel says so and offers each a new one.
   */
  lostCodeSeats: number[];
  /** The seat whose code the projector shows now, or null. */
  projectorSeat: number | null;
}

/** The LAN server's status while it is stopped (before the first start, and after a stop). */
export const LAN_STOPPED: LanStatus = {
  running: false,
  host: null,
  port: null,
  mirrorUrl: null,
  seenSeats: [],
  codeSeats: [],
  lostCodeSeats: [],
  projectorSeat: null,
};

/** A seat's code for the moderator's own screen: the URL (a secret) and its QR code as an SVG document. */
export interface LanReveal {
  seat: number;
  url: string;
  svg: string;
}

/** What the projector shows during a QR reveal: the seat and the QR image only, never the URL as text. */
export interface ProjectorReveal {
  seat: number;
  svg: string;
}

/**
 * A display connected to the station's computer, as the moderator picks the projector's from them.
 * Browser mode has no displays (the browser window is wherever the user put it): its list is empty.
 */
export interface DisplayInfo {
  id: number;
  /** The name the system gives the display (may be empty: the picker then numbers it). */
  label: string;
  size: { width: number; height: number };
  /** The system's main display, where the moderator's console lives. */
  primary: boolean;
  /** Whether the projector window is on this display now. */
  holdsProjector: boolean;
  /** Whether the moderator chose this display (none is chosen while the choice is automatic or its display is unplugged). */
  chosen: boolean;
  /**
   * Present on the display the projector belongs on when the system did not let the station move it there
   * (Wayland without XWayland, or a placement the window manager refused): the moderator moves it by hand.
   */
  projectorStuck?: true;
}

/** IPC channel names, shared by main and the preloads (an import-free list, for the preloads' sake). */
export { IPC } from './ipc-channels.ts';
