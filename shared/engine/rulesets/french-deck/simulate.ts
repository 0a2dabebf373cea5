import type { Pick } from '../../core.ts';
import { choose, shuffled } from '../../pick.ts';
import type { RulesetSimulator } from '../ruleset.ts';
import { simulatedSideCommand } from '../discipline.ts';
import { hasDiscipline } from '../discipline.ts';
import { accusationOf } from '../simulated-accusation.ts';
import { prompts } from './prompts.ts';
import {
  accusableSeats,
  angelSeat,
  entitledVoters,
  isLiving,
  livingSeats,
  possibleAccusers,
  rolesKnown,
  rolesLeft,
  unrecordedSeats,
} from './queries.ts';
import { deckFor, ROLES } from './setup.ts';
import type { GameCommand, GameState, Seat } from './types.ts';

/** Physical dealing: a seat not yet recorded, given a role that still has room, both chosen at random. */
function recordSomeRole(state: GameState, pick: Pick): GameCommand {
  const left = rolesLeft(state);
  return {
    type: 'record-role',
    seat: choose(unrecordedSeats(state), pick),
    role: choose(
      ROLES.filter((r) => left[r] > 0),
      pick,
    ),
  };
}

/** A random accusation: an accusable player, accused by another player who may accuse. */
function randomAccusation(state: GameState, pick: Pick): GameCommand {
  const accusers = possibleAccusers(state);
  const accusable = accusableSeats(state).filter((a) => accusers.some((s) => s !== a));
  return accusationOf(choose(accusable, pick), accusers, pick);
}

/** A random hand vote: a count alone, or the hands voter by voter, among the players entitled to vote. */
function randomVote(state: GameState, pick: Pick): GameCommand {
  const living = entitledVoters(state);
  if (pick(2) === 0) return { type: 'resolve-vote', guilty: pick(living.length + 1) };
  const voters = living.filter(() => pick(2) === 0);
  return { type: 'resolve-vote', guilty: voters.length, voters };
}

/**
 * With the discipline option, now and then a remark (1 in 8 by day, mostly to the same player) or a removal (1 in 400, once the
 * cards are known), so that the property tests cover them; null otherwise (and always without the option).
 */
function sideCommand(state: GameState, pick: Pick): GameCommand | null {
  return hasDiscipline(state) ? simulatedSideCommand(state, pick, () => rolesKnown(state)) : null;
}

/**
 * Policy `random`: one of the commands the current prompt offers, chosen uniformly, with its choices
 * uniform among the legal ones. Every game ends: every night kills one player (the mafia must name a
 * victim), and every day ends after at most one accusation per living player (each accusation ends in
 * an execution, which ends the day, or an acquittal, and the acquitted cannot be accused again that
 * day), so a game lasts at most N rounds.
 */
export function randomCommand(state: GameState, pick: Pick): GameCommand | null {
  return sideCommand(state, pick) ?? stepCommand(state, pick);
}

/** The current prompt's answer, chosen uniformly (the body of the `random` policy). */
function stepCommand(state: GameState, pick: Pick): GameCommand | null {
  const prompt = prompts(state).find((p) => p.commands.length > 0);
  if (!prompt) return null;
  // The remark and the removal are side commands, given now and then (sideCommand), not a step's answer.
  const type = choose(
    prompt.commands.filter((c) => c !== 'remark' && c !== 'remove'),
    pick,
  );
  switch (type) {
    case 'deal':
      return { type: 'deal', roles: shuffled(deckFor(state.players.length, state.options), pick) };
    case 'cards-dealt':
      return { type: 'cards-dealt' };
    case 'record-role':
      return recordSomeRole(state, pick);
    case 'mafia-kill':
      return { type: 'mafia-kill', target: choose(livingSeats(state), pick) };
    case 'angel-check': {
      const angel = angelSeat(state);
      if (angel === null || !isLiving(state, angel)) return { type: 'angel-check', target: null };
      // A living angel points at any living player, himself included, or does not point.
      const choices: (Seat | null)[] = [...livingSeats(state), null];
      return { type: 'angel-check', target: choose(choices, pick) };
    }
    case 'end-night':
      return { type: 'end-night' };
    case 'accuse':
      return randomAccusation(state, pick);
    case 'call-vote':
      return { type: 'call-vote' };
    case 'resolve-vote':
      return randomVote(state, pick);
    case 'no-more-accusations':
      return { type: 'no-more-accusations' };
    default:
      // Every command a prompt offers is handled above.
      return null;
  }
}

/**
 * Policy `random-lynch`: every day one living player chosen uniformly is accused and executed by every
 * hand (which ends the day); every night the mafia kill a living non-mafioso chosen uniformly, and the
 * living angel checks a living player chosen uniformly. With physical dealing the roles are recorded as
 * under `random` (a random deal).
 */
export function randomLynchCommand(state: GameState, pick: Pick): GameCommand | null {
  const night = state.night;
  if (state.phase === 'night' && night?.step === 'mafia' && rolesLeft(state).mafioso === 0) {
    const targets = state.players.filter((p) => p.alive && p.role !== 'mafioso').map((p) => p.seat);
    return { type: 'mafia-kill', target: choose(targets, pick) };
  }
  if (state.phase === 'night' && night?.step === 'angel' && unrecordedSeats(state).length === 0) {
    const angel = angelSeat(state);
    const alive = angel !== null && isLiving(state, angel);
    return { type: 'angel-check', target: alive ? choose(livingSeats(state), pick) : null };
  }
  if (state.phase === 'day') {
    const accusation = state.accusation;
    if (!accusation) {
      const living = livingSeats(state);
      return accusationOf(choose(living, pick), living, pick);
    }
    if (accusation.stage === 'defence') return { type: 'call-vote' };
    return { type: 'resolve-vote', guilty: livingSeats(state).length };
  }
  return stepCommand(state, pick);
}

/** The french-deck simulation policies. */
export const simulator: RulesetSimulator<GameState, GameCommand> = {
  random: randomCommand,
  randomLynch: randomLynchCommand,
};
