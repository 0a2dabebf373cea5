import type { Pick } from '../../core.ts';
import { shuffled } from '../../pick.ts';
import type { RulesetSimulator } from '../ruleset.ts';
import { answerPending, choosesWhenBlocked } from './decide-night.ts';
import { mayVote } from './flow.ts';
import { actorOf, isBlocked, legalTargets, mayChooseNobody, nightCommand } from './night-rules.ts';
import { deckFor, isBlackRole, rolesOfIntroStep } from './setup.ts';
import type { GameCommand, GameState, NightStep, Seat } from './types.ts';

/**
 * After this many rounds the random policy plays as random-lynch (one player out every day, the mafia's
 * shot always landing), so that a game of uniformly random choices — which could miss, heal, abstain
 * and pass for ever — ends within a bound, as a club moderator would call a stalled game to order.
 */
export function stallRound(state: GameState): number {
  return state.players.length;
}

/** The chance (1 in N) that the random policy gives a remark instead of its step's command, by day. */
const REMARK_ONE_IN = 30;
/** The chance (1 in N) that the random policy removes a living player instead, day or night. */
const REMOVAL_ONE_IN = 500;

/** The deal, or the physical dealing's records at the introductions (common to both policies). */
function setupCommand(state: GameState, pick: Pick): GameCommand {
  if (state.phase === 'setup') {
    return state.options.dealing === 'station'
      ? { type: 'deal', roles: shuffled(deckFor(state.options), pick) }
      : { type: 'start-introductions' };
  }
  if (state.options.dealing === 'physical') {
    const step = state.introSteps[state.step]!;
    for (const role of rolesOfIntroStep(step)) {
      let have = 0;
      const free: Seat[] = [];
      for (const p of state.players) {
        if (p.role === role) have++;
        else if (p.role === null) free.push(p.seat);
      }
      if (have < state.options.roles[role] && free.length > 0)
        return { type: 'record-role', seat: free[pick(free.length)]!, role };
    }
  }
  return { type: 'introduced' };
}

/** The seats that have already raised a hand in this stage's earlier candidates, as a bit mask. */
function votedMask(state: GameState): number {
  const vote = state.vote!;
  let mask = 0;
  if (vote.stage !== 'all-leave') for (let i = 0; i < vote.index; i++) for (const s of vote.tally[i]!) mask |= 1 << s;
  return mask;
}

/** The hands of a vote: a uniformly chosen set of the entitled players (not the candidate, not already voting this stage). */
function randomHands(state: GameState, pick: Pick): Seat[] {
  const vote = state.vote!;
  const candidate = vote.stage === 'all-leave' ? null : vote.candidates[vote.index];
  // Who may not raise a hand: those who voted this stage, the candidate, and (re-vote, all-leave) the tied.
  let barred = votedMask(state);
  if (candidate !== undefined && candidate !== null) barred |= 1 << candidate;
  if (vote.stage !== 'main') for (const s of state.tied) barred |= 1 << s;
  // One draw of 16 fair bits, one per entitled hand (at most 15): each subset equally likely.
  let bits = pick(1 << 16);
  const voters: Seat[] = [];
  for (const p of state.players) {
    if (!p.alive || p.penalty === 'muted' || barred & (1 << p.seat)) continue;
    if (bits & 1) voters.push(p.seat);
    bits >>>= 1;
  }
  return voters;
}

/** A uniformly chosen living seat. */
function anyLiving(state: GameState, pick: Pick): Seat {
  const living: Seat[] = [];
  for (const p of state.players) if (p.alive) living.push(p.seat);
  return living[pick(living.length)]!;
}

const REASONS = ['peeking', 'night-gesture', 'oath', 'obscene-language', 'improper-address', 'other'] as const;

/** What a policy chooses for itself: a speaker's pass or nomination, the hands of a vote, a night role's target. */
interface PolicyChoices {
  discussion(state: GameState, pick: Pick): GameCommand;
  voting(state: GameState, pick: Pick): GameCommand;
  /** A night step whose role is in play and owes no answer aloud. */
  night(state: GameState, pick: Pick, step: NightStep): GameCommand;
}

/**
 * A policy's command at any step: the deal or the introductions as both policies make them; a speech, last
 * word or defence passes; at night an answer given aloud moves on and a role nobody plays passes; what is
 * left to choose is the policy's.
 */
function policyCommand(state: GameState, pick: Pick, choices: PolicyChoices): GameCommand | null {
  switch (state.phase) {
    case 'ended':
      return null;
    case 'setup':
    case 'introduction':
      return setupCommand(state, pick);
    case 'morning':
    case 'last-words':
    case 'defence':
      return { type: 'end-speech' };
    case 'discussion':
      return choices.discussion(state, pick);
    case 'voting':
      return choices.voting(state, pick);
    case 'night': {
      const step = state.nightSteps[state.step]!;
      if (answerPending(state)) return { type: 'end-step' };
      if (actorOf(state, step) === null) return nightCommand(step, null);
      return choices.night(state, pick, step);
    }
  }
}

