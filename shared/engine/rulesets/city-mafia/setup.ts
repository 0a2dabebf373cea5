import type { CityMafiaOptions, IntroStep, NightStep, Role, RoleCounts, Team } from './types.ts';

/** The smallest table the station runs city-mafia for (the rulebook names no limit). */
export const MIN_PLAYERS = 6;
/** The largest table (the station's seat limit). */
export const MAX_PLAYERS = 16;

/** Every role, in the order the station lists them (the night roles in waking order, then the civilians). */
export const ROLES: readonly Role[] = ['putana', 'mafioso', 'don', 'sheriff', 'doctor', 'maniac', 'civilian'];

/** The roles of which a game has at most one (the rulebook speaks of "the" don, sheriff, doctor, putana, maniac). */
export const SINGLE_ROLES: readonly Role[] = ['don', 'sheriff', 'doctor', 'putana', 'maniac'];

/** RULES.md §4: red = civilian, sheriff, doctor, putana; black = mafioso, don; the maniac plays alone. */
export function teamOf(role: Role): Team {
  if (role === 'mafioso' || role === 'don') return 'black';
  if (role === 'maniac') return 'maniac';
  return 'red';
}

/** Whether a role is black (the mafia's shot, the sheriff's "mafia" answer). */
export function isBlackRole(role: Role | null): boolean {
  return role === 'mafioso' || role === 'don';
}

/**
 * The station's suggested role counts (the rulebook gives none): one don and a sheriff and doctor at
 * every table; the putana from 7 players, the maniac from 8; black = 2 up to 8 players, then a third
 * of the table (10 → don + 2 mafiosi, 12 → don + 3, 15 → don + 4); the rest are civilians.
 * 10 players: don, 2 mafiosi, sheriff, doctor, putana, maniac, 3 civilians.
 */
export function presetRoles(players: number): RoleCounts {
  const n = Math.max(MIN_PLAYERS, Math.min(MAX_PLAYERS, Math.floor(players) || MIN_PLAYERS));
  const black = n <= 8 ? 2 : Math.floor(n / 3);
  const putana = n >= 7 ? 1 : 0;
  const maniac = n >= 8 ? 1 : 0;
  const civilian = n - black - 2 - putana - maniac;
  return { civilian, sheriff: 1, doctor: 1, putana, mafioso: black - 1, don: 1, maniac };
}

/** The default options for a table of `players`. */
export function defaultOptions(players: number): CityMafiaOptions {
  return { roles: presetRoles(players), dealing: 'station', maniacCountsAsRed: false };
}

/**
 * A setup for a table of `players` seats: the civilians, who carry no power, take up the difference
 * (a tournament's FIIM roles at a table of nine: one civilian fewer). Options of a wrong shape, or a
 * table too small to fit by civilians alone, come back unchanged for validateSetup to refuse.
 */
export function fitOptions(options: CityMafiaOptions, players: number): CityMafiaOptions {
  const roles: unknown = options?.roles;
  if (typeof roles !== 'object' || roles === null) return options;
  const counts = roles as Record<string, unknown>;
  if (!ROLES.every((role) => typeof counts[role] === 'number')) return options;
  const total = ROLES.reduce((sum, role) => sum + (counts[role] as number), 0);
  const civilian = (counts.civilian as number) + players - total;
  return civilian < 0 ? options : { ...options, roles: { ...(roles as RoleCounts), civilian } };
}

/** The roles to deal for this setup, in no particular order: the host shuffles them. */
export function deckFor(options: CityMafiaOptions): Role[] {
  const deck: Role[] = [];
  for (const role of ROLES) for (let i = 0; i < options.roles[role]; i++) deck.push(role);
  return deck;
}

/**
 * The role groups that wake at the introductions, in the rulebook's order, for the roles in the setup: the
 * night's steps but the don's check (the don wakes with the mafia and shows himself there).
 */
export function introStepsFor(roles: RoleCounts): IntroStep[] {
  return nightStepsFor(roles).filter((step): step is IntroStep => step !== 'don');
}

/**
 * RULES.md §4 night order: putana → mafia → don's check → sheriff → doctor → maniac. Every role of the
 * setup is called every night, living or dead, so nobody learns of a death from silence.
 */
export function nightStepsFor(roles: RoleCounts): NightStep[] {
  const steps: NightStep[] = [];
  if (roles.putana > 0) steps.push('putana');
  if (roles.mafioso + roles.don > 0) steps.push('mafia');
  if (roles.don > 0) steps.push('don');
  if (roles.sheriff > 0) steps.push('sheriff');
  if (roles.doctor > 0) steps.push('doctor');
  if (roles.maniac > 0) steps.push('maniac');
  return steps;
}

/** The roles that wake at an introduction step (the mafia step wakes the mafiosi and the don). */
export function rolesOfIntroStep(step: IntroStep): readonly Role[] {
  switch (step) {
    case 'mafia':
      return MAFIA_ROLES;
    case 'putana':
      return PUTANA;
    case 'sheriff':
      return SHERIFF;
    case 'doctor':
      return DOCTOR;
    case 'maniac':
      return MANIAC;
  }
}

const MAFIA_ROLES: readonly Role[] = ['mafioso', 'don'];
const PUTANA: readonly Role[] = ['putana'];
const SHERIFF: readonly Role[] = ['sheriff'];
const DOCTOR: readonly Role[] = ['doctor'];
const MANIAC: readonly Role[] = ['maniac'];
