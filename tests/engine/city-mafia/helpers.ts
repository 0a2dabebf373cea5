/** Helpers for the city-mafia scenario and property tests: build games, run commands, expect rule errors. */
import {
  moderatorView,
  publicView,
  rulesetFor,
  type Game as EngineGame,
  type LogCommand,
  type ModeratorViewBase,
  type Seat,
} from '../../../shared/engine/index.ts';
import type {
  Announcement,
  CityMafiaOptions,
  GameCommand,
  GameSetup,
  GameState,
  NightStep,
  Role,
  RoleCounts,
} from '../../../shared/engine/rulesets/city-mafia/types.ts';

import type { CityMafiaPublicView } from '../../../shared/engine/rulesets/city-mafia/public-view.ts';
import type { CityMafiaModeratorBody } from '../../../shared/engine/rulesets/city-mafia/moderator-view.ts';
import { nightCommand } from '../../../shared/engine/rulesets/city-mafia/night-rules.ts';
import * as kit from '../engine-kit.ts';

export type { CityMafiaOptions, GameCommand, GameSetup, GameState, NightStep, Role, RoleCounts };

/** The shared public view of a city-mafia state (the station's entry point), typed as this ruleset's. */
export function pub(state: GameState): CityMafiaPublicView {
  return publicView(state, 'g') as unknown as CityMafiaPublicView;
}

/** The shared moderator view of a city-mafia game, typed as this ruleset's body plus the common parts. */
export function mod(game: Game): CityMafiaModeratorBody & ModeratorViewBase {
  return moderatorView(game, 'g') as unknown as CityMafiaModeratorBody & ModeratorViewBase;
}

/** A city-mafia game: the engine's Game narrowed to this ruleset. */
export type Game = EngineGame<GameState>;

/** A city-mafia command or a log command. */
export type Command = GameCommand | LogCommand;

/** The ruleset under test. */
export const CITY = rulesetFor('city-mafia')!;

/** Player names P1..Pn. */
export const playerNames: (count: number) => string[] = kit.playerNames;

const LETTERS: Record<string, Role> = {
  C: 'civilian',
  S: 'sheriff',
  H: 'doctor',
  P: 'putana',
  M: 'mafioso',
  D: 'don',
  K: 'maniac',
};

/**
 * Roles from a compact spec, seat 1 first: C civilian, S sheriff, H doctor (healer), P putana,
 * M mafioso, D don, K maniac (killer). 'PMDSHKCCCC' is the 10-player preset dealt in that order.
 */
export function rolesOf(spec: string): Role[] {
  return kit.rolesFromLetters(LETTERS, spec);
}

/** The role counts of a spec. */
export function countsOf(spec: string): RoleCounts {
  const counts: RoleCounts = { civilian: 0, sheriff: 0, doctor: 0, putana: 0, mafioso: 0, don: 0, maniac: 0 };
  for (const role of rolesOf(spec)) counts[role]++;
  return counts;
}

/** A setup whose role counts are those of the spec, with other options as given. */
export function setupOf(spec: string, options: Partial<CityMafiaOptions> = {}): GameSetup {
  const players = playerNames(spec.length);
  return {
    rulesetId: 'city-mafia',
    players,
    options: { ...CITY.defaultOptions(spec.length), roles: countsOf(spec), ...options },
  };
}

/** A new game for the spec's role counts (asserting the setup is accepted), before the deal. */
export function newGame(spec: string, options: Partial<CityMafiaOptions> = {}): Game {
  return kit.createdGame<Game>(setupOf(spec, options));
}

/** The engine kit's step, run, expectRuleError and living, typed for this ruleset (engine-kit.ts). */
export const { step, run, expectRuleError, living } = kit.kitFor<Game, Command>();

/** A game dealt with these roles by the station: the night of introductions, first step. */
export function dealt(spec: string, options: Partial<CityMafiaOptions> = {}): Game {
  return step(newGame(spec, options), { type: 'deal', roles: rolesOf(spec) });
}

/** A dealt game past the introductions: day 1, seat 1 (or the first living seat) has the floor. */
export function dayOne(spec: string, options: Partial<CityMafiaOptions> = {}): Game {
  let game = dealt(spec, options);
  while (game.state.phase === 'introduction') game = step(game, { type: 'introduced' });
  return game;
}

