import { MAX_PLAYERS } from './setup.ts';
import type { Seat, Turn } from './types.ts';

/*
 * Every turn a fold gives the state, made once: a seat (1..MAX_PLAYERS) at a stage, with or without Enrico's
 * draw, 48 in all. The fold made a new turn at nearly every event (the turn begun, then its action done), two
 * objects of a simulated command's ~1.8 KiB (issue 14: bytes allocated per game). A turn is a value: states are
 * never changed, so any state may hold the same one; frozen, so a slip that writes into one fails at once
 * instead of changing other states' turns.
 */
const STAGES: readonly Turn['stage'][] = ['trunk', 'action', 'done'];
const TURNS: readonly Turn[] = Array.from({ length: MAX_PLAYERS * STAGES.length * 2 }, (_, i) =>
  Object.freeze({
    seat: 1 + Math.floor(i / (STAGES.length * 2)),
    stage: STAGES[(i >> 1) % STAGES.length]!,
    enrico: (i & 1) === 1,
  }),
);

/** The turn of `seat` at `stage` (Enrico's draw or not): the shared one, or a new one for a seat past the table. */
export function turnOf(seat: Seat, stage: Turn['stage'], enrico: boolean): Turn {
  const stageIndex = stage === 'trunk' ? 0 : stage === 'action' ? 1 : 2;
  const turn = TURNS[((seat - 1) * STAGES.length + stageIndex) * 2 + (enrico ? 1 : 0)];
  return turn !== undefined && turn.seat === seat ? turn : { seat, stage, enrico };
}
