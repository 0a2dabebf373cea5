import type * as v from 'valibot';
import type { ModeratorView, PlayerView, PublicView } from '../engine/index.ts';
import {
  CommandEnvelopeSchema,
  CreateGameSchema,
  EmptySchema,
  GameRefSchema,
  SeatRefSchema,
} from './schemas.ts';

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
}

/** What the moderator window learns when it connects: the open game and games it may resume. */
export interface StationStatus {
  activeGameId: string | null;
  unfinished: GameSummary[];
}

/** Every request the moderator window may make: its payload schema (checked at runtime) and result type. */
export const MODERATOR_REQUESTS = {
  'station.status': EmptySchema,
  'game.create': CreateGameSchema,
  'game.command': CommandEnvelopeSchema,
  'game.open': GameRefSchema,
  'game.close': EmptySchema,
  'game.list': EmptySchema,
  'game.player-card': SeatRefSchema,
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
}

/** What the station pushes to the moderator window. */
export type ModeratorPush = { channel: 'moderator.view'; view: ModeratorView | null };

/** What the station pushes to the projector: the public view and nothing else. */
export type ProjectorPush = { channel: 'public.view'; view: PublicView | null };

/** IPC channel names, shared by main and the preloads. */
export const IPC = {
  /** moderator → main, invoke: `{ name, payload }` of a moderator request. */
  moderatorRequest: 'moderator:request',
  /** main → moderator: the moderator view. */
  moderatorView: 'moderator:view',
  /** main → projector: the public view. */
  publicView: 'projector:public-view',
  /** projector → main, send: ask for the latest public view after loading. */
  projectorReady: 'projector:ready',
} as const;
