import type { Prompt } from '../../prompt.ts';
import { withDisciplinePrompts } from '../discipline.ts';
import {
  dayMajority,
  entitledVoters,
  holderOf,
  isMafiaRole,
  livingMafia,
  livingSeats,
  pardonAvailable,
  seatList,
} from './queries.ts';
import { evaluateName, vogonSight } from './reading.ts';
import { roleCounts, ROLES, secondCounts } from './setup.ts';
import type { GameState, IntroStep, Role } from './types.ts';

const P = 'prompt.mensa-hungariqa';

function prompt(step: string, params: Prompt['params'] = {}, commands: string[] = [], timer?: Prompt['timer']): Prompt {
  return timer ? { key: `${P}.${step}`, params, commands, timer } : { key: `${P}.${step}`, params, commands };
}

/**
 * What the moderator must do now, derived from the state (message keys `prompt.mensa-hungariqa.<step>`).
 * With the discipline option a remark may be given by day and a removal at any time, and the day's
 * prompts say who may not speak (3 remarks the day before) or may not speak, accuse nor vote (4).
 */
export function prompts(state: GameState): Prompt[] {
  return withDisciplinePrompts(stepPrompts(state), state, P);
}

function stepPrompts(state: GameState): Prompt[] {
  switch (state.phase) {
    case 'setup': {
      const params = { players: state.players.length, mafia: state.options.mafiaCount };
      return [prompt(state.options.dealing === 'physical' ? 'deal-physical' : 'deal', params, ['deal'])];
    }
    case 'night-zero':
      return introPrompts(state);
    case 'day':
      return dayPrompts(state);
    case 'night':
      return nightPrompts(state);
    case 'ended': {
      const winner = state.outcome?.winner ?? 'citizens';
      return [prompt(`ended-${winner}`, { winner, winners: seatList(state.outcome?.winners ?? []) })];
    }
  }
}

function seatsOf(state: GameState, test: (role: Role | null) => boolean): number[] {
  return state.players.filter((p) => test(p.role)).map((p) => p.seat);
}

/** Night 0 (RULES.md §3): the introductions, one step at a time; with physical dealing, the records. */
function introPrompts(state: GameState): Prompt[] {
  const intro = state.intro;
  if (!intro) return [];
  const physical = state.options.dealing === 'physical';
  const step: IntroStep = intro.steps[intro.index] ?? 'inspector';
  const commands = physical ? ['next-step', 'record-role', 'record-second-role'] : ['next-step'];
  const out: Prompt[] = [];
  if (intro.index === 0) out.push(prompt('night-zero', { players: state.players.length }));
  switch (step) {
    // With physical dealing the seats are not known yet: the moderator records them as they show themselves.
    case 'inspector':
      out.push(
        physical
          ? prompt('intro-inspector-physical', {}, commands)
          : prompt('intro-inspector', { seat: seatsOf(state, (r) => r === 'inspector')[0] ?? 0 }, commands),
      );
      break;
    case 'mafia':
      out.push(
        physical
          ? prompt('intro-mafia-physical', { mafia: state.options.mafiaCount }, commands)
          : prompt(
              'intro-mafia',
              {
                seats: seatList(seatsOf(state, isMafiaRole)),
                protected: seatsOf(state, (r) => r === 'protected-mafioso')[0] ?? 0,
              },
              commands,
            ),
      );
      break;
    case 'lovers':
      out.push(
        physical
          ? prompt('intro-lovers-physical', {}, commands)
          : prompt(
              'intro-lovers',
              { seats: seatList(state.players.filter((p) => p.second === 'lover').map((p) => p.seat)) },
              commands,
            ),
      );
      break;
    default:
      // Physical dealing only: each extra role, and the second kamikaze, shows himself to the moderator.
      out.push(prompt(`intro-${step}`, {}, commands));
  }
  if (physical) out.push(...recordPrompts(state));
  // Only a hand deal leaves seats unrecorded (taken for plain citizens): its dawn says so, the station's does not.
  if (intro.index === intro.steps.length - 1)
    out.push(prompt(physical ? 'dawn-physical' : 'dawn', { round: 1 }, ['next-step']));
  return out;
}

/** Physical dealing: the cards not recorded yet (an unrecorded seat is taken for a plain citizen). */
function recordPrompts(state: GameState): Prompt[] {
  const out: Prompt[] = [];
  const counts = roleCounts(state.players.length, state.options);
  for (const role of ROLES) {
    if (role === 'citizen') continue;
    const missing = counts[role] - state.players.filter((p) => p.role === role).length;
    if (missing > 0) out.push(prompt(`record-missing.${role}`, { role, count: missing }, ['record-role']));
  }
  if (state.options.kamikaze || state.options.lovers) {
    const seconds = secondCounts(state.players.length, state.options);
    for (const second of ['kamikaze', 'lover'] as const) {
      const missing = seconds[second] - state.players.filter((p) => p.second === second).length;
      if (missing > 0)
        out.push(prompt(`record-missing.${second}`, { role: second, count: missing }, ['record-second-role']));
    }
  }
  return out;
}

