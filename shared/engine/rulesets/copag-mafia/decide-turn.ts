import type { Result } from '../../core.ts';
import { fail, ok } from '../../result.ts';
import { checkCardFace } from './decide-setup.ts';
import { emitterFor, settle, type Emitter } from './emitter.ts';
import { cardWorth, missionResult } from './mission-sum.ts';
import {
  abilityReady,
  holds,
  isMember,
  isSeat,
  missionNumbered,
  missionOf,
  pendingOf,
  playerAt,
  seatOf,
} from './queries.ts';
import { R, wrongPhase } from './rule.ts';
import { objectiveCounts, VINCENZO_SHIFT } from './setup.ts';
import type { CardFace, Character, GameEvent, GameState, Mission, Turn } from './types.ts';

/*
 * The stages each turn command may come at, one list each: a literal in every call was a new list at every
 * command decided (issue 14: games per second).
 */
/** Play-card and use-ability: at the start of a turn in the trunk, or at its action. */
export const TRUNK_OR_ACTION: readonly Turn['stage'][] = ['trunk', 'action'];
const ACTION_ONLY: readonly Turn['stage'][] = ['action'];
const TRUNK_ONLY: readonly Turn['stage'][] = ['trunk'];

/**
 * Why the command cannot act in a turn now, or null when play may go on: the game in play, nothing waiting (a
 * full mission to turn, Vincenzo, an empty place), and the turn (then `state.turn`) at one of `stages`. A
 * refusal or null, not the turn wrapped in a result: that wrapper was made at every turn command decided, only
 * to be unwrapped at once (issue 14: bytes allocated per game).
 */
export function turnRefusal(state: GameState, command: string, stages: readonly Turn['stage'][]): Result<never> | null {
  if (state.phase !== 'play') return wrongPhase(command, state);
  const pending = pendingOf(state);
  if (pending?.kind === 'reveal') return fail(`${R}.waiting-for-reveal`, { mission: pending.mission.number });
  if (pending?.kind === 'vincenzo') return fail(`${R}.waiting-for-vincenzo`, { mission: pending.mission.number });
  if (pending?.kind === 'open') return fail(`${R}.waiting-for-mission`);
  const turn = state.turn;
  if (!turn || !holds(stages, turn.stage)) return fail(`${R}.not-now`, { command, stage: turn?.stage ?? 'none' });
  return null;
}

/** Why a character's ability cannot be used now, or null: abilities off, nobody plays it, or it is used. */
export function abilityRefusal(state: GameState, character: Character): Result<never> | null {
  if (!state.options.abilities) return fail(`${R}.abilities-off`);
  if (seatOf(state, character) === null) return fail(`${R}.character-not-in-game`, { character });
  if (abilityReady(state, character) === null) return fail(`${R}.ability-already-used`, { character });
  return null;
}

/**
 * The turn's player places one card on a mission (rulebook "Colaborando com a missão"): only on his own
 * mission, unless Salvatore pays his ability to place it on any; face down, or face up with its colour
 * and value when an Informante is in front of him. Lorenzo, on that mission, may stop it: the card is
 * discarded and the player loses his play (rulebook, LORENZO).
 */
export function decideContribute(
  state: GameState,
  command: { mission: unknown; card?: unknown; salvatore?: unknown; blockedBy?: unknown },
): Result<GameEvent[]> {
  const notNow = turnRefusal(state, 'contribute', ACTION_ONLY);
  if (notNow) return notNow;
  const seat = state.turn!.seat;
  const mission = missionNumbered(state, command.mission);
  if (!mission) return fail(`${R}.no-such-mission`, { mission: String(command.mission) });
  const salvatore = command.salvatore === true;
  const out = emitterFor(state);
  if (salvatore) {
    if (seatOf(state, 'salvatore') !== seat) return fail(`${R}.not-your-character`, { character: 'salvatore' });
    const refused = abilityRefusal(state, 'salvatore');
    if (refused) return refused;
  } else if (!isMember(mission, seat)) {
    return fail(`${R}.not-on-mission`, { seat, mission: mission.number });
  }
  const underInformant = playerAt(state, seat)?.informant === true;
  const blockedBy = command.blockedBy ?? null;
  let open: CardFace | null = null;
  // A blocked card never reaches the mission: it is not turned face up, and the informant stays (RULES.md §5).
  if (underInformant && blockedBy === null) {
    const face = checkCardFace(command.card);
    if (!face.ok) return fail(`${R}.informant-face-up`, { seat });
    open = face.value;
  } else if (!underInformant && command.card !== undefined && command.card !== null) {
    return fail(`${R}.face-down`, { seat });
  }
  if (salvatore) out.emit({ type: 'ability-used', seat, character: 'salvatore', target: null });
  if (blockedBy !== null) {
    const lorenzo = seatOf(state, 'lorenzo');
    if (blockedBy !== lorenzo) return fail(`${R}.not-lorenzo`, { seat: String(blockedBy) });
    const refused = abilityRefusal(state, 'lorenzo');
    if (refused) return refused;
    if (lorenzo === seat || !isMember(mission, lorenzo))
      return fail(`${R}.lorenzo-not-on-mission`, { mission: mission.number });
    out.emit({ type: 'ability-used', seat: lorenzo, character: 'lorenzo', target: seat });
    out.emit({ type: 'placement-blocked', mission: mission.number, seat, by: lorenzo });
  } else {
    out.emit({ type: 'card-placed', mission: mission.number, seat, open });
  }
  settle(out);
  return ok(out.events);
}