/** Ends speeches until `seat` has the floor (throws if the discussion ends first). */
export function speakUntil(game: Game, seat: Seat): Game {
  let g = game;
  while (g.state.speaker !== seat) {
    if (g.state.speaker === null || !['discussion', 'morning', 'defence', 'last-words'].includes(g.state.phase)) {
      throw new Error(`seat ${seat} never got the floor (phase ${g.state.phase})`);
    }
    g = step(g, { type: 'end-speech' });
  }
  return g;
}

/** Ends every speech, last word or defence until the phase is not a talking one. */
export function talkOut(game: Game): Game {
  let g = game;
  while (['discussion', 'morning', 'defence', 'last-words'].includes(g.state.phase))
    g = step(g, { type: 'end-speech' });
  return g;
}

/** Ends the morning's last words: the discussion begins. */
export function pastMorning(game: Game): Game {
  let g = game;
  while (g.state.phase === 'morning') g = step(g, { type: 'end-speech' });
  return g;
}

/** Runs the day's speeches with these nominations ([by, nominee], made in speaking order), then the last speeches. */
export function discuss(game: Game, nominations: [Seat, Seat][] = []): Game {
  let g = game;
  // Morning last words first.
  while (g.state.phase === 'morning') g = step(g, { type: 'end-speech' });
  for (const [by, nominee] of nominations) {
    g = speakUntil(g, by);
    g = step(g, { type: 'nominate', by, nominee });
  }
  while (g.state.phase === 'discussion') g = step(g, { type: 'end-speech' });
  return g;
}

/** Records the hands of each question of the vote stage(s), in order. */
export function votes(game: Game, ...hands: Seat[][]): Game {
  return hands.reduce((g, voters) => step(g, { type: 'vote', voters }), game);
}

/** A day: the nominations, then the hands for each candidate; the last words are left to the caller. */
export function day(game: Game, nominations: [Seat, Seat][], ...hands: Seat[][]): Game {
  return votes(discuss(game, nominations), ...hands);
}

/** A vote's tally as announced: each candidate's seat with his hands, in nomination order. */
export function voteTally(stage: 'main' | 'revote', ...results: [Seat, number][]): Announcement {
  return { kind: 'vote-tally', stage, results: results.map(([seat, votes]) => ({ seat, votes })) };
}

/** The night's choices; a step left out is answered with no target (as for a dead role). */
export interface NightPlan {
  visit?: Seat | null;
  shot?: Seat | null;
  don?: Seat | null;
  sheriff?: Seat | null;
  heal?: Seat | null;
  kill?: Seat | null;
}

/** Which choice of a night plan each night step plays. */
export const PLAN_KEY: Record<NightStep, keyof NightPlan> = {
  putana: 'visit',
  mafia: 'shot',
  don: 'don',
  sheriff: 'sheriff',
  doctor: 'heal',
  maniac: 'kill',
};

/** The command of one night step: the engine's own, which the simulator and an import send. */
export { nightCommand };

/** Plays the night's steps with the plan (nodding each check's answer) up to the morning. */
export function night(game: Game, plan: NightPlan): Game {
  return nightUntil(game, plan, null);
}

/** Plays the night's steps with the plan (nodding each check's answer) until `until`'s turn, or the morning. */
export function nightUntil(game: Game, plan: NightPlan, until: NightStep | null): Game {
  let g = game;
  if (g.state.phase !== 'night') throw new Error(`not night: ${g.state.phase}`);
  while (g.state.phase === 'night' && g.state.nightSteps[g.state.step] !== until) {
    const s = g.state.nightSteps[g.state.step]!;
    // A dead role's step (the prompt says wait) takes no target, whatever the plan says.
    const wait = CITY.prompts(g.state)[0]?.params.wait === 1;
    g = step(g, nightCommand(s, wait ? null : (plan[PLAN_KEY[s]] ?? null)));
    if (g.state.phase === 'night' && g.state.nightSteps[g.state.step] === s) g = step(g, { type: 'end-step' });
  }
  return g;
}

