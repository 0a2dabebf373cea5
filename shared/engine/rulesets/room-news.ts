import type { RemovalReason } from './discipline.ts';

/**
 * The announcements the room's list shows: the latest `count`, remarks left out. A remark is public (the
 * moderator gives it aloud) but it is counted on its seat (the public player's `remarks`); in the list a
 * string of remarks would push the night's news off the screen (issue 12 §3).
 */
export function roomNews<A extends { kind: string }>(announcements: readonly A[], count: number): A[] {
  return announcements.filter((a) => a.kind !== 'remark').slice(-count);
}

/** How many of the latest announcements the room sees. */
export const PUBLIC_ANNOUNCEMENTS = 12;

/**
 * The announcements every ruleset makes, with the fields the room may see; `W` is who may win a game-over
 * (a ruleset's teams). One member a kind, so that a ruleset takes its own kinds with `RoomAnnouncement`.
 */
export type CommonAnnouncement<W extends string = string> =
  | { kind: 'game-started'; players: number }
  | { kind: 'day-began'; round: number }
  | { kind: 'night-fell'; round: number }
  | { kind: 'killed'; seat: number }
  | { kind: 'executed'; seat: number }
  | { kind: 'nobody-died' }
  | { kind: 'accusation'; accuser: number; accused: number }
  | { kind: 'remark'; seat: number; remarks: number }
  | { kind: 'removed'; seat: number; reason: RemovalReason }
  | { kind: 'game-over'; winner: W };

/**
 * The common announcements a ruleset makes, its winners `W`: all of them but the kinds `Unmade`. A ruleset's
 * announcement union is these and its own, so a common kind has the same fields in every ruleset (the public
 * copy relies on it).
 */
export type RoomAnnouncement<W extends string, Unmade extends CommonAnnouncement['kind'] = never> = Exclude<
  CommonAnnouncement<W>,
  { kind: Unmade }
>;

const COMMON_KINDS: ReadonlySet<string> = new Set<CommonAnnouncement['kind']>([
  'game-started',
  'day-began',
  'night-fell',
  'killed',
  'executed',
  'nobody-died',
  'accusation',
  'remark',
  'removed',
  'game-over',
]);

/** Whether an announcement is one every ruleset makes (its public copy is `publicCopier`'s). */
export function isCommonAnnouncement<A extends { kind: string }>(
  a: A,
): a is Extract<A, { kind: CommonAnnouncement['kind'] }> {
  return COMMON_KINDS.has(a.kind);
}

/**
 * A ruleset's copy of any of its announcements, field by field so that nothing but public fields can pass:
 * the announcements every ruleset makes as the room sees them (`publicCopy`), its own by `own`.
 */
export function publicCopier<A extends { kind: string }>(
  own: (a: Exclude<A, { kind: CommonAnnouncement['kind'] }>) => A,
): (a: A) => A {
  return (a) =>
    isCommonAnnouncement(a)
      ? (publicCopy(a as unknown as CommonAnnouncement) as unknown as A)
      : own(a as Exclude<A, { kind: CommonAnnouncement['kind'] }>);
}

/** A common announcement as the room sees it: copied field by field, so nothing else reaches the view. */
function publicCopy(a: CommonAnnouncement): CommonAnnouncement {
  switch (a.kind) {
    case 'game-started':
      return { kind: a.kind, players: a.players };
    case 'day-began':
    case 'night-fell':
      return { kind: a.kind, round: a.round };
    case 'killed':
    case 'executed':
      return { kind: a.kind, seat: a.seat };
    case 'nobody-died':
      return { kind: a.kind };
    case 'accusation':
      return { kind: a.kind, accuser: a.accuser, accused: a.accused };
    case 'remark':
      return { kind: a.kind, seat: a.seat, remarks: a.remarks };
    case 'removed':
      return { kind: a.kind, seat: a.seat, reason: a.reason };
    case 'game-over':
      return { kind: a.kind, winner: a.winner };
  }
}
