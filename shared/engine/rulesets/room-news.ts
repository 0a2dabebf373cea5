/**
 * The announcements the room's list shows: the latest `count`, remarks left out. A remark is public (the
 * moderator gives it aloud) but it is counted on its seat (the public player's `remarks`); in the list a
 * string of remarks would push the night's news off the screen (issue 12 §3).
 */
export function roomNews<A extends { kind: string }>(announcements: readonly A[], count: number): A[] {
  return announcements.filter((a) => a.kind !== 'remark').slice(-count);
}