/** The day (RULES.md §3): accusation, support vote, debate, last word, execution vote; or the day ends. */
function dayPrompts(state: GameState): Prompt[] {
  const day = state.day;
  if (!day) return [];
  const chain = state.chain;
  if (chain && chain.namings.length > 0) {
    return chain.namings.map((seat) => prompt('kamikaze-names', { seat }, ['kamikaze-names']));
  }
  // Every living player votes (with the discipline option, less those with the 4-remark penalty).
  const living = entitledVoters(state).length;
  const needed = dayMajority(state);
  const trial = day.trial;
  if (!trial) {
    if (state.endgame)
      return [prompt('endgame', { round: state.round, living: livingSeats(state).length }, ['accuse'])];
    const max = state.options.maxAccusationsPerDay;
    if (day.trials >= max) return [prompt('day-limit', { round: state.round, trials: day.trials, max }, ['end-day'])];
    return [prompt('day', { round: state.round, trials: day.trials, max }, ['accuse', 'end-day'])];
  }
  const who = { accuser: trial.accuser, accused: trial.accused };
  switch (trial.stage) {
    case 'support':
      return [prompt('support-vote', { ...who, living, needed }, ['support-vote'])];
    case 'debate':
      // Untimed (rulebook 000: the players argue until nothing more is said, then the moderator gives the last word):
      // no timer is declared, so the console suggests no countdown and the projector shows none unless he starts one.
      return [prompt('debate', who, ['give-last-word'])];
    case 'last-word':
      // The moderator knows the protected citizen: he will pardon him if the vote sentences him.
      return [
        prompt(
          'last-word',
          { ...who, living, needed, pardon: pardonAvailable(state, trial.accused) ? 1 : 0 },
          ['execution-vote'],
          { kind: 'last-word', seat: null },
        ),
      ];
  }
}

/**
 * The night (RULES.md §3): the inspector, then the reading of the names. Every role of the setup is
 * called, living or dead: a dead role's step is marked `wait: 1`.
 */
function nightPrompts(state: GameState): Prompt[] {
  const night = state.night;
  if (!night) return [];
  const out: Prompt[] = [prompt('night', { round: state.round })];
  const inspector = holderOf(state, 'inspector');
  if (night.stage === 'inspector') {
    const seat = inspector?.seat ?? 0;
    if (!inspector?.alive) out.push(prompt('inspector-wait', { seat, wait: 1 }, ['next-step']));
    else if (!night.check) out.push(prompt('inspector', { seat, wait: 0 }, ['inspector-check']));
    else {
      const { target, answer } = night.check;
      out.push(prompt(`inspector-answer-${answer}`, { seat, target, answer }, ['next-step']));
    }
    return out;
  }
  const seat = night.order[night.index]!;
  const verdict = evaluateName(state, night, seat);
  const mafia = livingMafia(state);
  const voted = night.hands.map((h) => h.voter);
  const last = night.index === night.order.length - 1;
  // The vogon's look belongs to the vogon's own prompt below (offered only where there is a living vogon):
  // the reading itself goes on to the next name.
  out.push(
    prompt('read-name', { seat, position: night.index + 1, count: night.order.length }, [
      'hand',
      'next-name',
      'reread',
    ]),
  );
  out.push(
    prompt(
      'watch-mafia',
      {
        seats: seatList(mafia),
        waiting: seatList(mafia.filter((s) => !voted.includes(s))),
        threshold: verdict.threshold,
        here: verdict.mafia,
        // Every living mafioso has voted (`empty: 1`): the text says so instead of an empty list.
        ...(mafia.every((s) => voted.includes(s)) ? { empty: 1 } : {}),
      },
      ['hand'],
    ),
  );
  for (const role of ['bodyguard', 'sarika', 'vogon'] as const) {
    const holder = holderOf(state, role);
    if (!holder) continue;
    const done = role === 'vogon' ? night.vogon !== null : voted.includes(holder.seat);
    const command = role === 'vogon' ? ['vogon-looks'] : ['hand'];
    // A dead role's part of the reading is still watched for, so the reading sounds the same.
    if (!holder.alive) out.push(prompt(`watch-${role}-wait`, { seat: holder.seat, wait: 1 }));
    else if (done) out.push(prompt(`watch-${role}-done`, { seat: holder.seat, wait: 0 }));
    else out.push(prompt(`watch-${role}`, { seat: holder.seat, wait: 0 }, command));
  }
  if (night.vogon === seat) {
    const answer = vogonSight(night) === 'hands' ? 'yes' : 'no';
    out.push(prompt(`vogon-sees-${answer}`, { seat, answer }));
  }
  if (verdict.kill) out.push(prompt('kill-here', { seat }, ['next-name']));
  else if (last) {
    const missing = mafia.filter((s) => !voted.includes(s));
    if (missing.length > 0) out.push(prompt('mafia-votes-missing', { seats: seatList(missing) }, ['reread']));
    else out.push(prompt('nobody-dies', {}, ['next-name']));
  }
  return out;
}