/** The turn's player passes (rulebook "Iniciando o jogo", c). */
export function decidePass(state: GameState): Result<GameEvent[]> {
  return turnEndsBare(state, 'pass', ACTION_ONLY, 'turn-passed');
}

/** A player in the trunk, not freed, loses his turn (rulebook, PORTA-MALAS); the trunk stays until he is freed. */
export function decideSkipTurn(state: GameState): Result<GameEvent[]> {
  return turnEndsBare(state, 'skip-turn', TRUNK_ONLY, 'turn-lost');
}

/** The turn's player's turn ends with no card placed, at one of `stages`: the one event that says how, then play goes on. */
function turnEndsBare(
  state: GameState,
  command: string,
  stages: readonly Turn['stage'][],
  type: 'turn-passed' | 'turn-lost',
): Result<GameEvent[]> {
  const notNow = turnRefusal(state, command, stages);
  if (notNow) return notNow;
  const out = emitterFor(state);
  out.emit({ type, seat: state.turn!.seat });
  settle(out);
  return ok(out.events);
}

/** The characters whose ability is used on their own turn through use-ability (RULES.md §5). */
const TURN_ABILITIES = ['enrico', 'giovanna', 'peppe', 'tony'] as const;

function isTurnAbility(character: unknown): character is (typeof TURN_ABILITIES)[number] {
  return holds(TURN_ABILITIES, character);
}

/**
 * An ability the turn's player uses on his turn, without spending his action (RULES.md §5): Enrico draws
 * 3 (before acting), Giovanna makes a player draw, Peppe aborts his mission, Tony frees a player from
 * the trunk (himself at the start of his turn, then he plays). The others are used where they act:
 * Salvatore and Lorenzo with a contribution, Francesca with a gun card, Vincenzo at a reveal.
 */
export function decideUseAbility(state: GameState, character: unknown, target: unknown): Result<GameEvent[]> {
  const notNow = turnRefusal(state, 'use-ability', TRUNK_OR_ACTION);
  if (notNow) return notNow;
  const { seat, stage } = state.turn!;
  if (!isTurnAbility(character)) return fail(`${R}.ability-not-here`, { character: String(character) });
  const own = character;
  if (seatOf(state, own) !== seat) return fail(`${R}.not-your-character`, { character: own });
  const refused = abilityRefusal(state, own);
  if (refused) return refused;
  if (own !== 'tony' && stage !== 'action') return fail(`${R}.not-now`, { command: 'use-ability', stage });
  const out = emitterFor(state);
  switch (own) {
    case 'enrico':
      out.emit({ type: 'ability-used', seat, character: own, target: null });
      out.emit({ type: 'enrico-draws-three', seat });
      break;
    case 'giovanna':
      if (!isSeat(state, target)) return fail(`${R}.no-such-seat`, { seat: String(target) });
      out.emit({ type: 'ability-used', seat, character: own, target });
      break;
    case 'peppe': {
      const mission = missionOf(state, seat);
      if (!mission) return fail(`${R}.not-on-any-mission`, { seat });
      out.emit({ type: 'ability-used', seat, character: own, target: null });
      out.emit({ type: 'mission-aborted', mission: mission.number, by: seat });
      break;
    }
    case 'tony': {
      if (!isSeat(state, target) || playerAt(state, target)?.trunk !== true)
        return fail(`${R}.not-in-trunk`, { seat: String(target) });
      // At the start of his own turn in the trunk, Tony can only free himself, then he plays.
      if (stage === 'trunk' && target !== seat) return fail(`${R}.not-now`, { command: 'use-ability', stage });
      out.emit({ type: 'ability-used', seat, character: own, target });
      out.emit({ type: 'trunk-removed', seat: target });
      break;
    }
  }
  settle(out);
  return ok(out.events);
}

/**
 * A full mission's face-down cards, turned over (rulebook "Completando uma missão"): as many as lie face
 * down (the deck's first card included); those an informant made face up are already known. The sum
 * counts the mission's colour plus and the other minus. Vincenzo, while his ability is unused, may then
 * move the value to reach; otherwise the mission ends at once.
 */
