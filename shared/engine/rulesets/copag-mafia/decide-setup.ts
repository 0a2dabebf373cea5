import type { Result } from '../../core.ts';
import { cleanName } from '../../names.ts';
import { fail, ok } from '../../result.ts';
import { wholeNumberIn } from '../../whole-number.ts';
import { emitterFor, settle } from './emitter.ts';
import { freeSeats, isSeat, openMissionNamed, pendingOf, recruitCount } from './queries.ts';
import { R, wrongPhase } from './rule.ts';
import { CHARACTERS, deckFor, MAX_CARD_VALUE, MAX_PLAYERS } from './setup.ts';
import type { CardFace, Character, Colour, GameEvent, GameState, MissionCard, Role, Seat } from './types.ts';

const COLOURS: readonly Colour[] = ['blue', 'yellow'];

/** The most cards a mission may need, and the largest $ value it may ask (typo guards: RULES.md §5). */
export const MAX_MISSION_CARDS = 20;
export const MAX_MISSION_VALUE = 50;

/** Whether a value is a colour of the game. */
export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && (COLOURS as readonly string[]).includes(value);
}

/** A revealed card's face, checked: a colour and a $ value of 1..MAX_CARD_VALUE. */
export function checkCardFace(value: unknown): Result<CardFace> {
  const card = (typeof value === 'object' && value !== null ? value : {}) as Partial<CardFace>;
  if (!isColour(card.colour)) return fail(`${R}.card-colour`, { colour: String(card.colour) });
  const cardValue = wholeNumberIn(card.value, 1, MAX_CARD_VALUE);
  if (cardValue === null) return fail(`${R}.card-value`, { value: String(card.value), max: MAX_CARD_VALUE });
  return ok({ colour: card.colour, value: cardValue });
}

/*
 * The names already cleaned, with their answer: a table opens the same few mission cards again and again,
 * and counting an accented name's characters (Intl.Segmenter) was a tenth of a simulated game's time
 * (issue 14). The answer depends on the text alone; the memory is bounded.
 */
const cleanedNames = new Map<string, Result<string>>();

function cleanMissionName(raw: string): Result<string> {
  const known = cleanedNames.get(raw);
  if (known !== undefined) return known;
  const cleaned = cleanName(raw);
  if (cleanedNames.size >= 256) cleanedNames.clear();
  cleanedNames.set(raw, cleaned);
  return cleaned;
}

/** A mission card as typed in, checked field by field: its name, recruits, cards needed, $ value and colour. */
export function checkMissionCard(value: unknown): Result<MissionCard> {
  const card = (typeof value === 'object' && value !== null ? value : {}) as Partial<MissionCard>;
  const name = cleanMissionName(typeof card.name === 'string' ? card.name : '');
  if (!name.ok) return fail(`${R}.mission-name`);
  const recruits = wholeNumberIn(card.recruits, 0, MAX_PLAYERS);
  if (recruits === null) return fail(`${R}.mission-recruits`, { recruits: String(card.recruits), max: MAX_PLAYERS });
  const cards = wholeNumberIn(card.cards, 1, MAX_MISSION_CARDS);
  if (cards === null) return fail(`${R}.mission-cards`, { cards: String(card.cards), max: MAX_MISSION_CARDS });
  const worth = wholeNumberIn(card.value, 0, MAX_MISSION_VALUE);
  if (worth === null) return fail(`${R}.mission-value`, { value: String(card.value), max: MAX_MISSION_VALUE });
  if (!isColour(card.colour)) return fail(`${R}.card-colour`, { colour: String(card.colour) });
  return ok({ name: name.value, recruits, cards, value: worth, colour: card.colour });
}

/** The characters by seat (chosen, or drawn by the host): one each, all different, of the eight (RULES.md §5). */
export function decideAssignCharacters(state: GameState, characters: unknown): Result<GameEvent[]> {
  if (state.phase !== 'setup') return wrongPhase('assign-characters', state);
  const n = state.players.length;
  const known = (c: unknown): c is Character => typeof c === 'string' && (CHARACTERS as readonly string[]).includes(c);
  if (!Array.isArray(characters) || characters.length !== n || !characters.every(known))
    return fail(`${R}.characters`, { players: n });
  if (new Set(characters).size !== n) return fail(`${R}.character-twice`);
  return ok([{ type: 'characters-assigned', characters: [...characters] }]);
}

