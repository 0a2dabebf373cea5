import { applyStep, createGame, deckOf, decideStep, type Game } from '../game.ts';
import { livingMafia, livingSeats } from '../rulesets/davidoff-1987/queries.ts';
import { entitledVoters } from '../rulesets/davidoff-1987/majority.ts';
import type { EngineCommand, GameSetup, Role } from '../types.ts';

/** A source of choices: returns an integer in [0, n). Tests pass fast-check's, benchmarks a seeded PRNG. */
export type Pick = (n: number) => number;

/** Options of the random player. */
export interface RandomPlayOptions {
  /** Chance (0..1) of an undo or redo instead of a game command. */
  undoRate?: number;
  maxSteps?: number;
}

function choose<T>(list: readonly T[], pick: Pick): T {
  const item = list[pick(list.length)];
  if (item === undefined) throw new Error('choose from an empty list');
  return item;
}

/** Shuffles a copy of a list with the given choices (Fisher–Yates). */
export function shuffled<T>(list: readonly T[], pick: Pick): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A legal davidoff-1987 command for the game's state, chosen at random but so that the game always
 * progresses: at most three votes a day before night is carried, and after a failed night the mafia agree.
 */
export function randomGameCommand(game: Game, pick: Pick): EngineCommand | null {
  const state = game.state;
  switch (state.phase) {
    case 'setup':
      return { type: 'deal', roles: shuffled(deckOf(game), pick) as Role[] };
    case 'sunrise':
      return { type: 'end-sunrise' };
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
          ? { type: 'resolve-vote', yes: 0, voters, no }
          : { type: 'resolve-vote', yes: voters.length, no: entitled.length - voters.length };
      }
      if (votesToday >= 3 || pick(4) === 0) return { type: 'propose-night', proposer: choose(living, pick) };
      const accuser = choose(living, pick);
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
      const target = lastFailed && agreed !== undefined ? agreed : choose(living, pick);
      return { type: 'night-note', seat, target };
    }
    case 'ended':
      return null;
  }
}

/** Plays a random game from a setup to its end (or maxSteps), returning the game. */
export function playRandomGame(setup: GameSetup, pick: Pick, options: RandomPlayOptions = {}): Game {
  const created = createGame(setup);
  if (!created.ok) throw new Error(`invalid setup: ${created.error.code}`);
  let game = created.value;
  const maxSteps = options.maxSteps ?? 10_000;
  const undoRate = options.undoRate ?? 0;
  for (let i = 0; i < maxSteps; i++) {
    let command: EngineCommand | null;
    if (undoRate > 0 && pick(1000) < undoRate * 1000) command = pick(2) === 0 ? { type: 'undo' } : { type: 'redo' };
    else command = randomGameCommand(game, pick);
    if (!command) break;
    const decided = decideStep(game, command);
    if (!decided.ok) {
      if (command.type === 'undo' || command.type === 'redo') continue;
      throw new Error(`random command refused: ${decided.error.code} ${JSON.stringify(command)}`);
    }
    game = applyStep(game, decided.value);
  }
  return game;
}

/** A small seeded PRNG (mulberry32) for reproducible simulations outside fast-check. */
export function seededPick(seed: number): Pick {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(r * n);
  };
}
