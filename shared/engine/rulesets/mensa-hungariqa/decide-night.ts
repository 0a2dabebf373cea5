import { fail, ok } from '../../result.ts';
import type { Result } from '../../core.ts';
import { settleDeaths } from './death-chain.ts';
import { emitterFor } from './emitter.ts';
import { holderOf, inspectorAnswer, isLiving, isMafiaRole, livingMafia, playerAt } from './queries.ts';
import { evaluateName, readingOutcome } from './reading.ts';
import type { GameEvent, GameState, NightState } from './types.ts';

const R = 'mensa-hungariqa';

function nightAt(state: GameState, command: string, stage: NightState['stage']): Result<never> | NightState {
  if (state.phase !== 'night' || !state.night) return fail(`${R}.wrong-phase`, { command, phase: state.phase });
  if (state.night.stage !== stage) return fail(`${R}.wrong-night-step`, { command, step: state.night.stage });
  return state.night;
}

function isRefusal(value: Result<never> | NightState): value is Result<never> {
  return 'ok' in value;
}

/**
 * The inspector points at a player (RULES.md §3); the moderator nods for a mafioso and shakes his head for
 * a citizen or the protected mafioso, whose second check is a nod.
 */
export function decideCheck(state: GameState, target: unknown): Result<GameEvent[]> {
  const night = nightAt(state, 'inspector-check', 'inspector');
  if (isRefusal(night)) return night;
  const inspector = holderOf(state, 'inspector');
  if (!inspector || !inspector.alive) return fail(`${R}.inspector-is-dead`);
  if (night.check) return fail(`${R}.already-checked`);
  if (!isLiving(state, target)) return fail(`${R}.check-target-must-be-living`, { seat: String(target) });
  if (target === inspector.seat) return fail(`${R}.no-self-check`);
  const seat = target as number;
  return ok([{ type: 'inspector-checked', target: seat, answer: inspectorAnswer(state, seat) }]);
}

/**
 * The inspector closes his eyes and the reading begins. A dead inspector's step is still called and waited
 * through, so that nobody learns of his death from silence (RULES.md "Things every ruleset shares").
 */
export function decideInspectorDone(state: GameState): Result<GameEvent[]> {
  const night = nightAt(state, 'next-step', 'inspector');
  if (isRefusal(night)) return night;
  const inspector = holderOf(state, 'inspector');
  if (inspector?.alive && !night.check) return fail(`${R}.inspector-must-check`);
  return ok([{ type: 'inspector-step-done' }]);
}

/**
 * A hand raised at the name being read (RULES.md §3): each living mafioso at exactly one name; the
 * bodyguard at one name, not his own; Aunt Sárika at one name.
 */
export function decideHand(state: GameState, voter: unknown): Result<GameEvent[]> {
  const night = nightAt(state, 'hand', 'reading');
  if (isRefusal(night)) return night;
  if (!isLiving(state, voter)) return fail(`${R}.voter-must-be-living`, { seat: String(voter) });
  const player = playerAt(state, voter as number)!;
  const role = player.role;
  if (!isMafiaRole(role) && role !== 'bodyguard' && role !== 'sarika')
    return fail(`${R}.no-night-vote`, { seat: player.seat });
  if (night.hands.some((h) => h.voter === player.seat)) return fail(`${R}.one-name-only`, { seat: player.seat });
  const target = night.order[night.index]!;
  if (role === 'bodyguard' && target === player.seat) return fail(`${R}.bodyguard-not-himself`);
  return ok([{ type: 'hand-raised', voter: player.seat, target }]);
}

/** The vogon opens his eyes at the name being read, once a night (RULES.md §3). */
export function decideVogon(state: GameState): Result<GameEvent[]> {
  const night = nightAt(state, 'vogon-looks', 'reading');
  if (isRefusal(night)) return night;
  const vogon = holderOf(state, 'vogon');
  if (!vogon || !vogon.alive) return fail(`${R}.no-living-vogon`);
  if (night.vogon !== null) return fail(`${R}.vogon-looks-once`);
  return ok([{ type: 'vogon-looked', seat: night.order[night.index]! }]);
}

/**
 * The moderator moves past the name being read. If the hands there kill, the reading stops at once and
 * it is day; after the last name with no kill, nobody died (RULES.md §3: and nobody is told who was
 * chosen). Every living mafioso must have voted by then, or the names are read again.
 */
export function decideNextName(state: GameState): Result<GameEvent[]> {
  const night = nightAt(state, 'next-name', 'reading');
  if (isRefusal(night)) return night;
  const seat = night.order[night.index]!;
  const here = evaluateName(state, night, seat);
  const last = night.index >= night.order.length - 1;
  if (!here.kill && !last) return ok([{ type: 'name-read' }]);
  if (!here.kill) {
    const missing = livingMafia(state).filter((s) => !night.hands.some((h) => h.voter === s));
    if (missing.length > 0) return fail(`${R}.mafia-votes-missing`, { seats: missing.join(', ') });
  }
  const out = emitterFor(state);
  out.emit({ type: 'reading-ended', ...readingOutcome(state, night, here.kill ? seat : null) });
  out.emit({ type: 'day-began' });
  if (here.kill) {
    out.emit({ type: 'player-died', seat, cause: 'killed', by: null, context: 'night' });
    settleDeaths(out);
  } else {
    out.emit({ type: 'nobody-died' });
  }
  return ok(out.events);
}

/** The moderator reads the names again after an irregularity (rulebook: "még egyszer sorolja a neveket"). */
export function decideReread(state: GameState): Result<GameEvent[]> {
  const night = nightAt(state, 'reread', 'reading');
  if (isRefusal(night)) return night;
  return ok([{ type: 'reading-restarted' }]);
}
