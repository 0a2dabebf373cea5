import type { Pick } from '../../core.ts';
import { choose, shuffle, shuffled } from '../../pick.ts';
import type { RulesetSimulator } from '../ruleset.ts';
import { decide } from './decide.ts';
import { cardPlay, playCommand } from './simulate-card.ts';
import {
  abilityReady,
  freeSeats,
  holds,
  isMember,
  missionOf,
  openMissions,
  pendingOf,
  playerAt,
  recruitCount,
} from './queries.ts';
import { ASSUMED_MISSIONS, CHARACTERS, DEFAULT_ASSUMPTIONS, deckFor, objectiveCounts } from './setup.ts';
import type { CardFace, Character, Colour, GameCommand, GameState, MissionCard, PlayerState, Seat } from './types.ts';

type Behaviour = 'random' | 'informed';

/**
 * After this many rounds a simulated table only moves towards the end: a player in the trunk frees
 * himself, a player on a mission places a card, a free one joins a mission (Reforço). No card undoes
 * that progress, so every simulated game ends, whatever the choices (even one answer for ever).
 */
export const FORCED_AFTER_ROUND = 30;

function other(colour: Colour): Colour {
  return colour === 'blue' ? 'yellow' : 'blue';
}

function maxValue(state: GameState): number {
  return state.options.assumed?.maxCardValue ?? DEFAULT_ASSUMPTIONS.maxCardValue;
}

/**
 * The face of a card a seat places on a mission of `colour` (RULES.md §5 assumptions: half the deck of
 * each colour, values $1..max). `random`: any card. `informed`: a player usually holds a card of the
 * colour he wants (4 in 5): a mafioso the mission's, a police officer the other.
 */
function faceFor(state: GameState, by: Seat | null, colour: Colour, behaviour: Behaviour, pick: Pick): CardFace {
  const value = 1 + pick(maxValue(state));
  const role = by === null ? null : (playerAt(state, by)?.role ?? null);
  if (behaviour === 'random' || role === null || pick(5) === 0)
    return { colour: pick(2) === 0 ? 'blue' : 'yellow', value };
  return { colour: role === 'mafioso' ? colour : other(colour), value };
}

/**
 * A mission card from the assumed deck (RULES.md §5) that is not on the table (a card is there once), its value
 * moved by the assumption's bonus.
 */
function missionCard(state: GameState, pick: Pick): MissionCard {
  const card = missionOffTable(state, pick);
  const bonus = state.options.assumed?.missionValueBonus ?? DEFAULT_ASSUMPTIONS.missionValueBonus;
  // Written out, not spread: the simulator opens a mission every eleven steps (issue 14: games per second).
  return {
    name: card.name,
    recruits: card.recruits,
    cards: card.cards,
    value: Math.max(0, card.value + bonus),
    colour: card.colour,
  };
}

/**
 * A card of the assumed deck that is not on the table: drawn from the whole deck, and only when that one is open
 * drawn once more among the cards off the table. So a game whose draws never met an open card is the same game as
 * before this rule, and any Pick (a constant one too) ends.
 */
function missionOffTable(state: GameState, pick: Pick): MissionCard {
  const drawn = choose(ASSUMED_MISSIONS, pick);
  if (!isOnTable(state, drawn)) return drawn;
  let onTable = 0;
  for (const card of ASSUMED_MISSIONS) if (isOnTable(state, card)) onTable++;
  let k = pick(ASSUMED_MISSIONS.length - onTable);
  for (const card of ASSUMED_MISSIONS) if (!isOnTable(state, card) && k-- === 0) return card;
  throw new Error('every assumed mission card is on the table');
}

/** Whether an assumed card is open: by its exact name, which the simulator itself wrote (no name folding per step). */
function isOnTable(state: GameState, card: MissionCard): boolean {
  for (const mission of state.missions) if (mission !== null && mission.card.name === card.name) return true;
  return false;
}

function legal(state: GameState, command: GameCommand): boolean {
  return decide(state, command).ok;
}

/** The first legal command of a list made for this call, tried in a random order (shuffled in place); null when none is. */
function firstLegal(state: GameState, commands: GameCommand[], pick: Pick): GameCommand | null {
  for (const command of shuffle(commands, pick)) if (legal(state, command)) return command;
  return null;
}

/** The ways a player in the trunk may free himself at the start of his turn: a Pé-de-cabra, or Tony's ability. */
function trunkFrees(seat: Seat): GameCommand[] {
  return [
    playCommand('pe-de-cabra', seat, null, null, null, false),
    { type: 'use-ability', character: 'tony', target: seat },
  ];
}

