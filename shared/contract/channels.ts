import * as v from 'valibot';
import type { ModeratorView, PlayerView, PublicView } from '../engine/index.ts';
import type { GameProtocol, RoleCardSheet } from '../print/index.ts';
import type { StationResult } from './errors.ts';
import { GameSearchSchema, PlayerListSchema, PlayerMergeSchema, PlayerRefSchema, PlayerRenameSchema, SetNotesSchema } from './archive-requests.ts';
import type { GameSearchPage, PlayerListEntry, PlayerStats } from './archive-results.ts';
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
import { GameCorrectSchema, GameStepRefSchema, type CorrectionResult, type StepForm } from './correction.ts';
import { PrintPdfSchema, PrintRevealSchema, RoleCardsRequestSchema, type PrintedPdf } from './print.ts';
import {
  TournamentAwardSchema,
  TournamentBestMoveSchema,
  TournamentCreateSchema,
  TournamentRefSchema,
  TournamentStartGameSchema,
} from './tournament-requests.ts';
import type { TournamentDetail, TournamentStandings, TournamentSummary } from './tournament-results.ts';
import {
  CommandEnvelopeSchema,
  CreateGameSchema,
  EmptySchema,
  GameRefSchema,
  IdSchema,
  SeatRefSchema,
} from './schemas.ts';
import { ProjectorHoldSchema, ProjectorLocaleSchema, TimerAddSchema, TimerStartSchema, type TimerState } from './timer.ts';

/** A game as the archive lists it. */
export interface GameSummary {
  gameId: string;
  rulesetId: string;
  players: string[];
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  winner: string | null;
  scores: number[] | null;
  version: number;
  /** The moderator's notes on the game ('' when none). */
  notes: string;
  /** The tournament round and table the game was played at, or null for a club game. */
  tournament: { tournamentId: string; round: number; table: number } | null;
}

