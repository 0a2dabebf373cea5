import type { ActionCard, Assumptions, Character, CopagOptions, MissionCard, Role } from './types.ts';

/** The smallest table (rulebook: the objective table starts at 3 players). */
export const MIN_PLAYERS = 3;

/** The largest table (rulebook: 8 objective cards, the table ends at 8). */
export const MAX_PLAYERS = 8;

/** Nobody leaves a Copag game (RULES.md §5): no rule removes a player; the trunk only costs a turn. */
export const NOBODY_LEAVES = true;

/** Successful missions the mafiosi need, and sabotaged missions the police need (rulebook "Objetivo do jogo"). */
export const MISSIONS_TO_WIN = 4;

/** Missions ended (success or sabotage) before a Consigliere may be used (rulebook, CONSEGLIERE). */
export const MISSIONS_BEFORE_CONSIGLIERE = 2;

/** Vincenzo moves a mission's value to reach by this much, up or down (rulebook, VINCENZO). */
export const VINCENZO_SHIFT = 2;

/** The objective cards by table size: [mafiosi, police] (rulebook "Configuração do jogo"). */
export const OBJECTIVES: Readonly<Record<number, readonly [number, number]>> = {
  3: [2, 1],
  4: [3, 1],
  5: [3, 2],
  6: [4, 2],
  7: [4, 3],
  8: [5, 3],
};

/** The characters the rulebook describes, in its order. */
export const CHARACTERS: readonly Character[] = [
  'enrico',
  'francesca',
  'giovanna',
  'lorenzo',
  'peppe',
  'salvatore',
  'tony',
  'vincenzo',
];

/** The action cards the rulebook describes, in its order. */
export const ACTION_CARDS: readonly ActionCard[] = [
  'abortar',
  'beretta',
  'consigliere',
  'dispensa',
  'emboscada',
  'favor',
  'informante',
  'lasanha',
  'omerta',
  'pe-de-cabra',
  'porta-malas',
  'reforco',
  'remington',
  'tommy-gun',
  'troca',
];

/** The largest $ value a card may be entered with (RULES.md §5: the rulebook prints none; a typo guard). */
export const MAX_CARD_VALUE = 10;

/**
 * The mission cards the console offers. The rulebook names one, "Invasão da delegacia ($6 / AZUL)"; its
 * recruits and card count are not printed: 3 and 5 are assumed (its example completes it with 5 cards).
 * Any other card is typed in as it is opened (RULES.md §5).
 */
export const KNOWN_MISSIONS: readonly MissionCard[] = [
  { name: 'Invasão da delegacia', recruits: 3, cards: 5, value: 6, colour: 'blue' },
];

/**
 * The simulator's mission deck (RULES.md §5, an assumption: the box has 10 mission cards, the rulebook
 * shows one): the named mission and nine more, alternating colours, recruiting 2–4 characters, needing
 * 4–6 cards, worth $4–$8.
 */
export const ASSUMED_MISSIONS: readonly MissionCard[] = [
  ...KNOWN_MISSIONS,
  { name: 'Missione 2', recruits: 2, cards: 4, value: 4, colour: 'yellow' },
  { name: 'Missione 3', recruits: 3, cards: 5, value: 5, colour: 'blue' },
  { name: 'Missione 4', recruits: 3, cards: 5, value: 6, colour: 'yellow' },
  { name: 'Missione 5', recruits: 2, cards: 4, value: 5, colour: 'blue' },
  { name: 'Missione 6', recruits: 4, cards: 6, value: 8, colour: 'yellow' },
  { name: 'Missione 7', recruits: 3, cards: 6, value: 7, colour: 'blue' },
  { name: 'Missione 8', recruits: 2, cards: 5, value: 5, colour: 'yellow' },
  { name: 'Missione 9', recruits: 4, cards: 5, value: 6, colour: 'blue' },
  { name: 'Missione 10', recruits: 3, cards: 4, value: 4, colour: 'yellow' },
];

/** The simulator's default assumptions (RULES.md §5): cards of $1–$4, missions as listed. */
export const DEFAULT_ASSUMPTIONS: Assumptions = { maxCardValue: 4, missionValueBonus: 0 };

/** The default options: the station deals the objectives, players choose characters, abilities on, seat 1 first. */
export function defaultOptions(_players: number): CopagOptions {
  return { dealing: 'station', characters: 'chosen', abilities: true, first: 1 };
}

/** The objective counts of a table: mafiosi and police (rulebook table). */
export function objectiveCounts(players: number): { mafioso: number; police: number } {
  const [mafioso, police] = OBJECTIVES[players] ?? [0, 0];
  return { mafioso, police };
}

/**
 * The objective cards to deal for a table, mafiosi first: the host shuffles them. Pushed one by one: spreads of
 * filled arrays went through the iterator protocol twice a simulated game (issue 14: games per second).
 */
export function deckFor(players: number): Role[] {
  const [mafiosi, police] = OBJECTIVES[players] ?? [0, 0];
  const deck: Role[] = [];
  for (let i = 0; i < mafiosi; i++) deck.push('mafioso');
  for (let i = 0; i < police; i++) deck.push('police');
  return deck;
}