/** From any talking or voting phase of the day: nobody nominated or every vote empty, on to the night. */
export function toNight(game: Game): Game {
  let g = game;
  for (let guard = 0; guard < 200 && g.state.phase !== 'night' && g.state.phase !== 'ended'; guard++) {
    g = g.state.phase === 'voting' ? step(g, { type: 'vote', voters: [] }) : step(g, { type: 'end-speech' });
  }
  return g;
}

/** Every key of a JSON value, at any depth. */
export const keysDeep: (value: unknown) => string[] = kit.keysDeep;

/** The prompt keys and params of a game's state. */
export function promptsOf(game: Game): { key: string; params: Record<string, string | number>; commands: string[] }[] {
  return CITY.prompts(game.state);
}

/** Gives a seat n remarks in a row. */
export const remarks: (game: Game, seat: number, n: number) => Game = kit.remarks;

/** The next day, after a quiet night: the mafia shoot the one the doctor heals (never the same two nights running). */
export function quietNextDay(game: Game): Game {
  const target = game.state.lastHeal === 9 ? 8 : 9;
  return pastMorning(night(toNight(game), { shot: target, don: 6, sheriff: 6, heal: target }));
}

/** The seats that speak, in order, until the discussion ends. */
export function speakersOf(game: Game): number[] {
  const order: number[] = [];
  let g = game;
  while (g.state.phase === 'discussion') {
    order.push(g.state.speaker!);
    g = step(g, { type: 'end-speech' });
  }
  return order;
}

/** Keys that would carry a secret: night choices, checks, the alibi, the moderator's notes and targets. */
export const SECRET_KEYS: readonly string[] = [
  'night',
  'nightLog',
  'visit',
  'shot',
  'heal',
  'kill',
  'donCheck',
  'sheriffCheck',
  'alibi',
  'lastVisit',
  'lastHeal',
  'selfHealUsed',
  'note',
  'target',
];

/** Every role at the table: 1 putana, 2–3 mafiosi, 4 don, 5 sheriff, 6 doctor, 7 maniac, 8–10 civilians. */
export const FULL_TABLE = 'PMMDSHKCCC';

/** No putana (no alibi) and no maniac: 1–2 mafiosi, 3 don, 4 sheriff, 5 doctor, 6–10 civilians. */
export const PLAIN_TABLE = 'MMDSHCCCCC';

/** The first night of a table (FULL_TABLE unless told): nobody was nominated on day 1. */
export function firstNight(spec = FULL_TABLE): Game {
  return toNight(dayOne(spec));
}

/** Day 1's nominations in speaking order: seat 1 nominates 7, seat 2 nominates 6. */
export const SEVEN_AND_SIX: [Seat, Seat][] = [
  [1, 7],
  [2, 6],
];

/** Day 1's nominations in speaking order: seat 1 nominates 7, seat 2 nominates 6, seat 3 nominates 8. */
export const SEVEN_SIX_AND_EIGHT: [Seat, Seat][] = [...SEVEN_AND_SIX, [3, 8]];

/** Day 1 of the spec with 7 and 6 tied 2–2 (hands of 1 and 2, then of 3 and 4): a car crash, the defences begin. */
export function tiedDayOne(spec: string): Game {
  return day(dayOne(spec), SEVEN_AND_SIX, [1, 2], [3, 4]);
}

/** FULL_TABLE's first night in turn order: the mafia shoots 9, the don and the sheriff check 8, the doctor heals 9. */
const NIGHT_ONE: Command[] = [
  { type: 'mafia-shoot', target: 9 },
  { type: 'don-check', target: 8 },
  { type: 'end-step' },
  { type: 'sheriff-check', target: 8 },
  { type: 'end-step' },
  { type: 'doctor-heal', target: 9 },
];

/**
 * The roles of FULL_TABLE the putana may visit that wake after the mafia and the don: each with its seat and
 * the first night's steps, after her visit, that bring the night to its turn.
 */
export const VISITED_LATER = [
  { role: 'sheriff', seat: 5, before: NIGHT_ONE.slice(0, 3) },
  { role: 'doctor', seat: 6, before: NIGHT_ONE.slice(0, 5) },
  { role: 'maniac', seat: 7, before: NIGHT_ONE.slice(0, 6) },
] as const;
