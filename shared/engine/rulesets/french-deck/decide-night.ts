import type { Result } from '../../core.ts';
import { fail, ok } from '../../result.ts';
import { emitterFor } from './emitter.ts';
import { R, wrongPhase } from './rule.ts';
import { angelSeat, isLiving, playerAt, rolesKnown, rolesLeft } from './queries.ts';
import type { GameEvent, GameState, NightState, NightStep } from './types.ts';

/** The night under way at `step`, or the rule error for a command given elsewhere. */
function requireStep<S extends NightStep>(
  state: GameState,
  command: string,
  step: S,
): Result<Extract<NightState, { step: S }>> {
  const night = state.night;
  if (state.phase !== 'night' || !night) return wrongPhase(command, state);
  if (night.step !== step) return fail(`${R}.wrong-step`, { command, step: night.step });
  return ok(night as Extract<NightState, { step: S }>);
}

/**
 * RULES.md §2 night: the mafia wake and silently agree on one victim; the moderator records one name.
 * Decisions (the rulebook is silent): the victim is any living player, one of the mafia included (the
 * moderator records whom they pointed at); "nobody" is not a choice, as the rulebook's mafia kill every
 * night (« en assassinant un villageois chaque nuit »). With physical dealing the moderator records the
 * mafiosi as they wake, before their victim.
 */
export function decideMafiaKill(state: GameState, target: unknown): Result<GameEvent[]> {
  const night = requireStep(state, 'mafia-kill', 'mafia');
  if (!night.ok) return night;
  const unrecorded = rolesLeft(state).mafioso;
  if (unrecorded > 0) return fail(`${R}.record-the-mafia-first`, { missing: unrecorded });
  if (!isLiving(state, target)) return fail(`${R}.victim-must-be-living`, { seat: String(target) });
  return ok([{ type: 'victim-chosen', seat: target }]);
}

/**
 * RULES.md §2 night: the angel wakes and points at a player; the moderator nods whether that player is
 * a mafioso. The answer is worked out here and kept with the check (secret).
 * Decisions: the angel's step is called every night, dead or alive; a dead angel's step only waits (no
 * target). A living angel may check any living player, himself included (the answer is then "no"), or
 * not point at all (target null). A dead player's card is already face up, so he cannot be checked.
 * The night's victim dies at dawn: if the mafia chose the angel, he still wakes and checks that night.
 */
export function decideAngelCheck(state: GameState, target: unknown): Result<GameEvent[]> {
  const night = requireStep(state, 'angel-check', 'angel');
  if (!night.ok) return night;
  if (!rolesKnown(state)) return fail(`${R}.record-the-angel-first`);
  const angel = angelSeat(state);
  const angelAlive = angel !== null && isLiving(state, angel);
  const pointed = target ?? null;
  if (!angelAlive) {
    if (pointed !== null) return fail(`${R}.angel-is-dead`, { seat: angel ?? 0 });
    return ok([{ type: 'angel-checked', check: null }]);
  }
  if (pointed === null) return ok([{ type: 'angel-checked', check: null }]);
  if (!isLiving(state, pointed)) return fail(`${R}.check-target-must-be-living`, { seat: String(pointed) });
  const mafioso = playerAt(state, pointed)?.role === 'mafioso';
  return ok([{ type: 'angel-checked', check: { target: pointed, mafioso } }]);
}

/**
 * RULES.md §2 dawn: everyone opens their eyes; the moderator announces who was killed, whose card is
 * turned over. The win is checked after the death; otherwise the day begins.
 * Discipline option: a victim removed from the game during the night dies no second time — nobody is
 * killed that night — and the win is checked all the same (removals in night 1 of a game dealt with
 * real cards wait for the roles to be known).
 */
export function decideEndNight(state: GameState): Result<GameEvent[]> {
  const night = requireStep(state, 'end-night', 'dawn');
  if (!night.ok) return night;
  const victim = night.value.victim;
  // The roles are all known by the dawn: the angel's step needs them.
  const role = playerAt(state, victim)?.role ?? null;
  if (role === null) return fail(`${R}.roles-not-recorded`);
  const out = emitterFor(state);
  out.emit({ type: 'night-ended', victim });
  if (isLiving(state, victim)) out.emit({ type: 'player-eliminated', seat: victim, cause: 'killed', role });
  if (!out.endIfWon()) out.emit({ type: 'day-began' });
  return ok(out.events);
}
