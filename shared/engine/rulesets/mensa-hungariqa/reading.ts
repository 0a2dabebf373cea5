import { isMafiaRole, killThreshold, livingMafia, playerAt } from './queries.ts';
import type { GameEvent, GameState, NightState, Seat, VogonSight } from './types.ts';

/** What the hands at one name do. */
export interface NameVerdict {
  /** The mafia's hands at this name. */
  mafia: number;
  threshold: number;
  /** The name dies: the reading stops here. */
  kill: boolean;
  /** The mafia reached their threshold here but the bodyguard or Aunt Sárika saved him. */
  savedBy: 'bodyguard' | 'sarika' | null;
  /** Aunt Sárika's hand was the missing mafia vote. */
  sarikaCompleted: boolean;
}

/** The mafia's threshold tonight, from the living mafiosi and the option (RULES.md §3). */
export function tonightsThreshold(state: GameState): number {
  return killThreshold(livingMafia(state).length, state.options.mafiaThreshold);
}

/**
 * The verdict at one name (RULES.md §3). The mafia kill when their hands there reach the threshold and
 * neither the bodyguard nor Aunt Sárika picked him; Aunt Sárika's hand counts as a bodyguard's or as a
 * mafia vote, whichever has an effect: at a name the mafia reach she saves him, at a name they miss by
 * exactly one she completes the kill (the bodyguard still saves him). With one living mafioso her hand
 * counts for nothing. A mafioso dies only if he raised his own hand at his name.
 */
export function evaluateName(state: GameState, night: NightState, seat: Seat): NameVerdict {
  const living = livingMafia(state).length;
  const threshold = killThreshold(living, state.options.mafiaThreshold);
  const hands = night.hands.filter((h) => h.target === seat);
  const roleOf = (voter: Seat) => playerAt(state, voter)?.role ?? null;
  const mafia = hands.filter((h) => isMafiaRole(roleOf(h.voter))).length;
  const guard = hands.some((h) => roleOf(h.voter) === 'bodyguard');
  const sarika = living >= 2 && hands.some((h) => roleOf(h.voter) === 'sarika');
  if (living === 0) return { mafia, threshold, kill: false, savedBy: null, sarikaCompleted: false };
  // RULES.md §3 (rulebook: «csak abban az esetben működik, ha a halálra ítélt maffiózó is magára szavaz»):
  // a mafioso dies by his mafia's hands only if his own hand is among them, whatever the threshold
  // and whatever Aunt Sárika's hand.
  if (isMafiaRole(roleOf(seat)) && !hands.some((h) => h.voter === seat))
    return { mafia, threshold, kill: false, savedBy: null, sarikaCompleted: false };
  if (mafia >= threshold) {
    if (guard) return { mafia, threshold, kill: false, savedBy: 'bodyguard', sarikaCompleted: false };
    if (sarika) return { mafia, threshold, kill: false, savedBy: 'sarika', sarikaCompleted: false };
    return { mafia, threshold, kill: true, savedBy: null, sarikaCompleted: false };
  }
  if (sarika && mafia === threshold - 1) {
    if (guard) return { mafia, threshold, kill: false, savedBy: 'bodyguard', sarikaCompleted: false };
    return { mafia, threshold, kill: true, savedBy: null, sarikaCompleted: true };
  }
  return { mafia, threshold, kill: false, savedBy: null, sarikaCompleted: false };
}

/**
 * RULES.md §3 bodyguard: the seat his hand picked in the night whose death chain is open ("cannot die
 * that night": not as a kamikaze's victim, not as a heartbroken lover), or null by day or with no pick.
 */
export function guardedTonight(state: GameState): Seat | null {
  if (state.chain?.context !== 'night') return null;
  const record = state.nightHistory.at(-1);
  const hand = record?.hands.find((h) => playerAt(state, h.voter)?.role === 'bodyguard');
  return hand?.target ?? null;
}

/**
 * What the vogon saw at the name where he opened his eyes: any hand raised there (a mafioso's, the
 * bodyguard's or Aunt Sárika's: rulebook "whether anyone is voting"), or none.
 */
export function vogonSight(night: NightState): VogonSight | null {
  const seat = night.vogon;
  if (seat === null) return null;
  return night.hands.some((h) => h.target === seat) ? 'hands' : 'no-hands';
}

/** The record of a reading that ends, with the victim where it stopped (or null when every name was read). */
export function readingOutcome(
  state: GameState,
  night: NightState,
  victim: Seat | null,
): Omit<Extract<GameEvent, { type: 'reading-ended' }>, 'type'> {
  const upTo = victim === null ? night.order.length - 1 : night.order.indexOf(victim);
  let guarded: Seat | null = null;
  let sarika: 'protected' | 'completed' | null = null;
  for (const seat of night.order.slice(0, upTo + 1)) {
    const verdict = evaluateName(state, night, seat);
    if (verdict.savedBy === 'bodyguard' && guarded === null) guarded = seat;
    if (verdict.savedBy === 'sarika') sarika = 'protected';
    if (verdict.kill && verdict.sarikaCompleted) sarika = 'completed';
  }
  const saw = vogonSight(night);
  return {
    victim,
    stoppedAt: victim,
    threshold: tonightsThreshold(state),
    sarika,
    guarded,
    vogon: night.vogon !== null && saw !== null ? { seat: night.vogon, saw } : null,
  };
}
