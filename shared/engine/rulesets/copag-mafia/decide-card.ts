import type { Result, RuleError } from '../../core.ts';
import { fail, ok } from '../../result.ts';
import { abilityRefusal, TRUNK_OR_ACTION, turnRefusal } from './decide-turn.ts';
import { emitterFor, settle } from './emitter.ts';
import {
  holds,
  inReach,
  isMember,
  isSeat,
  missionNumbered,
  missionOf,
  missionsEnded,
  playerAt,
  seatOf,
  seatsAtDistance,
  tommyGunTargets,
} from './queries.ts';
import { R } from './rule.ts';
import { ACTION_CARDS, MAX_PLAYERS, MISSIONS_BEFORE_CONSIGLIERE } from './setup.ts';
import type { ActionCard, CardTargets, GameEvent, GameState, PlayCard, Seat } from './types.ts';

/** The cards that make a player discard at random, whose card Francesca may keep (rulebook, FRANCESCA). */
export const GUN_CARDS: readonly ActionCard[] = ['beretta', 'remington', 'tommy-gun'];

/** Whether a value is one of the fifteen action cards. */
export function isActionCard(value: unknown): value is ActionCard {
  return holds(ACTION_CARDS, value);
}

/**
 * A card's targets and what it does to what the station keeps, marked `ok` beside them where a Result wrapped them:
 * a card is played at 4 in 10 steps, and the wrapper was one more object each (issue 14: bytes allocated per game).
 * A card does one thing the station keeps at most (its event), or nothing (null): one event, not a list of one.
 */
interface CardEffect {
  ok: true;
  targets: CardTargets;
  effect: GameEvent | null;
}

/** A card's effect, or the rule its play breaks. */
type Effect = CardEffect | Refusal;

/** A refused Result: the rule broken. */
type Refusal = Extract<Result<never>, { ok: false }>;

/** The refusal of a card's play (`fail`, typed as the refusal it always is). */
function refuse(code: string, params?: RuleError['params']): Refusal {
  return fail(code, params) as Refusal;
}

/** A card's effect on these targets. */
function cardEffect(targets: CardTargets, effect: GameEvent | null): CardEffect {
  return { ok: true, targets, effect };
}

/**
 * The targets of a card that names seats and no mission. A list, not rest parameters: a card is played at 4 in 10
 * steps of a simulated game, and the rest list (or a spread into it) was built again by a builtin each time.
 */
function seatsOnly(seats: Seat[]): CardTargets {
  return { seats, mission: null };
}

/*
 * The targets of a card that names one seat and no mission (seven of the fifteen cards), or none (Lasanha, Omertà),
 * made once: targets are never changed once decided (the event, then the state's announcement, hold them as they
 * are), so every game may hold the same ones, as every state holds the same turns (turn-of.ts; issue 14: bytes
 * allocated per game). Frozen, lists and all, so a slip that writes into them fails at once.
 */
const ONE_SEAT: readonly CardTargets[] = Array.from({ length: MAX_PLAYERS }, (_, i) => frozenTargets([i + 1]));
const NO_SEAT = frozenTargets([]);

function frozenTargets(seats: Seat[]): CardTargets {
  return Object.freeze({ seats: Object.freeze(seats) as Seat[], mission: null });
}

/** The targets of a card that names `seat` and no mission: the shared ones, or new ones for a seat past the table. */
function seatOnly(seat: Seat): CardTargets {
  return ONE_SEAT[seat - 1] ?? seatsOnly([seat]);
}

function another(state: GameState, seat: Seat, target: unknown): Result<Seat> {
  if (!isSeat(state, target)) return fail(`${R}.no-such-seat`, { seat: String(target) });
  if (target === seat) return fail(`${R}.not-yourself`);
  return ok(target);
}

/** A card that changes nothing the station keeps, played on these targets. */
function none(targets: CardTargets): Effect {
  return cardEffect(targets, null);
}