/*
 * The commands with no field, made once: a command is never changed (decide reads it, the log keeps its events), so
 * every simulated turn may give the same one (issue 14: bytes allocated per game). Frozen, so nothing writes into them.
 */
const PASS: GameCommand = Object.freeze({ type: 'pass' });
const SKIP_TURN: GameCommand = Object.freeze({ type: 'skip-turn' });

/**
 * Whether a player plays `character` and may still use its ability: the answer of `seatOf(state, character) ===
 * his seat && abilityReady(state, character) !== null`, as a character is given to one seat only (decide refuses
 * one twice), read from the player himself where those two searched the table: asked at every simulated turn.
 */
function ownAbilityReady(state: GameState, player: PlayerState | undefined, character: Character): boolean {
  return state.options.abilities && player !== undefined && player.character === character && !player.abilityUsed;
}

/**
 * A contribution the turn's player is eager to make, or null: one is drawn (to his mission, or Salvatore's anywhere;
 * face up under an informant), then whether he makes it (`eager`), drawn whether there is one or not. The command is
 * written only when he does, where one was written at every turn and most were dropped (issue 14: bytes allocated
 * per game); the draws are the same, in the same order.
 */
function contribution(state: GameState, seat: Seat, behaviour: Behaviour, pick: Pick): GameCommand | null {
  const own = missionOf(state, seat);
  const player = playerAt(state, seat);
  const salvatore = ownAbilityReady(state, player, 'salvatore') && (own === undefined || pick(6) === 0);
  const mission = salvatore ? choose(openMissions(state), pick) : own;
  if (!mission) {
    eager(behaviour, pick);
    return null;
  }
  const informant = player?.informant === true;
  const lorenzo = abilityReady(state, 'lorenzo');
  const blockedBy =
    lorenzo !== null && lorenzo !== seat && isMember(mission, lorenzo) && pick(8) === 0 ? lorenzo : null;
  const card = informant ? faceFor(state, seat, mission.card.colour, behaviour, pick) : null;
  return eager(behaviour, pick) ? contributeCommand(mission.number, card, salvatore, blockedBy) : null;
}

/** Whether the turn's player makes a contribution he can: random, half the time; informed, bar 1 in 5. */
function eager(behaviour: Behaviour, pick: Pick): boolean {
  return behaviour === 'informed' ? pick(5) !== 0 : pick(2) === 0;
}

/**
 * A simulated contribution, every field written (null or false where unused, which decide reads as absent): one
 * shape for every contribution, so decide reads its fields from one hidden class (see `playCommand`).
 */
function contributeCommand(
  mission: number,
  card: CardFace | null,
  salvatore: boolean,
  blockedBy: Seat | null,
): GameCommand {
  return { type: 'contribute', mission, card, salvatore, blockedBy };
}

/** Now and then, outside the step: a police officer reveals himself (1 in 60), or someone speaks in an Omertà (1 in 6). */
function sideCommand(state: GameState, pick: Pick): GameCommand | null {
  if (state.omerta && pick(6) === 0) return { type: 'break-omerta', seat: 1 + pick(state.players.length) };
  if (pick(60) !== 0) return null;
  return policeReveal(state, pick);
}

/**
 * A police officer who reveals himself, drawn, or null when none can. Its own function: a function whose
 * callbacks read its variables makes a context object at every call, and sideCommand is called at every
 * simulated step, where this runs 1 in 60 (issue 14: bytes allocated per game).
 */
function policeReveal(state: GameState, pick: Pick): GameCommand | null {
  const hidden = state.players
    .filter((p) => !p.revealed && (state.options.dealing === 'physical' || p.role === 'police'))
    .map((p) => p.seat);
  const room = objectiveCounts(state.players.length).police > state.players.filter((p) => p.revealed).length;
  return hidden.length > 0 && room ? { type: 'reveal-police', seat: choose(hidden, pick) } : null;
}

/** The characters whose ability a simulated player may use on his turn. */
const TURN_ABILITIES: readonly Character[] = ['enrico', 'giovanna', 'peppe', 'tony'];

