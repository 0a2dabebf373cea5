import type { GameEvent, LeaveTold } from './types.ts';

/** A logged event as the moderator's timeline tells it: a player's leaving as the result tells it (LeaveTold). */
export type TimelineEvent =
  | Exclude<GameEvent, { type: 'player-left' }>
  | (Omit<Extract<GameEvent, { type: 'player-left' }>, 'cause'> & { cause: LeaveTold });

/**
 * A step's events as the moderator's timeline tells them. The log records the putana's guest as killed at dawn
 * (one death step with her); the same step's night-resolved names him (withPutana), and RULES.md §4 says he dies
 * with her, not by a kill: so his leaving reads 'with-putana', as the game-over table says (queries.ts, leaveTold).
 * The moderator knows who the putana was; the room's screens tell it only once the game is over (public-view.ts).
 * Every other event is returned as it is (the same object), so the view tells a step apart only where it changed.
 */
export function timelineEvents(events: readonly GameEvent[]): TimelineEvent[] {
  const resolved = events.find((e) => e.type === 'night-resolved');
  const guest = resolved?.type === 'night-resolved' ? resolved.withPutana : undefined;
  return events.map((event) =>
    event.type === 'player-left' && event.cause === 'killed' && event.seat === guest
      ? { ...event, cause: 'with-putana' }
      : event,
  );
}