/** What a card does to what the station keeps, checked against its targets (rulebook "Descrição das ações"). */
function effectOf(state: GameState, seat: Seat, stage: 'trunk' | 'action', play: PlayCard): Effect {
  switch (play.card) {
    case 'abortar': {
      // ABORTAR: the player's own mission, its cards with it; another opens in its place.
      const mission = missionOf(state, seat);
      if (!mission) return refuse(`${R}.not-on-any-mission`, { seat });
      return cardEffect(
        { seats: [], mission: mission.number },
        { type: 'mission-aborted', mission: mission.number, by: seat },
      );
    }
    case 'beretta':
    case 'remington': {
      // BERETTA: a player right beside; REMINGTON: a player two seats away, either way.
      // Asked of the two seats in reach directly: only a refusal needs their list, to name them.
      const distance = play.card === 'beretta' ? 1 : 2;
      if (!isSeat(state, play.target) || !inReach(state, seat, distance, play.target))
        return refuse(`${R}.target-out-of-reach`, {
          card: play.card,
          seats: seatsAtDistance(state, seat, distance).join(', '),
        });
      return none(seatOnly(play.target));
    }
    case 'tommy-gun': {
      // TOMMY GUN: the player beside, and the next in that direction.
      if (play.direction !== 'next' && play.direction !== 'previous') return refuse(`${R}.direction`);
      return none(seatsOnly(tommyGunTargets(state, seat, play.direction)));
    }
    case 'consigliere': {
      // CONSEGLIERE: only once 2 missions have ended (success or sabotage).
      if (missionsEnded(state) < MISSIONS_BEFORE_CONSIGLIERE)
        return refuse(`${R}.consigliere-too-early`, {
          ended: missionsEnded(state),
          needed: MISSIONS_BEFORE_CONSIGLIERE,
        });
      const target = another(state, seat, play.target);
      if (!target.ok) return target;
      return cardEffect(seatOnly(target.value), { type: 'objective-seen', viewer: seat, target: target.value });
    }
    case 'dispensa': {
      // DISPENSA: a character off a mission under way (it may be left empty).
      if (!isSeat(state, play.target)) return refuse(`${R}.no-such-seat`, { seat: String(play.target) });
      const mission = missionOf(state, play.target);
      if (!mission) return refuse(`${R}.not-on-any-mission`, { seat: play.target });
      return cardEffect(
        { seats: [play.target], mission: mission.number },
        { type: 'character-dismissed', seat: play.target, mission: mission.number },
      );
    }
    case 'emboscada': {
      // EMBOSCADA: a look at the cards of a mission one is on; nothing the station keeps changes.
      const mission = missionNumbered(state, play.mission ?? missionOf(state, seat)?.number);
      if (!mission || !isMember(mission, seat))
        return refuse(`${R}.not-on-mission`, { seat, mission: String(play.mission ?? '') });
      return none({ seats: [], mission: mission.number });
    }
    case 'favor': {
      // FAVOR: hands swapped with any other player.
      const target = another(state, seat, play.target);
      if (!target.ok) return target;
      return none(seatOnly(target.value));
    }
    case 'informante': {
      // INFORMANTE: in front of another player until his next contribution, which is face up.
      const target = another(state, seat, play.target);
      if (!target.ok) return target;
      if (playerAt(state, target.value)?.informant) return refuse(`${R}.already-informant`, { seat: target.value });
      return cardEffect(seatOnly(target.value), { type: 'informant-placed', seat: target.value });
    }
    case 'lasanha':
      return none(NO_SEAT);
    case 'omerta':
      // OMERTÀ: silence for one full round, until this player's next turn (a new one starts it again).
      return cardEffect(NO_SEAT, { type: 'omerta-began', by: seat });
    case 'pe-de-cabra': {
      // PÉ-DE-CABRA: frees oneself at the start of one's turn (then one plays), or another player.
      if (!isSeat(state, play.target) || playerAt(state, play.target)?.trunk !== true)
        return refuse(`${R}.not-in-trunk`, { seat: String(play.target) });
      if (stage === 'trunk' && play.target !== seat) return refuse(`${R}.free-yourself-first`);
      return cardEffect(seatOnly(play.target), { type: 'trunk-removed', seat: play.target });
    }
    case 'porta-malas': {
      // PORTA-MALAS: in front of another player, who loses his turns until freed (RULES.md §5).
      const target = another(state, seat, play.target);
      if (!target.ok) return target;
      if (playerAt(state, target.value)?.trunk) return refuse(`${R}.already-in-trunk`, { seat: target.value });
      return cardEffect(seatOnly(target.value), { type: 'trunk-placed', seat: target.value });
    }
    case 'reforco': {
      // REFORÇO: a character on no mission joins one under way; no limit on a mission's characters.
      if (!isSeat(state, play.target)) return refuse(`${R}.no-such-seat`, { seat: String(play.target) });
      if (missionOf(state, play.target)) return refuse(`${R}.already-on-mission`, { seat: play.target });
      const mission = missionNumbered(state, play.mission);
      if (!mission) return refuse(`${R}.no-such-mission`, { mission: String(play.mission) });
      return cardEffect(
        { seats: [play.target], mission: mission.number },
        { type: 'character-added', seat: play.target, mission: mission.number },
      );
    }
    case 'troca': {
      // TROCA: two characters change places, in or out of missions.
      if (!isSeat(state, play.target) || !isSeat(state, play.other))
        return refuse(`${R}.no-such-seat`, { seat: String(isSeat(state, play.target) ? play.other : play.target) });
      if (play.target === play.other || missionOf(state, play.target) === missionOf(state, play.other))
        return refuse(`${R}.same-place`);
      return cardEffect(seatsOnly([play.target, play.other]), {
        type: 'characters-swapped',
        seats: [play.target, play.other],
      });
    }
  }
}

/**
 * The turn's player uses an action card (rulebook "Usando a ação da carta"): it is his action for the
 * turn, except a Pé-de-cabra on himself at the start of his turn in the trunk. With a gun card,
 * Francesca may use her ability to keep the discarded card.
 */
export function decidePlayCard(state: GameState, play: PlayCard): Result<GameEvent[]> {
  const notNow = turnRefusal(state, 'play-card', TRUNK_OR_ACTION);
  if (notNow) return notNow;
  const { seat, stage } = state.turn!;
  if (!isActionCard(play.card)) return fail(`${R}.no-such-card`, { card: String(play.card) });
  if (stage === 'trunk' && play.card !== 'pe-de-cabra') return fail(`${R}.in-trunk`, { seat });
  const played = effectOf(state, seat, stage === 'trunk' ? 'trunk' : 'action', play);
  if (!played.ok) return played;
  const out = emitterFor(state);
  out.emit({ type: 'card-used', seat, card: play.card, targets: played.targets });
  if (play.francesca === true) {
    if (!GUN_CARDS.includes(play.card)) return fail(`${R}.francesca-not-here`);
    const refused = abilityRefusal(state, 'francesca');
    if (refused) return refused;
    out.emit({ type: 'ability-used', seat: seatOf(state, 'francesca')!, character: 'francesca', target: null });
  }
  if (played.effect !== null) out.emit(played.effect);
  settle(out);
  return ok(out.events);
}
