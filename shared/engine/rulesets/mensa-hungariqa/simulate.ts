import type { Pick } from '../../core.ts';
import { choose, shuffled } from '../../pick.ts';
import type { RulesetSimulator } from '../ruleset.ts';
import { simulatedSideCommand } from '../discipline.ts';
import { hasDiscipline } from '../discipline.ts';
import { accusationOf } from '../simulated-accusation.ts';
import { entitledVoters, holderOf, isMafiaRole, livingMafia, livingSeats, pardonAvailable } from './queries.ts';
import { deckFor, hasSecondRound, ROLES, roleCounts, secondCounts } from './setup.ts';
import type { GameCommand, GameState, NightState, PlayerState, Role, Seat } from './types.ts';

/** How many failed support votes a simulated day allows before the moderator ends it. */
const UNSUPPORTED_PER_DAY = 3;
/** How many failed accusations a simulated endgame allows before its next trial is carried. */
const ENDGAME_TRIALS = 2;

/** A random subset of the players entitled to vote (the living, less the 4-remark penalty): the hands raised. */
function randomHands(state: GameState, pick: Pick): GameCommand {
  const living = entitledVoters(state);
  const voters = living.filter(() => pick(2) === 0);
  return pick(2) === 0
    ? { type: 'support-vote', yes: voters.length }
    : { type: 'support-vote', yes: voters.length, voters };
}

/** Night 0: with physical dealing, records a random legal distribution seat by seat; then the steps. */
function introCommand(state: GameState, pick: Pick): GameCommand {
  if (state.options.dealing === 'physical') {
    const unrecorded = state.players.find((p) => p.role === null);
    if (unrecorded) {
      const counts = roleCounts(state.players.length, state.options);
      const remaining: Role[] = [];
      for (const role of ROLES) {
        const left = counts[role] - state.players.filter((p) => p.role === role).length;
        for (let i = 0; i < left; i++) remaining.push(role);
      }
      return { type: 'record-role', seat: unrecorded.seat, role: choose(remaining, pick) };
    }
    if (hasSecondRound(state.options)) {
      const seconds = secondCounts(state.players.length, state.options);
      for (const second of ['kamikaze', 'lover'] as const) {
        const missing = seconds[second] - state.players.filter((p) => p.second === second).length;
        if (missing > 0) {
          const free = state.players.filter((p) => p.second === null).map((p) => p.seat);
          return { type: 'record-second-role', seat: choose(free, pick), second };
        }
      }
    }
  }
  return { type: 'next-step' };
}

/** Whether a seat could still die by a day vote (the protected citizen with a pardon left could not). */
function sentenceable(state: GameState, seat: Seat): boolean {
  return !pardonAvailable(state, seat);
}

/**
 * The progress rule of the random policy: a day carries its first trial when the whole previous round
 * (day and night) passed without a death, and the endgame carries its trial after two failed accusations
 * (unsupported or acquitted). The
 * accused is then a random player who can die by a day vote, and every hand is raised.
 */
function forcedDay(state: GameState): boolean {
  const day = state.day;
  if (!day) return false;
  if (state.endgame) return day.trials + day.unsupported >= ENDGAME_TRIALS;
  if (state.round < 2) return false;
  return !state.players.some((p) => p.death && p.death.round === state.round - 1);
}

/**
 * A carried trial of a random sentenceable player: accusation, every hand, last word, every hand. With
 * the discipline option, when nobody may accuse him (every other player has the 4-remark penalty) the
 * moderator's remarks go on until someone is removed.
 */
function carriedTrial(state: GameState, pick: Pick): GameCommand {
  const day = state.day!;
  const living = livingSeats(state);
  const entitled = entitledVoters(state);
  const trial = day.trial;
  if (!trial) {
    const accusable = living.filter((s) => sentenceable(state, s) && entitled.some((a) => a !== s));
    if (accusable.length === 0) return { type: 'remark', seat: choose(living, pick) };
    return accusationOf(choose(accusable, pick), entitled, pick);
  }
  if (trial.stage === 'support') return { type: 'support-vote', yes: entitled.length };
  if (trial.stage === 'debate') return { type: 'give-last-word' };
  return { type: 'execution-vote', yes: entitled.length, voters: entitled };
}

