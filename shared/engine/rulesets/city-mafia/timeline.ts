import { technicalDefeatInStep, type DefeatedSide } from './technical-defeat.ts';
import type { GameEvent, LeaveTold } from './types.ts';

/**
 * A logged event as the moderator's timeline tells it: a player's leaving as the result tells it (LeaveTold), and a
 * game the judge ended as his technical defeat of a side (its winner still told).
 */
export type TimelineEvent =
  | Exclude<GameEvent, { type: 'player-left' }>
  | (Omit<Extract<GameEvent, { type: 'player-left' }>, 'cause'> & { cause: LeaveTold })
  | (Omit<Extract<GameEvent, { type: 'game-ended' }>, 'type'> & { type: 'technical-defeat'; defeated: DefeatedSide });

/**
 * A step's events as the moderator's timeline tells them. The log records the putana's guest as killed at dawn
 * (one death step with her); the same step's night-resolved names him (withPutana), and RULES.md §4 says he dies
 * with her, not by a kill: so his leaving reads 'with-putana', as the game-over table says (queries.ts, leaveTold).
 * The moderator knows who the putana was; the room's screens tell it only once the game is over (public-view.ts).
 * A step that is the game's end alone is the judge's technical defeat (technicalDefeatInStep), told as such.
 * Every other event is returned as it is (the same object), so the view tells a step apart only where it changed.
 */
export function timelineEvents(events: readonly GameEvent[]): TimelineEvent[] {
  // «Game over. The reds win» alone would hide that the judge, not the table, ended it.
  const defeated = technicalDefeatInStep(events);
  if (defeated !== null && events[0]?.type === 'game-ended')
    return [{ type: 'technical-defeat', defeated, outcome: events[0].outcome }, ...events.slice(1)];
  const resolved = events.find((e) => e.type === 'night-resolved');
  const guest = resolved?.type === 'night-resolved' ? resolved.withPutana : undefined;
  return events.map((event) =>
    event.type === 'player-left' && event.cause === 'killed' && event.seat === guest
      ? { ...event, cause: 'with-putana' }
      : event,
  );
}
