/** The rules of the night's choices, shared by decide, the prompts and the simulator (RULES.md §4). */
import { isBlackRole } from './setup.ts';
import { livingBlackCount, livingSeatOf, roleAt } from './queries.ts';
import type { GameCommand, GameState, NightChoices, NightStep, Role, Seat } from './types.ts';

/** The role whose holder acts at a step (the mafia step: any black; the don also shoots with them). */
const STEP_ROLE: Record<Exclude<NightStep, 'mafia'>, Role> = {
  putana: 'putana',
  don: 'don',
  sheriff: 'sheriff',
  doctor: 'doctor',
  maniac: 'maniac',
};

/** The field of the night's choices each step's target is kept in. */
export const STEP_CHOICE = {
  putana: 'visit',
  mafia: 'shot',
  don: 'donCheck',
  sheriff: 'sheriffCheck',
  doctor: 'heal',
  maniac: 'kill',
} as const satisfies Record<NightStep, keyof NightChoices>;

/** The command that answers each night step. */
export const STEP_COMMAND = {
  putana: 'putana-visit',
  mafia: 'mafia-shoot',
  don: 'don-check',
  sheriff: 'sheriff-check',
  doctor: 'doctor-heal',
  maniac: 'maniac-kill',
} as const satisfies Record<NightStep, string>;

/** The command that answers a night step with this target (null: nobody), as the simulator, an import and a recorded step send it. */
export function nightCommand(step: NightStep, target: Seat | null): GameCommand {
  return { type: STEP_COMMAND[step], target };
}

/** The living seat acting at a step, or null when its role is out (the mafia: the don, else the first mafioso). */
export function actorOf(state: GameState, step: NightStep): Seat | null {
  if (step !== 'mafia') return livingSeatOf(state, STEP_ROLE[step]);
  for (const p of state.players) if (p.alive && isBlackRole(p.role)) return p.seat;
  return null;
}

/** The seats that wake at a step (the mafia step: every living black), for the moderator's prompt. */
export function wakersOf(state: GameState, step: NightStep): Seat[] {
  const seats: Seat[] = [];
  for (const p of state.players) {
    if (!p.alive) continue;
    if (step === 'mafia' ? isBlackRole(p.role) : p.role === STEP_ROLE[step]) seats.push(p.seat);
  }
  return seats;
}

/**
 * RULES.md §4 putana (rulebook "Путана"): the visited player is blocked for the night. A visited
 * mafioso OR the don makes the mafia's shot a miss (the rulebook: "Мафия – не убивает … Ведущий
 * фиксирует промах"); a visited don also cannot check; sheriff, doctor and maniac cannot act.
 */
export function isBlocked(state: GameState, step: NightStep): boolean {
  const visit = state.night?.visit ?? null;
  if (visit === null || step === 'putana') return false;
  const role = roleAt(state, visit);
  if (step === 'mafia') return isBlackRole(role);
  return role === STEP_ROLE[step];
}

/**
 * The seats a living, unblocked actor may choose at a step:
 * putana — a living player, not herself, not last night's guest (RULES.md §4);
 * mafia — any living player (the rulebook forbids none; the don's choice is final while he lives);
 * don, sheriff — a living player other than himself;
 * doctor — a living player, not last night's patient, himself only once per game;
 * maniac — a living player other than himself.
 */
export function legalTargets(state: GameState, step: NightStep): Seat[] {
  const actor = actorOf(state, step);
  const seats: Seat[] = [];
  for (const p of state.players) {
    if (!p.alive) continue;
    const s = p.seat;
    switch (step) {
      case 'putana':
        if (s === actor || s === state.lastVisit) continue;
        break;
      case 'mafia':
        break;
      case 'doctor':
        if (s === state.lastHeal || (s === actor && state.selfHealUsed)) continue;
        break;
      default:
        if (s === actor) continue;
    }
    seats.push(s);
  }
  return seats;
}

/**
 * Whether a living, unblocked actor may answer with nobody: the maniac always (the rulebook: the only
 * active role that may do nothing); the mafia when the don is out and two or more mafiosi fail to
 * agree within their minute (the station's decision: the moderator records no target, a miss); any
 * role with no legal target.
 */
export function mayChooseNobody(state: GameState, step: NightStep, legalCount?: number): boolean {
  if (step === 'maniac') return true;
  if (step === 'mafia' && livingSeatOf(state, 'don') === null && livingBlackCount(state) >= 2) return true;
  return (legalCount ?? legalTargets(state, step).length) === 0;
}

/** RULES.md §4 checks: the don asks "is he the sheriff?"; the sheriff "is he mafia?" (the maniac is "not mafia"). */
export function checkAnswer(state: GameState, step: 'don' | 'sheriff', target: Seat): 'yes' | 'no' {
  const role = roleAt(state, target);
  if (step === 'don') return role === 'sheriff' ? 'yes' : 'no';
  return isBlackRole(role) ? 'yes' : 'no';
}
