import type { Announcement, RulesetId } from '../engine/index.ts';

// What the projector draws, the same for every ruleset: each ruleset's public view is turned into this
// by its own builder (model/<ruleset>.ts), so the components know nothing of any ruleset's rules.

/** How a seat stands out on the screen right now. */
export type SeatMark = 'speaker' | 'accused' | 'accuser' | 'candidate' | 'current' | null;

/** One seat as the projector draws it. Every text is already translated. */
export interface ProjectorSeat {
  seat: number;
  name: string;
  alive: boolean;
  mark: SeatMark;
  /** Short words under the name: "nominated", "acquitted today", "3 remarks" … */
  tags: string[];
  /** How and when the player left the game; null while in it. */
  out: string | null;
  /** The role, only where the public view carries it (a turned card, the end of the game). */
  role: string | null;
  /** The side of that role, for its colour ('red'/'black': City Mafia's teams, drawn as their cards); null with the role hidden. */
  side: 'town' | 'mafia' | 'red' | 'black' | 'third' | null;
}

/** The box beside the seats: a vote, a trial, nominations or the day's count, as confirmed. */
export interface ProjectorPanel {
  /** 'vote' while hands are counted; 'info' for lists and counts; 'night' for the 1987 night proposal. */
  tone: 'vote' | 'info' | 'night';
  label: string;
  subject: string | null;
  /** The hands needed (or the rule of the count), on its own line. */
  needed: string | null;
  lines: string[];
}

/** The result at the end: the winner and every seat with its role (and score where the ruleset scores). */
export interface ProjectorResult {
  winner: string;
  /** The winning side's id (for its colour). */
  side: string;
  rows: ProjectorResultRow[];
}

/** One seat in the result. */
export interface ProjectorResultRow {
  seat: number;
  name: string;
  alive: boolean;
  role: string | null;
  /** The role's id, for tests and colours. */
  roleId: string | null;
  side: ProjectorSeat['side'];
  /** The score as text, where the ruleset scores. */
  score: string | null;
  scoreValue: number | null;
  won: boolean;
}

/** Everything the projector shows of a game. */
export interface ProjectorModel {
  gameId: string;
  rulesetId: RulesetId;
  phase: string;
  round: number;
  /** The phase drawn as night: calm colours, and nothing that moves. */
  night: boolean;
  title: string;
  line: string;
  seats: ProjectorSeat[];
  /** Who has the floor and for what, e.g. "Anna (3) — speech"; null when the view names nobody. */
  speaker: { seat: number; label: string; kind: string | null } | null;
  /** Who talks next, in order, as text. */
  next: string | null;
  panels: ProjectorPanel[];
  announcements: Announcement[];
  result: ProjectorResult | null;
}

/**
 * The result's rows of a ruleset that does not score: each seat with its role (as `row` names it, and its id),
 * its side and whether it won.
 */
export function unscoredRows<P extends { seat: number; name: string; role: string | null }>(
  players: readonly P[],
  row: (player: P) => Pick<ProjectorResultRow, 'alive' | 'role' | 'side' | 'won'>,
): ProjectorResultRow[] {
  return players.map((p) => {
    const { alive, role, side, won } = row(p);
    return { seat: p.seat, name: p.name, alive, role, roleId: p.role, side, score: null, scoreValue: null, won };
  });
}
