import type { Card, ExtraRole, MensaHungariqaOptions, Role, SecondRole } from './types.ts';

/** The smallest table the station runs (the rulebook's ideal is 10–16). */
export const MIN_PLAYERS = 6;
/** The largest table (the rulebook's ideal upper bound). */
export const MAX_PLAYERS = 16;

/** The most accused tried in a day that the option accepts. */
export const MAX_ACCUSATIONS_LIMIT = 16;

/**
 * The mafia's size by table (RULES.md §3: a quarter to a third; 10–13 → 3, 14–16 → 4). Below the ideal
 * table the station keeps to the quarter-to-third band: 6–9 → 2.
 */
export function presetMafiaCount(players: number): number {
  if (players <= 9) return 2;
  if (players <= 13) return 3;
  return 4;
}

/** The options that are a yes or a no: the extra roles and the second roles (RULES.md §3). */
export const FLAGS = [
  'collaborator',
  'vogon',
  'bodyguard',
  'sarika',
  'protectedCitizen',
  'grocer',
  'citizenKamikaze',
  'mafiosoKamikaze',
  'kamikaze',
  'lovers',
] as const;

/** One of the options that are a yes or a no. */
export type Flag = (typeof FLAGS)[number];

/** Every yes-or-no option set to `value` of its own (`value(flag)`): the one table of the flags' names. */
export function flagsOf<V extends boolean>(value: (flag: Flag) => V): Record<Flag, V> {
  return Object.fromEntries(FLAGS.map((flag) => [flag, value(flag)])) as Record<Flag, V>;
}

/** The default options for a table of `players`: the rulebook's numbers, every extra role off. */
export function defaultOptions(players: number): MensaHungariqaOptions {
  return {
    mafiaCount: presetMafiaCount(players),
    maxAccusationsPerDay: 3,
    mafiaThreshold: 'table',
    dealing: 'station',
    protectedCitizenPardon: 'every-time',
    ...flagsOf(() => false),
  };
}

/** Each extra first role and the option that deals it, in the order the night 0 script calls them. */
export const EXTRA_ROLES: { role: ExtraRole; option: keyof MensaHungariqaOptions }[] = [
  { role: 'collaborator', option: 'collaborator' },
  { role: 'vogon', option: 'vogon' },
  { role: 'bodyguard', option: 'bodyguard' },
  { role: 'sarika', option: 'sarika' },
  { role: 'protected-citizen', option: 'protectedCitizen' },
  { role: 'grocer', option: 'grocer' },
  { role: 'citizen-kamikaze', option: 'citizenKamikaze' },
];

/** The extra first roles this setup deals. */
export function extraRolesOf(options: MensaHungariqaOptions): ExtraRole[] {
  return EXTRA_ROLES.filter((e) => options[e.option] === true).map((e) => e.role);
}

/** How many of each first role this setup deals (the multiset a deal or a physical record must match). */
export function roleCounts(players: number, options: MensaHungariqaOptions): Record<Role, number> {
  const extras = extraRolesOf(options);
  const mafiosoKamikaze = options.mafiosoKamikaze ? 1 : 0;
  // RULES.md §3: one of the mafiosi is the protected mafioso; the mafioso kamikaze is one of the mafia.
  const mafioso = options.mafiaCount - 1 - mafiosoKamikaze;
  const counts: Record<Role, number> = {
    citizen: 0,
    mafioso,
    'protected-mafioso': 1,
    inspector: 1,
    collaborator: 0,
    vogon: 0,
    bodyguard: 0,
    sarika: 0,
    'protected-citizen': 0,
    grocer: 0,
    'citizen-kamikaze': 0,
    'mafioso-kamikaze': mafiosoKamikaze,
  };
  for (const role of extras) counts[role] = 1;
  // The mafia, the inspector and the extras: everyone else is a citizen.
  counts.citizen = players - (options.mafiaCount + 1 + extras.length);
  return counts;
}

/** Whether this setup deals a second round of cards (the kamikaze on top, or the lovers). */
export function hasSecondRound(options: MensaHungariqaOptions): boolean {
  return options.kamikaze || options.lovers;
}

/** How many of each second role this setup deals, and how many blanks ('none'). */
export function secondCounts(players: number, options: MensaHungariqaOptions): Record<SecondRole | 'none', number> {
  const kamikaze = options.kamikaze ? 1 : 0;
  const lover = options.lovers ? 2 : 0;
  return { kamikaze, lover, none: players - kamikaze - lover };
}

/** The first-round cards of this setup, in no particular order. */
export function firstDeck(players: number, options: MensaHungariqaOptions): Role[] {
  const counts = roleCounts(players, options);
  const deck: Role[] = [];
  for (const [role, n] of Object.entries(counts) as [Role, number][]) for (let i = 0; i < n; i++) deck.push(role);
  return deck;
}

/** The second-round cards of this setup (none without second roles), in no particular order. */
export function secondDeck(players: number, options: MensaHungariqaOptions): Card[] {
  if (!hasSecondRound(options)) return [];
  const counts = secondCounts(players, options);
  const deck: Card[] = [];
  for (let i = 0; i < counts.kamikaze; i++) deck.push('second:kamikaze');
  for (let i = 0; i < counts.lover; i++) deck.push('second:lover');
  for (let i = 0; i < counts.none; i++) deck.push('second:none');
  return deck;
}

/**
 * The station's deck: both rounds' cards, for one shuffle (see `Card`). Empty with physical dealing: the
 * moderator records the cards at night 0 instead.
 */
export function deckFor(players: number, options: MensaHungariqaOptions): Card[] {
  if (options.dealing === 'physical') return [];
  return [...firstDeck(players, options), ...secondDeck(players, options)];
}

/** The second role a second-round card stands for. */
export function secondOfCard(card: Card): SecondRole | null | undefined {
  if (card === 'second:kamikaze') return 'kamikaze';
  if (card === 'second:lover') return 'lover';
  if (card === 'second:none') return null;
  return undefined;
}

/** Every first role, for checking input. */
export const ROLES: readonly Role[] = [
  'citizen',
  'mafioso',
  'protected-mafioso',
  'inspector',
  'collaborator',
  'vogon',
  'bodyguard',
  'sarika',
  'protected-citizen',
  'grocer',
  'citizen-kamikaze',
  'mafioso-kamikaze',
];