function dayCommand(state: GameState, pick: Pick, lynch: boolean): GameCommand | null {
  const day = state.day;
  if (!day) return null;
  const chain = state.chain;
  if (chain && chain.namings.length > 0) {
    return { type: 'kamikaze-names', kamikaze: chain.namings[0]!, target: choose(livingSeats(state), pick) };
  }
  // A sentenceable player always exists: with three or more living, at most one is the protected citizen.
  if (lynch || forcedDay(state)) return carriedTrial(state, pick);
  const trial = day.trial;
  if (!trial) {
    // The seats are listed only where a command needs them: this runs at every step of every simulated day (issue 14).
    const living = livingSeats(state);
    const canAccuse =
      state.endgame || (day.trials < state.options.maxAccusationsPerDay && day.unsupported < UNSUPPORTED_PER_DAY);
    // The 4-remark penalty (discipline option) takes the accusation: the accuser is one entitled to it.
    const accusers = canAccuse ? entitledVoters(state) : [];
    if (canAccuse && accusers.length > 0 && living.length > 1 && (state.endgame || pick(4) !== 0)) {
      const accuser = choose(accusers, pick);
      return {
        type: 'accuse',
        accuser,
        accused: choose(
          living.filter((s) => s !== accuser),
          pick,
        ),
      };
    }
    // The endgame has no night: with nobody entitled to accuse, the remarks go on until someone is removed.
    if (state.endgame) return { type: 'remark', seat: choose(living, pick) };
    return { type: 'end-day' };
  }
  if (trial.stage === 'support') return randomHands(state, pick);
  if (trial.stage === 'debate') return { type: 'give-last-word' };
  const hands = randomHands(state, pick);
  return { ...hands, type: 'execution-vote' } as GameCommand;
}

/** A voter of the reading: a living mafioso, the bodyguard, Aunt Sárika, or the vogon (who only looks). */
interface Voter {
  seat: Seat;
  kind: 'mafia' | 'bodyguard' | 'sarika' | 'vogon';
}

/*
 * The last voters listed, with the players they were listed from. They change only when a player does (a
 * death, a record, a removal) and states are never mutated, so the same players array has the same voters:
 * the reading asks at every name of every simulated night (issue 14: games per second).
 */
let lastVoters: { players: readonly PlayerState[]; voters: readonly Voter[] } | null = null;

function readingVoters(state: GameState): readonly Voter[] {
  if (lastVoters?.players === state.players) return lastVoters.voters;
  const voters: Voter[] = livingMafia(state).map((seat) => ({ seat, kind: 'mafia' as const }));
  for (const kind of ['bodyguard', 'sarika', 'vogon'] as const) {
    const holder = holderOf(state, kind);
    if (holder?.alive) voters.push({ seat: holder.seat, kind });
  }
  lastVoters = { players: state.players, voters };
  return voters;
}

function actedAt(night: NightState, voter: Voter, seat: Seat): boolean {
  if (voter.kind === 'vogon') return night.vogon === seat;
  for (const h of night.hands) if (h.voter === voter.seat && h.target === seat) return true;
  return false;
}

function hasActed(night: NightState, voter: Voter): boolean {
  if (voter.kind === 'vogon') return night.vogon !== null;
  for (const h of night.hands) if (h.voter === voter.seat) return true;
  return false;
}

/** Whether a voter may choose name `s` while `seat` is read (see readingCommand). */
function mayChoose(v: Voter, s: Seat, seat: Seat, targets: Seat[] | null): boolean {
  if (v.kind === 'mafia' && targets && !targets.includes(s)) return false;
  if (v.kind === 'bodyguard' && s === v.seat) return false;
  if (targets && v.kind !== 'mafia' && v.kind !== 'vogon' && targets.includes(s) && s !== seat) return false;
  return true;
}

function act(v: Voter): GameCommand {
  return v.kind === 'vogon' ? { type: 'vogon-looks' } : { type: 'hand', voter: v.seat };
}

/**
 * One command of the reading. Each voter is rolled once per name, in a fixed order (the mafia first):
 * he acts here with chance 1 / (names he may still choose), so his name is uniform. With `agree`, the
 * mafia act as one: the first mafioso chooses and the others follow him. With `targets`, the mafia
 * choose only among those names, and the others never pick the name the mafia chose.
 */
