import type { Prompt } from '../../prompt.ts';
import { voteBar } from './ballot.ts';
import { technicalDefeatOpen } from './decide-discipline.ts';
import { answerPending } from './decide-night.ts';
import { allLeaveNeeded, votersEntitled } from './flow.ts';
import { actorOf, checkAnswer, isBlocked, mayChooseNobody, STEP_COMMAND, wakersOf } from './night-rules.ts';
import { livingBlackCount, livingSeatOf } from './queries.ts';
import { ROLES, rolesOfIntroStep } from './setup.ts';
import type { GameState, Role, Seat } from './types.ts';

const P = 'prompt.city-mafia';

/** The timers are the console's (RULES.md §4): a day speech lasts 1 minute. */
export const SPEECH_SECONDS = 60;
/** RULES.md §4: a last word lasts 30 seconds. */
export const LAST_WORD_SECONDS = 30;
/** RULES.md §4: each tied player's defence in a car crash lasts 30 seconds. */
export const DEFENCE_SECONDS = 30;
/** RULES.md §4: the mafia have one minute to agree on their victim. */
export const MAFIA_AGREEMENT_SECONDS = 60;

const DAY_SIDE = ['remark', 'remove'];

function list(seats: readonly Seat[]): string {
  return seats.join(', ');
}

/** The role counts of the setup, as prompt parameters. */
function counts(state: GameState): Record<string, number> {
  const params: Record<string, number> = { players: state.players.length };
  for (const role of ROLES) params[role] = state.options.roles[role];
  return params;
}

/**
 * What the moderator must do now, derived from the state (message keys `prompt.city-mafia.*` with parameters). A
 * judge's technical defeat of a team may come at any moment of the game, as a removal may: where the engine would
 * take it, the step's first prompt offers it beside its own commands.
 */
export function prompts(state: GameState): Prompt[] {
  const out = stepPrompts(state);
  const first = out.find((p) => p.commands.length > 0);
  if (first && technicalDefeatOpen(state)) first.commands = [...first.commands, 'technical-defeat'];
  return out;
}

/** The prompts of the step under way, without the judge's actions that may come at any moment. */
function stepPrompts(state: GameState): Prompt[] {
  switch (state.phase) {
    case 'setup':
      return state.options.dealing === 'station'
        ? [{ key: `${P}.deal`, params: counts(state), commands: ['deal'] }]
        : [{ key: `${P}.deal-physical`, params: counts(state), commands: ['start-introductions'] }];
    case 'introduction':
      return [introPrompt(state)];
    case 'morning':
    case 'last-words':
      if (state.speaker === null) return [];
      return [
        {
          key: `${P}.last-word`,
          params: { seat: state.speaker, seconds: LAST_WORD_SECONDS },
          commands: ['end-speech', ...DAY_SIDE],
          timer: { kind: 'last-word', seat: state.speaker },
        },
      ];
    case 'discussion': {
      const seat = state.speaker;
      if (seat === null) return [];
      const player = state.players[seat - 1]!;
      const nominated = state.nominations.some((n) => n.by === seat);
      const silenced = player.penalty === 'silenced';
      return [
        {
          key: `${P}.speech`,
          params: {
            seat,
            seconds: SPEECH_SECONDS,
            // RULES.md §4: three remarks last round → no speech this round, but he may still nominate.
            silenced: silenced ? 1 : 0,
            nominated: nominated ? 1 : 0,
            candidates: list(state.nominations.map((n) => n.nominee)),
            // Nobody nominated yet: the text says so instead of reading an empty list.
            ...(state.nominations.length === 0 ? { empty: 1 } : {}),
          },
          commands: nominated ? ['end-speech', ...DAY_SIDE] : ['end-speech', 'nominate', ...DAY_SIDE],
          // A silenced player has no speech to time.
          ...(silenced ? {} : { timer: { kind: 'speech', seat } as const }),
        },
      ];
    }
    case 'defence':
      if (state.speaker === null) return [];
      return [
        {
          key: `${P}.defence`,
          params: { seat: state.speaker, seconds: DEFENCE_SECONDS, tied: list(state.tied) },
          commands: ['end-speech', ...DAY_SIDE],
          timer: { kind: 'defence', seat: state.speaker },
        },
      ];
    case 'voting': {
      const vote = state.vote;
      if (!vote) return [];
      const entitled = votersEntitled(state);
      // RULES.md §4: with nobody entitled (two left, both tied) the vote is empty by definition; it is still held
      // and recorded as the rules order it, and its text (`-empty`) gives the moderator the one line to say.
      const empty: Record<string, number> = entitled === 0 ? { empty: 1 } : {};
      if (vote.stage === 'all-leave') {
        return [
          {
            key: `${P}.all-leave`,
            params: { tied: list(vote.candidates), entitled, needed: allLeaveNeeded(entitled), ...empty },
            commands: ['vote', ...DAY_SIDE],
          },
        ];
      }
      const candidate = vote.candidates[vote.index];
      if (candidate === undefined) return [];
      let voted = 0;
      for (let i = 0; i < vote.index; i++) voted += vote.tally[i]!.length;
      // Who may still raise a hand for this candidate (the hands form's count): the round's voters less those
      // who voted already and the candidate himself (tryout9: «8 may vote» beside the form's «0 of 7 hands»).
      const free = state.players.filter((p) => voteBar(state, p.seat) === null).length;
      return [
        {
          key: vote.stage === 'main' ? `${P}.vote` : `${P}.revote`,
          params: { candidate, position: vote.index + 1, of: vote.candidates.length, entitled, voted, free, ...empty },
          commands: ['vote', ...DAY_SIDE],
        },
      ];
    }
    case 'night':
      return nightPrompts(state);
    case 'ended':
      return [{ key: `${P}.ended`, params: { winner: state.outcome?.winner ?? '' }, commands: [] }];
  }
}

