import type { GameEvent } from '../../shared/engine/index.ts';

/**
 * The seats killed on a game's first night, read from its effective events by their shape (every ruleset's
 * night begins with 'night-fell' and ends with 'day-began'; a kill is 'player-left' or 'player-eliminated'
 * with cause 'killed'). FIIM's ЛХ, Ci and the first-night-deaths tie-break count these (issue 16). City's
 * putana's guest, who dies with her (the night's `withPutana`), was not killed: he is not counted.
 */
export function firstNightVictimSeats(events: readonly GameEvent[]): number[] {
  const seats: number[] = [];
  let night = false;
  let withPutana: unknown = null;
  for (const event of events as readonly (GameEvent & { seat?: unknown; cause?: unknown; withPutana?: unknown })[]) {
    if (event.type === 'night-fell') night = true;
    else if (event.type === 'day-began' && night) return seats;
    else if (event.type === 'night-resolved') withPutana = event.withPutana ?? null;
    else if (
      night &&
      (event.type === 'player-left' || event.type === 'player-eliminated') &&
      event.cause === 'killed' &&
      typeof event.seat === 'number' &&
      event.seat !== withPutana
    )
      seats.push(event.seat);
  }
  return seats;
}