/** The random policy's own choices: each legal choice of the prompt as likely as the others (randomCommand). */
const RANDOM: PolicyChoices = {
  discussion(state, pick) {
    const by = state.speaker!;
    let nominated = 0;
    for (const n of state.nominations) {
      if (n.by === by) return { type: 'end-speech' };
      nominated |= 1 << n.nominee;
    }
    // The prompt's two commands, each as likely (pass, or nominate), then a legal nominee uniformly.
    if (pick(2) === 0) return { type: 'end-speech' };
    let legal = 0;
    for (const p of state.players) if (p.alive && p.seat !== by && !(nominated & (1 << p.seat))) legal++;
    if (legal === 0) return { type: 'end-speech' };
    let i = pick(legal);
    for (const p of state.players) {
      if (p.alive && p.seat !== by && !(nominated & (1 << p.seat)) && i-- === 0)
        return { type: 'nominate', by, nominee: p.seat };
    }
    return { type: 'end-speech' };
  },
  voting: (state, pick) => ({ type: 'vote', voters: randomHands(state, pick) }),
  night(state, pick, step) {
    const blocked = isBlocked(state, step);
    let choices: (Seat | null)[];
    if (blocked) {
      choices = [];
      // RULES.md §4: a blocked mafia or maniac chooses by the usual rules, for no effect.
      if (choosesWhenBlocked(step)) choices = legalTargets(state, step);
    } else choices = legalTargets(state, step);
    if (blocked || mayChooseNobody(state, step, choices.length)) choices.push(null);
    return nightCommand(step, choices[pick(choices.length)] ?? null);
  },
};

/** The random-lynch policy's own choices: one player out a day, the mafia's shot landing (randomLynchCommand). */
const RANDOM_LYNCH: PolicyChoices = {
  discussion(state, pick) {
    const by = state.speaker!;
    const hasCandidate = state.nominations.some((n) => state.players[n.nominee - 1]!.alive);
    if (hasCandidate || state.nominations.some((n) => n.by === by)) return { type: 'end-speech' };
    const choices: Seat[] = [];
    for (const p of state.players) if (p.alive && p.seat !== by && p.seat !== state.alibi) choices.push(p.seat);
    if (choices.length === 0) return { type: 'end-speech' };
    return { type: 'nominate', by, nominee: choices[pick(choices.length)]! };
  },
  voting(state) {
    const vote = state.vote!;
    if (vote.stage !== 'all-leave' && vote.index > 0) return { type: 'vote', voters: [] };
    const candidate = vote.stage === 'all-leave' ? null : vote.candidates[0];
    const voters: Seat[] = [];
    for (const p of state.players) if (p.seat !== candidate && mayVote(state, p.seat)) voters.push(p.seat);
    return { type: 'vote', voters };
  },
  night(state, pick, step) {
    if (isBlocked(state, step)) return nightCommand(step, null);
    const legal = legalTargets(state, step);
    let choices: (Seat | null)[] = legal;
    if (step === 'putana' || step === 'mafia') {
      const red = legal.filter((s) => !isBlackRole(state.players[s - 1]!.role));
      if (red.length > 0) choices = red;
    } else if (step === 'doctor') {
      const shot = state.night?.shot ?? null;
      const others = legal.filter((s) => s !== shot);
      if (others.length > 0) choices = others;
    } else if (step === 'maniac') {
      choices = [...legal, null];
    }
    if (choices.length === 0) return nightCommand(step, null);
    return nightCommand(step, choices[pick(choices.length)] ?? null);
  },
};

/**
 * Policy `random`: a command chosen uniformly among the legal choices of the current prompt — the
 * speaker's two commands are equally likely (pass, or nominate a legal nominee chosen uniformly);
 * each entitled hand rises with probability ½ (uniform over the sets of hands); each night role picks
 * uniformly among its legal targets and "nobody" where allowed. Now and then a remark (1 in 30 by
 * day) or a removal (1 in 500). From round N (the table size) on, it plays as random-lynch (stallRound).
 */
export function randomCommand(state: GameState, pick: Pick): GameCommand | null {
  const phase = state.phase;
  if (phase === 'ended') return null;
  if (phase === 'setup' || phase === 'introduction') return setupCommand(state, pick);
  if (state.round >= stallRound(state)) return randomLynchCommand(state, pick);
  // One draw decides the rare side actions: a removal (1 in REMOVAL_ONE_IN), a remark by day (1 in REMARK_ONE_IN).
  const side = pick(REMOVAL_ONE_IN * REMARK_ONE_IN);
  if (side < REMARK_ONE_IN)
    return { type: 'remove', seat: anyLiving(state, pick), reason: REASONS[pick(REASONS.length)]!, note: null };
  if (side < REMOVAL_ONE_IN + REMARK_ONE_IN && phase !== 'night')
    return { type: 'remark', seat: anyLiving(state, pick) };
  return policyCommand(state, pick, RANDOM);
}

/**
 * Policy `random-lynch`: every day one living player chosen uniformly (among those the current speaker
 * may nominate, never the putana's guest with an alibi) is nominated and voted out by every entitled
 * hand; every night the putana visits a non-black player and the doctor heals another than the
 * mafia's victim, so the mafia's shot at a uniformly chosen living non-black player lands; the don,
 * the sheriff and the maniac choose uniformly among their legal choices.
 */
export function randomLynchCommand(state: GameState, pick: Pick): GameCommand | null {
  return policyCommand(state, pick, RANDOM_LYNCH);
}

/** The city-mafia simulation policies. */
export const simulator: RulesetSimulator<GameState, GameCommand> = {
  random: randomCommand,
  randomLynch: randomLynchCommand,
};