/** The turn's command: the trunk (freed now and then), or an action. */
function turnCommand(state: GameState, behaviour: Behaviour, pick: Pick): GameCommand | null {
  const turn = state.turn;
  if (!turn) return null;
  const seat = turn.seat;
  if (state.round > FORCED_AFTER_ROUND) return forcedCommand(state, seat, behaviour, pick);
  if (turn.stage === 'trunk') {
    // The two ways out are written only when he tries them (1 in 3), then tried in a random order.
    const frees = pick(3) === 0 ? firstLegal(state, trunkFrees(seat), pick) : null;
    return frees ?? SKIP_TURN;
  }
  const player = playerAt(state, seat);
  const own = player?.character;
  if (own && holds(TURN_ABILITIES, own) && ownAbilityReady(state, player, own) && pick(10) === 0) {
    const trunked = state.players.filter((p) => p.trunk).map((p) => p.seat);
    const ability: GameCommand = {
      type: 'use-ability',
      character: own,
      target: own === 'tony' ? (trunked[0] ?? seat) : 1 + pick(state.players.length),
    };
    if (legal(state, ability)) return ability;
  }
  const give = contribution(state, seat, behaviour, pick);
  if (give !== null && legal(state, give)) return give;
  if (pick(8) === 0) return PASS;
  return cardPlay(state, seat, pick) ?? PASS;
}

/** Late in a simulated game: free oneself, place a card on one's mission, or join the first mission. */
function forcedCommand(state: GameState, seat: Seat, behaviour: Behaviour, pick: Pick): GameCommand {
  if (state.turn?.stage === 'trunk') return playCommand('pe-de-cabra', seat, null, null, null, false);
  const own = missionOf(state, seat);
  if (own) {
    const informant = playerAt(state, seat)?.informant === true;
    const card = informant ? faceFor(state, seat, own.card.colour, behaviour, pick) : null;
    return contributeCommand(own.number, card, false, null);
  }
  return playCommand('reforco', seat, null, openMissions(state)[0]?.number ?? null, null, false);
}

/** One command of a simulated game under a behaviour; null once the game is over. */
function simulated(state: GameState, pick: Pick, behaviour: Behaviour): GameCommand | null {
  if (state.phase === 'ended') return null;
  const n = state.players.length;
  if (state.phase === 'setup') {
    if (state.players.some((p) => p.character === null))
      return { type: 'assign-characters', characters: shuffled(CHARACTERS, pick).slice(0, n) };
    return state.options.dealing === 'station'
      ? { type: 'deal', roles: shuffled(deckFor(n), pick) }
      : { type: 'cards-dealt' };
  }
  const pending = pendingOf(state);
  if (pending?.kind === 'open') {
    const card = missionCard(state, pick);
    // The free seats are a list made for this call: shuffled in place, then cut to the recruits (in place too).
    const free = freeSeats(state);
    const count = recruitCount(free, card.recruits);
    const recruited = shuffle(free, pick);
    recruited.length = count;
    return { type: 'open-mission', card, recruited };
  }
  if (pending?.kind === 'reveal') {
    const m = pending.mission;
    // The face-down cards in the order placed, each drawn, then shuffled in place (a loop: no filter, no map).
    const cards: CardFace[] = [];
    for (const placed of m.placed)
      if (placed.open === null) cards.push(faceFor(state, placed.by, m.card.colour, behaviour, pick));
    return { type: 'reveal-mission', cards: shuffle(cards, pick) };
  }
  if (pending?.kind === 'vincenzo') {
    const sum = pending.mission.revealed?.sum ?? 0;
    const value = pending.mission.card.value;
    const vincenzo = playerAt(state, abilityReady(state, 'vincenzo') ?? 0);
    // Informed: Vincenzo tips a mission his way when 2 can; random: any of the three.
    if (behaviour === 'informed' && vincenzo?.role) {
      const wantsSuccess = vincenzo.role === 'mafioso';
      if (wantsSuccess && sum < value && sum >= value - 2) return { type: 'vincenzo', shift: -2 };
      if (!wantsSuccess && sum >= value && sum < value + 2) return { type: 'vincenzo', shift: 2 };
      return { type: 'vincenzo', shift: 0 };
    }
    return { type: 'vincenzo', shift: choose([-2, 0, 2], pick) };
  }
  return sideCommand(state, pick) ?? turnCommand(state, behaviour, pick);
}

/**
 * Policy `random`: every legal kind of step with random choices (a contribution half the time when
 * possible, else a card with random targets or a pass; cards turned of any colour). Every game ends:
 * after FORCED_AFTER_ROUND rounds every turn makes progress, and every full mission ends.
 */
export function randomCommand(state: GameState, pick: Pick): GameCommand | null {
  return simulated(state, pick, 'random');
}

/**
 * Policy `random-lynch`, read for Copag as the informed table (RULES.md §5): players contribute whenever
 * they can, a mafioso usually with the mission's colour and a police officer with the other, Vincenzo
 * tips a close mission his side's way; everything else as under `random`.
 */
export function informedCommand(state: GameState, pick: Pick): GameCommand | null {
  return simulated(state, pick, 'informed');
}

/** The copag-mafia simulation policies. */
export const simulator: RulesetSimulator<GameState, GameCommand> = {
  random: randomCommand,
  randomLynch: informedCommand,
};
