import type { PlayerCard, Seat } from '../core.ts';

/** One seat as a stream's viewers see it once the delay has passed: its role and side (null before the deal). */
export interface ViewerSeat {
  seat: Seat;
  role: string | null;
  team: string | null;
  /** A second role dealt on top of the first (RULES.md §3: Mensa's kamikaze and lovers), or null. */
  second: string | null;
}

/** What a night action was: the kinds every ruleset's viewer view speaks of (the overlay's words for them). */
export type ViewerActionKind = 'kill' | 'check' | 'heal' | 'block' | 'guard' | 'hand';

/** One night action, late: who acted (a seat, or the role group called awake), on whom, and what a check found. */
export interface ViewerAction {
  kind: ViewerActionKind;
  /** The seat that acted, where the rules name one (a 1987 note's writer, a hand raised), else null. */
  by: Seat | null;
  /** The role group that acted (the ruleset's role name: 'mafia', 'don', 'sheriff'…), or null. */
  group: string | null;
  target: Seat | null;
  /** A check's answer: true when the check found what it looks for (null for anything but a check). */
  found: boolean | null;
}

/** One night (resolved or under way): its actions in order and who died of it. */
export interface ViewerNight {
  round: number;
  actions: ViewerAction[];
  victims: Seat[];
}

/**
 * What a stream's viewers may see beyond the room, after the organiser's delay (issue 17): every role and
 * the nights' actions. Built field by field by each ruleset (`Ruleset.viewerView`), like the public view.
 */
export interface ViewerBody {
  seats: ViewerSeat[];
  nights: ViewerNight[];
}

/** One action, built field by field (what is not given is null). */
export function viewerAction(
  kind: ViewerActionKind,
  target: Seat | null,
  more: { by?: Seat | null; group?: string | null; found?: boolean | null } = {},
): ViewerAction {
  return { kind, by: more.by ?? null, group: more.group ?? null, target, found: more.found ?? null };
}

/**
 * The seats' roles and sides from the ruleset's own role cards (only `role` and `team`: a card's teammates
 * are for its player), for a ruleset whose viewer view has nothing more to add to them.
 */
export function viewerSeats(
  players: readonly { seat: Seat }[],
  card: (seat: Seat) => PlayerCard | null,
  second: (seat: Seat) => string | null = () => null,
): ViewerSeat[] {
  return players.map(({ seat }) => {
    const known = card(seat);
    return { seat, role: known?.role ?? null, team: known?.team ?? null, second: second(seat) };
  });
}
