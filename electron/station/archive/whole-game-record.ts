import type { LoggedEvent } from '../../../shared/engine/index.ts';

/** One step's command id and the time it was recorded. */
export interface StepInfo {
  step: number;
  commandId: string;
  at: string;
}

/** A whole game to insert at once (an import): its summary, players, and every step with its events. */
export interface WholeGameRecord {
  gameId: string;
  rulesetId: string;
  options: unknown;
  /** Player names in seat order (index 0 is seat 1). */
  players: string[];
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  winner: string | null;
  scores: number[] | null;
  /** Steps 0..n-1 in order, each with at least one event. */
  steps: (StepInfo & { events: LoggedEvent[] })[];
}
