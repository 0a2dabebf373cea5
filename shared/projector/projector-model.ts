import { phaseTitle } from '../text/phase-title.ts';
import { roleName, rulesetKeyScope, winnerLine } from '../text/ruleset-names.ts';
import type { Translator } from '../text/translator.ts';

// What the projector draws, the same for every ruleset: each ruleset's public view is turned into this
// by its own builder (shared/engine/rulesets/<id>/projector.ts), so the components know nothing of any
// ruleset's rules. Nothing here reads the registry: the rulesets build on this file.

/** How a seat stands out on the screen right now. */
export type SeatMark = 'speaker' | 'accused' | 'accuser' | 'candidate' | 'current' | null;

/** A seat's mark in the accusation under way (none without one): the accused, or the accuser. */
export function accusationMark(
  seat: number,
  accusation: { accuser: number | null; accused: number | null } | null,
): SeatMark {
  if (!accusation) return null;
  return seat === accusation.accused ? 'accused' : seat === accusation.accuser ? 'accuser' : null;
}

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

/**
 * The tags a seat shows: only while it is in the game. Once out, a seat reads how it left (and its role where
 * shown), as the projector's eliminated strip draws it; the day's «nominated» beside «voted out» misleads
 * (tryout 13: the overlay kept it). The projector and the stream overlays both draw a seat's tags through this.
 */
export function shownTags(seat: Pick<ProjectorSeat, 'alive' | 'tags'>): readonly string[] {
  return seat.alive ? seat.tags : [];
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
  /** Why the game ended, where the table's play did not end it (City: a judge's technical defeat), said under the winner. */
  reason?: string;
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

/**
 * Everything the projector shows of a game: `Id` is its ruleset and `A` its announcements, a ruleset's own where
 * its model builds one, every registered ruleset's at the pages (renderer/projector/model/index.ts binds them there,
 * so that a ruleset's own projector file never looks up at the registry its module is part of).
 */
export interface ProjectorModel<Id extends string = string, A = unknown> {
  gameId: string;
  rulesetId: Id;
  phase: string;
  round: number;
  /** The phase drawn as night: calm colours, and nothing that moves. */
  night: boolean;
  title: string;
  line: string;
  /** A game nobody leaves (copag-mafia): the head counts no one "still in", which would always read all. */
  nobodyLeaves?: true;
  seats: ProjectorSeat[];
  /** Who has the floor and for what, e.g. "Anna (3) — speech"; null when the view names nobody. */
  speaker: { seat: number; label: string; kind: string | null } | null;
  /** Who talks next, in order, as text. */
  next: string | null;
  panels: ProjectorPanel[];
  announcements: A[];
  result: ProjectorResult | null;
}

/** The model a ruleset's projector draws of its public view: the view's own ruleset and announcements. */
export type ModelOf<V extends { rulesetId: string; announcements: readonly unknown[] }> = ProjectorModel<
  V['rulesetId'],
  V['announcements'][number]
>;

/**
 * The model's head: the game, its phase and round, and the phase's title and line, under the ruleset's keys
 * (`phase.<id>.<phase>`, `projector.phase-line.<id>.<phase>`; davidoff-1987 came first and keeps flat keys).
 */
export function phaseHead<Id extends string>(
  tr: Translator,
  view: { gameId: string; rulesetId: Id; phase: string; round: number },
): Pick<ProjectorModel<Id>, 'gameId' | 'rulesetId' | 'phase' | 'round' | 'title' | 'line'> {
  const { gameId, rulesetId, phase, round } = view;
  const scope = rulesetKeyScope(rulesetId);
  return {
    gameId,
    rulesetId,
    phase,
    round,
    title: phaseTitle(tr, `phase.${scope}${phase}`, round),
    line: tr.t(`projector.phase-line.${scope}${phase}`),
  };
}

/**
 * The result of a ruleset that does not score, or null while the game goes on: the winner's line, and each
 * seat with its role (as `row` names it, and its id), its side and whether it won.
 */
export function unscoredResult<P extends { seat: number; name: string; role: string | null }>(
  tr: Translator,
  rulesetId: string,
  result: { winner: string } | null,
  players: readonly P[],
  row: (player: P, winner: string) => Pick<ProjectorResultRow, 'alive' | 'role' | 'side' | 'won'>,
): ProjectorResult | null {
  if (!result) return null;
  const rows = players.map((p) => {
    const { alive, role, side, won } = row(p, result.winner);
    return { seat: p.seat, name: p.name, alive, role, roleId: p.role, side, score: null, scoreValue: null, won };
  });
  return { winner: winnerLine(tr, rulesetId, result.winner), side: result.winner, rows };
}

/**
 * The result row of a ruleset whose players win with their role's team (city-mafia, french-deck): the role by
 * its name, its side, and won when the role's team is the winner.
 */
export function teamResultRow<R extends string>(
  tr: Translator,
  rulesetId: string,
  sideOf: (role: R | null) => ProjectorSeat['side'],
  teamOf: (role: R) => string,
): (
  player: { alive: boolean; role: R | null },
  winner: string,
) => Pick<ProjectorResultRow, 'alive' | 'role' | 'side' | 'won'> {
  return (p, winner) => ({
    alive: p.alive,
    role: p.role ? roleName(tr, rulesetId, p.role) : null,
    side: sideOf(p.role),
    won: p.role !== null && teamOf(p.role) === winner,
  });
}