/** A tournament game's points per seat (index seat - 1; null for a seat the standings do not count) and whose scoring they are. */
export interface TournamentGamePoints {
  tournamentId: string;
  /** The tournament's name: its scoring is the one it was created with. */
  name: string;
  points: (number | null)[];
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

/** Every request the moderator window may make: its payload schema (checked at runtime) and result type. */
export const MODERATOR_REQUESTS = {
  'station.status': EmptySchema,
  'game.create': CreateGameSchema,
  'game.command': CommandEnvelopeSchema,
  'game.open': GameRefSchema,
  'game.close': EmptySchema,
  'game.list': EmptySchema,
  'game.player-card': SeatRefSchema,
  'game.cards-seen': GameRefSchema,
  'game.summary': GameRefSchema,
  'game.tournament-points': GameRefSchema,
  'game.rematch': GameRematchSchema,
  'game.set-notes': SetNotesSchema,
  'game.search': GameSearchSchema,
  'game.replay': GameReplaySchema,
  'game.export': GameRefSchema,
  'game.import': GameImportSchema,
  'archive.backup': EmptySchema,
  'archive.backups': EmptySchema,
  'archive.restore': ArchiveRestoreSchema,
  'game.step-form': GameStepRefSchema,
  'game.correct': GameCorrectSchema,
  'player.list': PlayerListSchema,
  'player.rename': PlayerRenameSchema,
  'player.merge': PlayerMergeSchema,
  'player.stats': PlayerRefSchema,
  'tournament.create': TournamentCreateSchema,
  'tournament.list': EmptySchema,
  'tournament.get': TournamentRefSchema,
  'tournament.seat': TournamentRefSchema,
  'tournament.start-game': TournamentStartGameSchema,
  'tournament.standings': TournamentRefSchema,
  'tournament.award': TournamentAwardSchema,
  'tournament.best-move': TournamentBestMoveSchema,
  'lan.interfaces': EmptySchema,
  'lan.start': LanStartSchema,
  'lan.stop': EmptySchema,
  'lan.status': EmptySchema,
  'lan.reveal': LanRevealSchema,
  'lan.show-on-projector': LanProjectorSchema,
  'display.list': EmptySchema,
  'display.choose': DisplayChooseSchema,
  'timer.start': TimerStartSchema,
  'timer.pause': EmptySchema,
  'timer.resume': EmptySchema,
  'timer.add': TimerAddSchema,
  'timer.clear': EmptySchema,
  'projector.hold': ProjectorHoldSchema,
  'projector.locale': ProjectorLocaleSchema,
  'print.protocol': GameRefSchema,
  'print.role-cards': RoleCardsRequestSchema,
  'print.pdf': PrintPdfSchema,
  'print.reveal': PrintRevealSchema,
} as const;

/** The name of a moderator request. */
export type ModeratorRequestName = keyof typeof MODERATOR_REQUESTS;

/** The payload type of each moderator request. */
export type ModeratorRequestPayload<N extends ModeratorRequestName> = v.InferOutput<(typeof MODERATOR_REQUESTS)[N]>;

/** The result type of each moderator request. */
export interface ModeratorRequestResults {
  'station.status': StationStatus;
  'game.create': { gameId: string; version: number };
  'game.command': { version: number; duplicate: boolean };
  'game.open': { gameId: string; version: number };
  'game.close': null;
  'game.list': GameSummary[];
  'game.player-card': PlayerView;
  /** The seats that have seen their role: on the moderator's screen or by phone. */
  'game.cards-seen': number[];
  /** One game as the archive lists it (its notes included). */
  'game.summary': GameSummary;
  /** A finished tournament game's points by the tournament's scoring (as its standings count them); null otherwise. */
  'game.tournament-points': TournamentGamePoints | null;
  /** A new game with the same players and options as the given one: a new deal, seats kept or redrawn. */
  'game.rematch': { gameId: string; version: number };
  'game.set-notes': GameSummary;
  'game.search': GameSearchPage;
  /** The moderator view as of after one step of a game (its log folded up to that step). */
  'game.replay': GameReplay;
  /** A game as a JSON game record's text. */
  'game.export': GameExport;
  'game.import': GameImportAnswer;
  /** A new backup of the whole archive in the backups folder (SQLite's online backup). */
  'archive.backup': BackupFile;
  /** The backups in the backups folder, newest first. */
  'archive.backups': BackupFile[];
  'archive.restore': RestoreOutcome;
  /** A past step to correct: the prompts before it, the view then, and the command it stood for. */
  'game.step-form': StepForm;
  /** A past step corrected: a rewind, the corrected step and the later steps replayed, appended at once. */
  'game.correct': CorrectionResult;
  'player.list': PlayerListEntry[];
  'player.rename': PlayerListEntry;
  'player.merge': PlayerListEntry;
  'player.stats': PlayerStats;
  'tournament.create': TournamentDetail;
  'tournament.list': TournamentSummary[];
  'tournament.get': TournamentDetail;
  'tournament.seat': TournamentDetail;
  'tournament.start-game': { gameId: string; version: number };
  'tournament.standings': TournamentStandings;
  'tournament.award': TournamentDetail;
  'tournament.best-move': TournamentDetail;
  'lan.interfaces': LanInterfaceInfo[];
  'lan.start': LanStatus;
  'lan.stop': LanStatus;
  'lan.status': LanStatus;
  'lan.reveal': LanReveal;
  'lan.show-on-projector': { seat: number | null };
  'display.list': DisplayInfo[];
  'display.choose': DisplayInfo[];
  'timer.start': TimerState;
  'timer.pause': TimerState;
  'timer.resume': TimerState;
  'timer.add': TimerState;
  'timer.clear': null;
  'projector.hold': { on: boolean };
  'projector.locale': { locale: string };
  'print.protocol': GameProtocol;
  'print.role-cards': RoleCardSheet;
  'print.pdf': PrintedPdf;
  /** The printed PDF shown in the file manager or opened (only a file inside the data folder's prints/). */
  'print.reveal': { file: string };
}

/** The requests that wait on the network (a server starting or stopping, a QR being drawn), on a PDF being drawn, or on a backup. */
export const ASYNC_MODERATOR_REQUESTS = [
  'lan.start',
  'lan.stop',
  'lan.reveal',
  'lan.show-on-projector',
  'print.pdf',
  'print.reveal',
  // SQLite's online backup copies a few pages per turn of the event loop; a restore backs up first.
  'archive.backup',
  'archive.restore',
] as const;

/** The name of a request the station answers with a promise. */
export type AsyncModeratorRequestName = (typeof ASYNC_MODERATOR_REQUESTS)[number];

/** Whether the station answers this request with a promise. */
export function isAsyncModeratorRequest(name: string): name is AsyncModeratorRequestName {
  return (ASYNC_MODERATOR_REQUESTS as readonly string[]).includes(name);
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
  /** The seat whose code the projector shows now, or null. */
  projectorSeat: number | null;
}

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
