import { viewHead } from '../view-fields.ts';
import { PUBLIC_ANNOUNCEMENTS, publicCopier, roomNews } from '../room-news.ts';
import { drawCount, missionOf, pendingOf } from './queries.ts';
import { MISSIONS_TO_WIN } from './setup.ts';
import type {
  ActionCard,
  Announcement,
  CardFace,
  Character,
  Colour,
  GameState,
  Mission,
  MissionResult,
  Phase,
  Role,
  Seat,
  Team,
} from './types.ts';

/** What every player at the table may know of a copag-mafia game. Built field by field. */
export interface CopagPublicView {
  gameId: string;
  rulesetId: 'copag-mafia';
  phase: Phase;
  round: number;
  players: CopagPublicPlayer[];
  /** The two mission places, in order; null while a place waits for its card. */
  missions: (CopagPublicMission | null)[];
  /** The missions that left the table, in order, with their revealed cards and sums. */
  history: CopagPublicRecord[];
  score: { successes: number; sabotages: number; needed: number };
  /** Whose turn, at which stage, and what he draws. */
  turn: { seat: Seat; stage: 'trunk' | 'action' | 'done'; draw: number; keep: number } | null;
  /** The Omertà's silence under way, and who started it. */
  omerta: { by: Seat } | null;
  /** What the table waits for before play goes on. */
  waiting: 'open' | 'reveal' | 'vincenzo' | null;
  announcements: Announcement[];
  /** The end: the winning side and every objective (RULES.md §5: the result reveals them all). */
  result: { winner: Team; scores: null } | null;
}

/** One seat as the table sees it: never an objective, unless revealed as police or the game is over. */
export interface CopagPublicPlayer {
  seat: Seat;
  name: string;
  character: Character | null;
  abilityUsed: boolean;
  revealed: boolean;
  role: Role | null;
  trunk: boolean;
  informant: boolean;
  /** The open mission his character is on, or null. */
  mission: number | null;
}

/** A mission on the table as everyone sees it: the card, the characters, the cards placed (face up ones with their face). */
export interface CopagPublicMission {
  number: number;
  name: string;
  recruits: number;
  cards: number;
  value: number;
  colour: Colour;
  members: Seat[];
  short: boolean;
  /** Every card placed, by whom (null: the deck's first card), and its face only when placed face up. */
  placed: { by: Seat | null; open: CardFace | null }[];
  revealed: { cards: CardFace[]; sum: number } | null;
}

/** A mission that left the table. */
export interface CopagPublicRecord {
  number: number;
  name: string;
  value: number;
  colour: Colour;
  members: Seat[];
  result: MissionResult;
  cards: CardFace[] | null;
  sum: number | null;
  shift: number;
  target: number;
}

const face = (c: CardFace): CardFace => ({ colour: c.colour, value: c.value });

/** Copies one announcement field by field: the common ones as every ruleset does (room-news.ts), its own here. */
export const publicAnnouncement = publicCopier<Announcement>((a): Announcement => {
  switch (a.kind) {
    case 'mission-opened':
      return { kind: a.kind, mission: a.mission, name: a.name, members: [...a.members], short: a.short };
    case 'card-placed':
      return { kind: a.kind, mission: a.mission, seat: a.seat, open: a.open ? face(a.open) : null };
    case 'placement-blocked':
      return { kind: a.kind, mission: a.mission, seat: a.seat, by: a.by };
    case 'mission-succeeded':
    case 'mission-sabotaged':
      return { kind: a.kind, mission: a.mission, sum: a.sum, target: a.target };
    case 'mission-aborted':
      return { kind: a.kind, mission: a.mission, by: a.by };
    case 'card-used':
      return { kind: a.kind, seat: a.seat, card: a.card as ActionCard, targets: [...a.targets] };
    case 'ability-used':
      return { kind: a.kind, seat: a.seat, character: a.character, target: a.target };
    case 'police-revealed':
    case 'turn-lost':
    case 'omerta-began':
    case 'omerta-broken':
      return { kind: a.kind, seat: a.seat };
    case 'omerta-ended':
      return { kind: a.kind };
  }
});

/** A mission on the table, field by field: face-down cards show who placed them, never their face. */
export function publicMission(m: Mission): CopagPublicMission {
  return {
    number: m.number,
    name: m.card.name,
    recruits: m.card.recruits,
    cards: m.card.cards,
    value: m.card.value,
    colour: m.card.colour,
    members: [...m.members],
    short: m.short,
    placed: m.placed.map((p) => ({ by: p.by, open: p.open ? face(p.open) : null })),
    revealed: m.revealed ? { cards: m.revealed.cards.map(face), sum: m.revealed.sum } : null,
  };
}

/**
 * The public projection of a copag-mafia game (the projector, the mirror, and the operator's own body):
 * never an objective before the end except a revealed police officer's, never a face-down card's face,
 * never what a Consigliere showed.
 */
export function publicBody(state: GameState): Omit<CopagPublicView, 'gameId'> {
  const ended = state.phase === 'ended';
  const turn = state.turn;
  return {
    ...viewHead(state),
    players: state.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      character: p.character,
      abilityUsed: p.abilityUsed,
      revealed: p.revealed,
      // RULES.md §5: a revealed police officer is public to the end; every objective is shown at the end.
      role: ended ? p.role : p.revealed ? 'police' : null,
      trunk: p.trunk,
      informant: p.informant,
      mission: missionOf(state, p.seat)?.number ?? null,
    })),
    missions: state.missions.map((m) => (m ? publicMission(m) : null)),
    history: state.history.map((h) => ({
      number: h.number,
      name: h.card.name,
      value: h.card.value,
      colour: h.card.colour,
      members: [...h.members],
      result: h.result,
      cards: h.cards ? h.cards.map(face) : null,
      sum: h.sum,
      shift: h.shift,
      target: h.target,
    })),
    score: { successes: state.successes, sabotages: state.sabotages, needed: MISSIONS_TO_WIN },
    turn: turn ? { seat: turn.seat, stage: turn.stage, ...drawCount(state) } : null,
    omerta: state.omerta ? { by: state.omerta.by } : null,
    waiting: pendingOf(state)?.kind ?? null,
    announcements: roomNews(state.announcements, PUBLIC_ANNOUNCEMENTS).map(publicAnnouncement),
    result: ended && state.outcome ? { winner: state.outcome.winner, scores: null } : null,
  };
}