/** The introduction step: who wakes (station dealing) or whose cards to record (physical dealing). */
function introPrompt(state: GameState): Prompt {
  const step = state.introSteps[state.step]!;
  const roles = rolesOfIntroStep(step);
  const key = `${P}.intro.${step}`;
  if (state.options.dealing === 'physical') {
    let expected = 0;
    const seats: Seat[] = [];
    for (const role of roles) expected += state.options.roles[role];
    for (const p of state.players) if (p.role !== null && roles.includes(p.role)) seats.push(p.seat);
    const don = state.players.find((p) => p.role === 'don')?.seat ?? 0;
    // The role the record form starts at (the console's start value): the awake role still to record, the don first
    // at the mafia's (RULES.md §4: he shows himself), else the group's first (a card recorded again).
    const order: readonly Role[] = step === 'mafia' ? ['don', 'mafioso'] : roles;
    const missing = (role: Role) => state.players.filter((p) => p.role === role).length < state.options.roles[role];
    const role = order.find(missing) ?? order[0]!;
    return {
      key,
      params: { physical: 1, expected, recorded: seats.length, seats: list(seats), count: seats.length, don, role },
      commands: ['record-role', 'introduced', 'remove'],
    };
  }
  const seats: Seat[] = [];
  for (const p of state.players) if (p.alive && p.role !== null && roles.includes(p.role)) seats.push(p.seat);
  const don = step === 'mafia' ? (livingSeatOf(state, 'don') ?? 0) : 0;
  // `count` lets the text say "seat 6" or "seats 3, 6"; no seat left: the role is called all the same.
  const params: Record<string, string | number> = { seats: list(seats), count: seats.length, don };
  if (seats.length === 0) params.wait = 1;
  // A mafia without a don (a setup with none, or he left): the text names no don's seat.
  else if (step === 'mafia' && don === 0) params.nodon = 1;
  return { key, params, commands: ['introduced', 'remove'] };
}

/**
 * The night step: whom to wake and what to ask; a dead role's step has `wait: 1` (wait as if it were
 * awake, then answer with no target); a check with its target recorded gives the answer to nod
 * (`answer: 'yes' | 'no'`). A step whose role the putana visited (RULES.md §4, rulebook «Путана») has a
 * second, private line for the moderator (`night.blocked-note.<step>`, no command): the don, sheriff,
 * doctor and maniac are shown crossed arms (`blocked: 1`, the console's badge); the mafia are shown
 * nothing — they choose as usual and the moderator records a miss (`miss: 1`, no badge), so that the
 * mafia do not learn where the putana is.
 */
function nightPrompts(state: GameState): Prompt[] {
  const step = state.nightSteps[state.step]!;
  if (answerPending(state)) {
    const night = state.night!;
    const target = step === 'don' ? night.donCheck! : night.sheriffCheck!;
    const answer = checkAnswer(state, step === 'don' ? 'don' : 'sheriff', target);
    return [
      {
        key: `${P}.night.${step}-answer`,
        params: { round: state.round, seat: target, answer },
        commands: ['end-step', 'remove'],
      },
    ];
  }
  const wakers = wakersOf(state, step);
  // `count` lets the text say "seat 6" or "seats 3, 6".
  const params: Record<string, string | number> = { round: state.round, seats: list(wakers), count: wakers.length };
  const actor = actorOf(state, step);
  const blocked = actor !== null && isBlocked(state, step);
  if (actor === null) params.wait = 1;
  else {
    if (blocked) params[step === 'mafia' ? 'miss' : 'blocked'] = 1;
    if ((!blocked || step === 'mafia') && mayChooseNobody(state, step)) params.nobody = 1;
    if (step === 'mafia') {
      // RULES.md §4: one minute to agree; the don's choice is final while he lives.
      const don = livingSeatOf(state, 'don');
      params.don = don ?? 0;
      if (don === null) params.nodon = 1;
      params.seconds = MAFIA_AGREEMENT_SECONDS;
      if (don === null && livingBlackCount(state) >= 2) params.agree = 1;
    }
    if (step === 'doctor' && state.lastHeal !== null) params.notSeat = state.lastHeal;
    if (step === 'putana' && state.lastVisit !== null) params.notSeat = state.lastVisit;
  }
  const prompt: Prompt = { key: `${P}.night.${step}`, params, commands: [STEP_COMMAND[step], 'remove'] };
  // RULES.md §4: the living mafia have a minute to agree (a dead team's step waits untimed).
  if (step === 'mafia' && actor !== null) prompt.timer = { kind: 'agreement', seat: null };
  if (!blocked) return [prompt];
  return [prompt, { key: `${P}.night.blocked-note.${step}`, params: { seat: state.night!.visit! }, commands: [] }];
}