function charactersAssigned(state: GameState): boolean {
  return state.players.every((p) => p.character !== null);
}

/** The station's deal of the objectives: with station dealing, after the characters, the table's cards exactly. */
export function decideDeal(state: GameState, roles: unknown): Result<GameEvent[]> {
  if (state.phase !== 'setup') return wrongPhase('deal', state);
  if (state.options.dealing !== 'station') return fail(`${R}.physical-dealing`);
  if (!charactersAssigned(state)) return fail(`${R}.characters-first`);
  const expected = deckFor(state.players.length);
  const known = (r: unknown): r is Role => r === 'mafioso' || r === 'police';
  if (!Array.isArray(roles) || !roles.every(known) || !sameObjectives(roles, expected)) {
    return fail(`${R}.deal-must-match-table`, {
      players: state.players.length,
      mafiosi: expected.filter((r) => r === 'mafioso').length,
      police: expected.filter((r) => r === 'police').length,
    });
  }
  return ok([{ type: 'objectives-dealt', roles: [...roles] }]);
}

/**
 * Whether two lists of objectives hold the same cards in any order. Each holds only the two objectives, so the
 * same length and the same number of mafiosi say it; counted, not sorted and joined (a sort of strings was a
 * hundredth of a simulated game: issue 14).
 */
function sameObjectives(a: readonly Role[], b: readonly Role[]): boolean {
  return a.length === b.length && mafiosiIn(a) === mafiosiIn(b);
}

function mafiosiIn(roles: readonly Role[]): number {
  let count = 0;
  for (const role of roles) if (role === 'mafioso') count++;
  return count;
}

/** Physical dealing: the real objective cards are out; the station never learns them. */
export function decideCardsDealt(state: GameState): Result<GameEvent[]> {
  if (state.phase !== 'setup') return wrongPhase('cards-dealt', state);
  if (state.options.dealing !== 'physical') return fail(`${R}.station-dealing`);
  if (!charactersAssigned(state)) return fail(`${R}.characters-first`);
  return ok([{ type: 'cards-dealt' }]);
}

/**
 * Whether every seat of `seats` is a free seat, none twice (its first place is its own: no Set made for a handful
 * of seats). A loop, where a callback reading this function's lists made a context and a closure at every mission
 * opened (issue 14: bytes allocated per game).
 */
function freeOnce(state: GameState, free: readonly Seat[], seats: readonly unknown[]): boolean {
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    if (!isSeat(state, seat) || !free.includes(seat) || seats.indexOf(seat) !== i) return false;
  }
  return true;
}

/**
 * A mission card opened in the empty place (rulebook "Missões em andamento"): its recruits are the
 * characters the host drew from the free ones — as many as it asks, or all when fewer are free (it
 * starts short) — and the deck's first card goes on it face down.
 */
export function decideOpenMission(state: GameState, card: unknown, recruited: unknown): Result<GameEvent[]> {
  if (state.phase !== 'play') return wrongPhase('open-mission', state);
  const pending = pendingOf(state);
  if (pending?.kind !== 'open') return fail(`${R}.no-empty-place`);
  const checked = checkMissionCard(card);
  if (!checked.ok) return checked;
  const twin = openMissionNamed(state, checked.value.name);
  if (twin !== null) return fail(`${R}.mission-already-open`, { name: twin.card.name, place: twin.slot + 1 });
  const free = freeSeats(state);
  const count = recruitCount(free, checked.value.recruits);
  const seats = Array.isArray(recruited) ? (recruited as unknown[]) : [];
  if (!Array.isArray(recruited) || seats.length !== count || !freeOnce(state, free, seats))
    return fail(`${R}.recruits-must-be-free`, { count, free: free.join(', ') });
  const out = emitterFor(state);
  out.emit({
    type: 'mission-opened',
    mission: state.opened + 1,
    slot: pending.slot,
    card: checked.value,
    members: seats as number[],
  });
  settle(out);
  return ok(out.events);
}