export function decideRevealMission(state: GameState, cards: unknown): Result<GameEvent[]> {
  const waiting = missionWaitingFor(state, 'reveal-mission', 'reveal');
  if (!waiting.ok) return waiting;
  const mission = waiting.value;
  // Loops and pushes, not filter, flatMap and spreads: the simulator turns a mission every twenty steps, and
  // those generic array calls made this the costliest command of a game (issue 14: games per second).
  let faceDown = 0;
  for (const placed of mission.placed) if (placed.open === null) faceDown++;
  if (!Array.isArray(cards) || cards.length !== faceDown)
    return fail(`${R}.reveal-count`, { count: faceDown, mission: mission.number });
  // Every card counts: those an informant made face up, then the ones turned now, each added as it is checked, where
  // a list of all the cards was made only to be summed; the turned ones go into a list made at its length, where
  // pushes into an empty list made room for seventeen (issue 14: bytes allocated per game).
  const colour = mission.card.colour;
  let sum = 0;
  for (const placed of mission.placed) if (placed.open) sum += cardWorth(placed.open, colour);
  const faces = new Array<CardFace>(cards.length);
  for (let i = 0; i < cards.length; i++) {
    const face = checkCardFace(cards[i]);
    if (!face.ok) return face;
    faces[i] = face.value;
    sum += cardWorth(face.value, colour);
  }
  const out = emitterFor(state);
  out.emit({ type: 'mission-revealed', mission: mission.number, cards: faces, sum });
  if (abilityReady(state, 'vincenzo') === null) endMission(out, mission.number, 0);
  settle(out);
  return ok(out.events);
}

/** Vincenzo's choice at a revealed mission (rulebook, VINCENZO): the value to reach -2, +2, or 0 (not used). */
export function decideVincenzo(state: GameState, shift: unknown): Result<GameEvent[]> {
  const waiting = missionWaitingFor(state, 'vincenzo', 'vincenzo');
  if (!waiting.ok) return waiting;
  if (shift !== 0 && shift !== VINCENZO_SHIFT && shift !== -VINCENZO_SHIFT)
    return fail(`${R}.vincenzo-shift`, { shift: String(shift), by: VINCENZO_SHIFT });
  const out = emitterFor(state);
  const vincenzo = abilityReady(state, 'vincenzo');
  if (shift !== 0 && vincenzo !== null)
    out.emit({ type: 'ability-used', seat: vincenzo, character: 'vincenzo', target: null });
  // A −0 is recorded as 0 (shared/engine/whole-number.ts says why).
  endMission(out, waiting.value.number, shift === 0 ? 0 : shift);
  settle(out);
  return ok(out.events);
}

/**
 * The full mission a step of its end waits for (its cards to turn, then Vincenzo's choice), or why `command`
 * cannot act: the game is not in play, or no mission waits for that step.
 */
function missionWaitingFor(state: GameState, command: string, step: 'reveal' | 'vincenzo'): Result<Mission> {
  if (state.phase !== 'play') return wrongPhase(command, state);
  const pending = pendingOf(state);
  if (pending?.kind !== step) return fail(`${R}.nothing-to-reveal`);
  return ok(pending.mission);
}

/** Records a revealed mission's success or sabotage against its value moved by `shift`, and checks the end. */
function endMission(out: Emitter, number: number, shift: number): void {
  const mission = missionNumbered(out.state, number);
  if (!mission?.revealed) return;
  const target = mission.card.value + shift;
  out.emit({
    type: 'mission-ended',
    mission: number,
    result: missionResult(mission.revealed.sum, target),
    shift,
    target,
  });
  out.endIfWon();
}

/**
 * A player reveals himself as police (rulebook "Revelando-se um policial"), public to the end. With the
 * station's deal only a police objective can be revealed (the station routes this from the player's
 * own card, never from the operator's screen); with real cards, no more than the table's police.
 */
export function decideRevealPolice(state: GameState, seat: unknown): Result<GameEvent[]> {
  if (state.phase !== 'play') return wrongPhase('reveal-police', state);
  if (!isSeat(state, seat)) return fail(`${R}.no-such-seat`, { seat: String(seat) });
  const player = playerAt(state, seat);
  if (player?.revealed) return fail(`${R}.already-revealed`, { seat });
  if (state.options.dealing === 'station') {
    if (player?.role !== 'police') return fail(`${R}.not-police`, { seat });
  } else if (state.players.filter((p) => p.revealed).length >= objectiveCounts(state.players.length).police) {
    return fail(`${R}.no-more-police`, { police: objectiveCounts(state.players.length).police });
  }
  return ok([{ type: 'police-revealed', seat }]);
}

/** Someone spoke during the Omertà (rulebook, OMERTÀ): he discards a card at random and the silence ends. */
export function decideBreakOmerta(state: GameState, seat: unknown): Result<GameEvent[]> {
  if (state.phase !== 'play') return wrongPhase('break-omerta', state);
  if (!state.omerta) return fail(`${R}.no-omerta`);
  if (!isSeat(state, seat)) return fail(`${R}.no-such-seat`, { seat: String(seat) });
  return ok([{ type: 'omerta-broken', seat }]);
}
