/**
 * The simulated player's card play (shared by both policies). It runs at most turns of every simulated
 * game, so it draws into reused scratch lists, writes out only the commands it tries, and does not ask
 * decide about a play it can see is refused (issue 14: games per second). The draws are the same, in the
 * same order, as when every command was built first and shuffled, so a seed plays the same game.
 */
import type { Pick } from '../../core.ts';
import { decide } from './decide.ts';
import { abilityReady, chosenFreeSeat, missionOf, missionsEnded, playerAt, seatAround } from './queries.ts';
import { ACTION_CARDS, MISSIONS_BEFORE_CONSIGLIERE } from './setup.ts';
import type { ActionCard, GameCommand, GameState, PlayCard, Seat } from './types.ts';

// Each card's drawn choices (a seat, a direction or a mission), and the order the cards are tried in. Reused
// at every card play: nothing here outlives one call of cardPlay.
const FIRST: (number | null)[] = ACTION_CARDS.map(() => null);
const SECOND: (number | null)[] = ACTION_CARDS.map(() => null);
const ORDER: number[] = ACTION_CARDS.map((_, i) => i);

/** What each card draws, by index: a seat (most), a direction, two seats, a free seat and a mission, or nothing. */
const SEAT = 0;
const DIRECTION = 1;
const TWO_SEATS = 2;
const REINFORCEMENT = 3;
const NOTHING = 4;
const DRAWS: readonly number[] = ACTION_CARDS.map((card) =>
  card === 'tommy-gun'
    ? DIRECTION
    : card === 'troca'
      ? TWO_SEATS
      : card === 'reforco'
        ? REINFORCEMENT
        : card === 'emboscada'
          ? NOTHING
          : SEAT,
);

/**
 * A legal card play of the turn's player, or null: every card gets one random choice of its targets (in
 * ACTION_CARDS order), then the cards are tried in a random order (a Fisher–Yates shuffle of their indices,
 * the draws of `shuffled`).
 */
export function cardPlay(state: GameState, seat: Seat, pick: Pick): GameCommand | null {
  const players = state.players;
  const francesca = abilityReady(state, 'francesca') !== null && pick(4) === 0;
  for (let i = 0; i < ACTION_CARDS.length; i++) {
    switch (DRAWS[i]) {
      case DIRECTION:
        FIRST[i] = pick(2);
        SECOND[i] = null;
        break;
      case TWO_SEATS:
        FIRST[i] = players[pick(players.length)]!.seat;
        SECOND[i] = players[pick(players.length)]!.seat;
        break;
      case REINFORCEMENT:
        FIRST[i] = freeSeatDrawn(state, seat, pick);
        SECOND[i] = openMissionDrawn(state, pick);
        break;
      case NOTHING:
        FIRST[i] = null;
        SECOND[i] = null;
        break;
      default:
        FIRST[i] = players[pick(players.length)]!.seat;
        SECOND[i] = null;
    }
  }
  for (let i = 0; i < ORDER.length; i++) ORDER[i] = i;
  for (let i = ORDER.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    const swap = ORDER[i]!;
    ORDER[i] = ORDER[j]!;
    ORDER[j] = swap;
  }
  for (const i of ORDER) {
    const card = ACTION_CARDS[i]!;
    if (refusedAtSight(state, seat, card, FIRST[i]!, SECOND[i]!)) continue;
    const command = cardCommand(state, seat, card, FIRST[i]!, SECOND[i]!, francesca);
    if (decide(state, command).ok) return command;
  }
  return null;
}

/** One of the free seats, drawn (`choose` over freeSeats), or the player's own when none is free. */
function freeSeatDrawn(state: GameState, seat: Seat, pick: Pick): Seat {
  return chosenFreeSeat(state, pick) ?? seat;
}

/** The number of one of the open missions, drawn (`choose` over openMissions), or null when none is open. */
function openMissionDrawn(state: GameState, pick: Pick): number | null {
  let open = 0;
  for (const mission of state.missions) if (mission !== null) open++;
  if (open === 0) return null;
  let nth = pick(open);
  for (const mission of state.missions) if (mission !== null && nth-- === 0) return mission.number;
  return null;
}

/**
 * Whether decide is sure to refuse this card play, seen from the state alone: true only where the card's own
 * rule refuses it (decide-card.ts effectOf: a gun out of reach, a mission one is not on, oneself as the
 * target, a Consigliere too early, a Troca in one place...). False means "ask decide", never "legal".
 */
export function refusedAtSight(
  state: GameState,
  seat: Seat,
  card: ActionCard,
  first: number | null,
  second: number | null,
): boolean {
  switch (card) {
    case 'abortar':
    case 'emboscada':
      return missionOf(state, seat) === undefined;
    case 'beretta':
    case 'remington': {
      const distance = card === 'beretta' ? 1 : 2;
      return (
        first === seat || (first !== seatAround(state, seat, distance) && first !== seatAround(state, seat, -distance))
      );
    }
    case 'consigliere':
      return missionsEnded(state) < MISSIONS_BEFORE_CONSIGLIERE || first === seat;
    case 'dispensa':
      return first !== null && missionOf(state, first) === undefined;
    case 'favor':
      return first === seat;
    case 'informante':
      return first === seat || (first !== null && playerAt(state, first)?.informant === true);
    case 'pe-de-cabra':
      return first !== null && playerAt(state, first)?.trunk !== true;
    case 'porta-malas':
      return first === seat || (first !== null && playerAt(state, first)?.trunk === true);
    case 'reforco':
      return second === null || (first !== null && missionOf(state, first) !== undefined);
    case 'troca':
      return (
        first !== null && second !== null && (first === second || missionOf(state, first) === missionOf(state, second))
      );
    default:
      return false;
  }
}

/** The command playing `card` with the choices drawn for it; Francesca keeps a gun card only. */
function cardCommand(
  state: GameState,
  seat: Seat,
  card: ActionCard,
  first: number | null,
  second: number | null,
  francesca: boolean,
): PlayCard {
  switch (card) {
    case 'tommy-gun':
      return playCommand(card, null, null, null, first === 0 ? 'next' : 'previous', francesca);
    case 'beretta':
    case 'remington':
      return playCommand(card, first, null, null, null, francesca);
    case 'troca':
      return playCommand(card, first, second, null, null, false);
    case 'reforco':
      return playCommand(card, first, null, second, null, false);
    case 'emboscada':
      return playCommand(card, null, null, missionOf(state, seat)?.number ?? null, null, false);
    default:
      return playCommand(card, first, null, null, null, false);
  }
}

/**
 * A simulated card play, every field of PlayCard written (null or false where the card takes none, which decide
 * reads as absent). Every play the simulator makes has this one shape: decide reads its fields from one hidden
 * class, where the seven shapes of plays written with only their own fields made each read a megamorphic
 * lookup (issue 14: games per second).
 */
export function playCommand(
  card: ActionCard,
  target: Seat | null,
  other: Seat | null,
  mission: number | null,
  direction: 'next' | 'previous' | null,
  francesca: boolean,
): PlayCard {
  return { type: 'play-card', card, target, other, mission, direction, francesca };
}