function readingCommand(
  state: GameState,
  night: NightState,
  pick: Pick,
  agree: boolean,
  targets: Seat[] | null,
): GameCommand {
  const { order, index, hands } = night;
  const seat = order[index]!;
  const voters = readingVoters(state);
  let start = 0;
  for (let i = 0; i < voters.length; i++) if (actedAt(night, voters[i]!, seat)) start = i + 1;
  // The mafia come first among the voters (readingVoters).
  const firstMafioso = voters[0]?.kind === 'mafia' ? voters[0] : undefined;
  let mafiaHere = false;
  for (const h of hands)
    if (h.target === seat && isMafiaRole(state.players[h.voter - 1]?.role ?? null)) mafiaHere = true;
  for (let i = start; i < voters.length; i++) {
    const v = voters[i]!;
    if (hasActed(night, v)) continue;
    if (v.kind === 'mafia' && (agree || targets) && v !== firstMafioso) {
      if (mafiaHere) return act(v);
      continue;
    }
    if (targets && v.kind !== 'mafia' && v.kind !== 'vogon' && mafiaHere) continue;
    // The names still ahead (this one first) the voter may choose; counted, not copied: the simulation
    // runs this at every name of every night (issue 14: games per second).
    if (!mayChoose(v, seat, seat, targets)) continue;
    let choices = 0;
    for (let k = index; k < order.length; k++) if (mayChoose(v, order[k]!, seat, targets)) choices++;
    if (pick(choices) === 0) return act(v);
  }
  return { type: 'next-name' };
}

function nightCommand(state: GameState, pick: Pick, lynch: boolean): GameCommand | null {
  const night = state.night;
  if (!night) return null;
  if (night.stage === 'inspector') {
    const inspector = holderOf(state, 'inspector');
    if (inspector?.alive && !night.check) {
      return {
        type: 'inspector-check',
        target: choose(
          livingSeats(state).filter((s) => s !== inspector.seat),
          pick,
        ),
      };
    }
    return { type: 'next-step' };
  }
  if (lynch) {
    const citizens = livingSeats(state).filter((s) => !isMafiaRole(state.players[s - 1]!.role));
    return readingCommand(state, night, pick, true, citizens);
  }
  // After a failed night the mafia agree on one name (the progress rule of the random policy).
  const agree = state.nightHistory.at(-1)?.victim === null;
  return readingCommand(state, night, pick, agree, null);
}

/**
 * Policy `random`: a legal command chosen at random at the current prompt. Progress (documented bounds): a
 * day allows at most three failed support votes and the option's number of trials before the moderator
 * ends it; a day after a whole round without a death carries its first trial; the endgame carries its
 * trial after two failed accusations; after a failed night the mafia agree. The names are never read again
 * (but after a removal, which restarts the reading). With the discipline option, now and then a remark or
 * a removal instead (sideCommand).
 */
export function randomCommand(state: GameState, pick: Pick): GameCommand | null {
  return sideCommand(state, pick) ?? stepCommand(state, pick, false);
}

/**
 * With the discipline option, now and then a remark (1 in 8 by day, mostly to the same player) or a removal (1 in 400, after the
 * deal), so that the property tests cover them; null otherwise (and always without the option).
 */
function sideCommand(state: GameState, pick: Pick): GameCommand | null {
  return hasDiscipline(state) ? simulatedSideCommand(state, pick) : null;
}

/**
 * The current step's command, by either policy: `lynch` plays the days and nights as random-lynch does; the
 * deal and night 0 are the same under both.
 */
function stepCommand(state: GameState, pick: Pick, lynch: boolean): GameCommand | null {
  switch (state.phase) {
    case 'setup':
      return { type: 'deal', roles: shuffled(deckFor(state.players.length, state.options), pick) };
    case 'night-zero':
      return introCommand(state, pick);
    case 'day':
      return dayCommand(state, pick, lynch);
    case 'night':
      return nightCommand(state, pick, lynch);
    case 'ended':
      return null;
  }
}

/**
 * Policy `random-lynch`: each day a living player chosen at random (among those a day vote can kill: not
 * the protected citizen while his pardon holds) is accused and voted out by every hand; each night the
 * mafia all raise their hands at one living non-mafia player chosen at random, and nobody else's hand is
 * at that name, so the kill succeeds. Kamikazes and lovers still take others with them, by the rules.
 */
export function randomLynchCommand(state: GameState, pick: Pick): GameCommand | null {
  return stepCommand(state, pick, true);
}

/** The mensa-hungariqa simulation policies. */
export const simulator: RulesetSimulator<GameState, GameCommand> = {
  random: randomCommand,
  randomLynch: randomLynchCommand,
};
