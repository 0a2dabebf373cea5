import type { Pick } from '../../core.ts';
import { choose, shuffled } from '../../pick.ts';
import type { RulesetSimulator } from '../ruleset.ts';
import { isMuted, simulatedSideCommand } from '../discipline.ts';
import { hasDiscipline } from '../discipline.ts';
import { entitledVoters } from './ballot.ts';
import { votesNeeded } from './majority.ts';
import { livingMafia, livingSeats } from './queries.ts';
import { deckFor } from './setup.ts';
import type { GameCommand, GameState } from './types.ts';

/**
 * With the discipline option, now and then a remark (1 in 8 by day, mostly to the same player) or a removal (1 in 400, after the
 * deal), so that the property tests cover them; null otherwise.
 */
function sideCommand(state: GameState, pick: Pick): GameCommand | null {
  return hasDiscipline(state) ? simulatedSideCommand(state, pick) : null;
}

/**
 * A legal davidoff-1987 command for the game's state, chosen at random but so that the game always
 * progresses: at most three votes a day before night is carried, and after a failed night the mafia agree.
 * With the discipline option, now and then a remark or a removal instead.
 */
export function randomCommand(state: GameState, pick: Pick): GameCommand | null {
  return sideCommand(state, pick) ?? stepCommand(state, pick);
}

function stepCommand(state: GameState, pick: Pick): GameCommand | null {
  switch (state.phase) {
    case 'setup':
      if (state.options.dealing === 'physical') return { type: 'cards-dealt' };
      return { type: 'deal', roles: shuffled(deckFor(state.players.length, state.options), pick) };
    case 'sunrise': {
      if (state.players.some((p) => p.role === null)) {
        const seats = state.players.map((p) => p.seat);
        return { type: 'record-mafia', seats: shuffled(seats, pick).slice(0, state.options.mafiaCount) };
      }
      return { type: 'end-sunrise' };
    }
    case 'day': {
      const living = livingSeats(state);
      // Cancelled votes count too: a pick that always cancels must not keep the day going for ever.
      const dayStart = state.announcements.findLastIndex((a) => a.kind === 'day-began');
      const votesToday = state.announcements
        .slice(dayStart + 1)
        .filter((a) => a.kind === 'vote-result' || a.kind === 'vote-cancelled').length;
      const vote = state.vote;
      if (vote) {
        const entitled = entitledVoters(state, vote);
        const forceNight = vote.kind === 'night-proposal' && votesToday >= 3;
        if (pick(10) === 0 && !forceNight) return { type: 'cancel-vote' };
        if (forceNight || pick(3) === 0) return { type: 'resolve-vote', yes: entitled.length, no: 0 };
        const voters = entitled.filter(() => pick(2) === 0);
        // RULES.md §1 (option: of votes cast): the votes against must be entered with the hands for.
        const no = state.options.majorityBasis === 'cast' ? entitled.length - voters.length : null;
        return pick(2) === 0
          ? { type: 'resolve-vote', yes: voters.length, voters, no }
          : { type: 'resolve-vote', yes: voters.length, no: entitled.length - voters.length };
      }
      // The 4-remark penalty takes the accusation (discipline option); a proposal of night stays open to all.
      const accusers = living.filter((s) => !isMuted(state.players[s - 1]));
      if (votesToday >= 3 || accusers.length === 0 || pick(4) === 0)
        return { type: 'propose-night', proposer: choose(living, pick) };
      const accuser = choose(accusers, pick);
      const others = living.filter((s) => s !== accuser);
      return { type: 'accuse', accuser, accused: choose(others, pick) };
    }
    case 'night': {
      const pending = livingMafia(state).filter((s) => !state.nightNotes.some((n) => n.seat === s));
      const seat = pending[0];
      if (seat === undefined) return { type: 'resolve-night' };
      const living = livingSeats(state);
      const lastFailed = state.nightHistory.at(-1)?.victim === null;
      const agreed = state.nightNotes[0]?.target;
      // A name removed since it was written (discipline option) cannot be written again.
      const target = lastFailed && agreed !== undefined && living.includes(agreed) ? agreed : choose(living, pick);
      return { type: 'night-note', seat, target };
    }
    case 'ended':
      return null;
  }
}

/**
 * Policy random-lynch: each day one living player chosen at random is accused and voted out by every
 * hand, then night is carried by every hand; each night the mafia all write one random honest player.
 */
export function randomLynchCommand(state: GameState, pick: Pick): GameCommand | null {
  switch (state.phase) {
    case 'setup':
    case 'sunrise':
      return stepCommand(state, pick);
    case 'day': {
      const vote = state.vote;
      if (vote) return { type: 'resolve-vote', yes: entitledVoters(state, vote).length, no: 0 };
      const living = livingSeats(state);
      const executedToday = state.players.some(
        (p) => p.eliminated?.cause === 'executed' && p.eliminated.round === state.round,
      );
      if (executedToday) return { type: 'propose-night', proposer: choose(living, pick) };
      const accused = choose(living, pick);
      const accusation = {
        kind: 'accusation' as const,
        accuser: choose(
          living.filter((s) => s !== accused),
          pick,
        ),
        accused,
      };
      // Every hand may still fall short (RULES.md §1: the accused does not vote; of the living, two left
      // need both hands): then nobody can be executed today, and the night is carried instead.
      const needed = votesNeeded(state, accusation, state.options.majorityBasis);
      if (needed !== null && entitledVoters(state, accusation).length < needed)
        return { type: 'propose-night', proposer: choose(living, pick) };
      return { type: 'accuse', accuser: accusation.accuser, accused };
    }
    case 'night': {
      const pending = livingMafia(state).filter((s) => !state.nightNotes.some((n) => n.seat === s));
      const seat = pending[0];
      if (seat === undefined) return { type: 'resolve-night' };
      const agreed = state.nightNotes[0]?.target;
      const honest = state.players.filter((p) => p.alive && p.role === 'honest').map((p) => p.seat);
      return { type: 'night-note', seat, target: agreed ?? choose(honest, pick) };
    }
    case 'ended':
      return null;
  }
}

/** The 1987 simulation policies. */
export const simulator: RulesetSimulator<GameState, GameCommand> = {
  random: randomCommand,
  randomLynch: randomLynchCommand,
};
