import { applyStep, createGame, decideStep, type Game, type LogEntry } from '../engine/index.ts';
import { mayVote } from '../engine/rulesets/city-mafia/flow.ts';
import { answerPending } from '../engine/rulesets/city-mafia/decide-night.ts';
import { actorOf, nightCommand } from '../engine/rulesets/city-mafia/night-rules.ts';
import { teamOf } from '../engine/rulesets/city-mafia/setup.ts';
import type { GameCommand, GameState, NightStep, Role, RoleCounts } from '../engine/rulesets/city-mafia/types.ts';
import { REMARKS_TO_REMOVAL } from '../engine/rulesets/discipline.ts';
import { EXCHANGE_RULESET } from './ruleset.ts';
import { exchangeRefusal, floorOf, mrGameOf, timeOf, verdictOf, type ExchangeResult } from './export-game.ts';
import { JUDGES_REMOVALS, type MrGame, type MrPlayer, type MrRole } from './types.ts';
import type { RatingsGame, RatingsPlayer } from './ratings-format.ts';
import { ratingsGameOf } from './ratings-game.ts';

/** The most commands a rebuilt game may take (a real game takes a few hundred). */
const MAX_COMMANDS = 5000;

const ROLE: Record<MrRole, Role> = { civ: 'civilian', sheriff: 'sheriff', maf: 'mafioso', don: 'don' };
/** The deaths whose moment the rebuild replays: the judge's removals, and a removal for remarks it gives. */
const REPLAYED_DEATHS: readonly string[] = [...JUDGES_REMOVALS, 'warnings'];

/** The reason a removal is given where the record states none. */
const UNSTATED_REASON = 'other';

/** A game rebuilt from its MafiaRatings record: the station's log, ready for the archive's import. */
export interface RebuiltGame {
  log: LogEntry[];
  /** The number of steps. */
  version: number;
}

/**
 * Rebuilds a City Mafia game's log from its MafiaRatings record by playing it again through the rules
 * engine: the station deals the recorded roles, each speaker makes his recorded nomination, each hand rises
 * as recorded, the night's roles choose their recorded targets, and warnings and removals are given in the
 * round and part of the round recorded. A game MafiaRatings ended at a team's kick-out ("teamKickOut") ends
 * there too, by that team's technical defeat. The rebuilt game must export back to exactly the record: a record
 * the rules cannot have produced (a vote by a dead player, a wrong winner…) is refused, naming the first
 * difference. Pure.
 */
export function rebuildGame(game: MrGame): ExchangeResult<RebuiltGame> {
  const counts: RoleCounts = { civilian: 0, sheriff: 0, doctor: 0, putana: 0, mafioso: 0, don: 0, maniac: 0 };
  for (const p of game.players) counts[ROLE[p.role]]++;
  const created = createGame({
    rulesetId: EXCHANGE_RULESET,
    players: game.players.map((p) => p.name),
    options: { roles: counts, dealing: 'station', maniacCountsAsRed: false },
  });
  if (!created.ok) return exchangeRefusal('import-game-no-table-setup', { game: game.id, why: created.error.code });
  let current = created.value as Game<GameState>;
  const given = new Set<string>();
  // MafiaRatings ends a game at a team's kick-out; the station's rules play on after any removal. The game as it
  // stood just after that removal is kept: where the record holds nothing more, the game ended there.
  const kickedOut = game.players.findIndex((p) => p.death?.type === 'teamKickOut') + 1;
  const lastRound = lastRoundOf(game);
  let stopped: Game<GameState> | null = null;
  for (let n = 0; n < MAX_COMMANDS; n++) {
    // Past the last round the record speaks of, a game stopped by the kick-out has nothing more to replay.
    if (stopped && current.state.round > lastRound) break;
    const command = nextCommand(current.state, game.players, given);
    if (command === null) break;
    const decided = decideStep(current, command);
    if (!decided.ok) {
      if (stopped) break;
      return exchangeRefusal('import-game-step-refused', {
        game: game.id,
        command: command.type,
        why: decided.error.code,
      });
    }
    current = applyStep(current, decided.value);
    if (command.type === 'remove' && command.seat === kickedOut) stopped = current;
  }
  // A game the rules end is the record's game; otherwise the one stopped by the kick-out, if the record has one,
  // ends there by the defeated team's technical defeat, as MafiaRatings ended it.
  if (current.state.phase !== 'ended' && stopped) {
    // MafiaRatings' roles are red's or black's: the kicked-out player's is the defeated team.
    const team = teamOf(stopped.state.players[kickedOut - 1]!.role!) === 'black' ? 'black' : 'red';
    const decided = decideStep(stopped, { type: 'technical-defeat', team });
    if (!decided.ok)
      return exchangeRefusal('import-game-step-refused', {
        game: game.id,
        command: 'technical-defeat',
        why: decided.error.code,
      });
    current = applyStep(stopped, decided.value);
  }
  const again = mrGameOf({
    gameId: game.id,
    log: current.log,
    createdAt: game.startTime,
    finishedAt: game.endTime,
    ...(game.round === undefined ? {} : { round: game.round }),
    ...(game.table === undefined ? {} : { table: game.table }),
    ...withTournamentFacts(game),
  });
  if (!again.ok) return exchangeRefusal('import-game-not-writable', { game: game.id, why: again.refusal.reason });
  const difference = firstDifference(comparable(again.value), comparable(withStatedReasons(game)), '');
  if (difference !== null) return exchangeRefusal('import-game-differs', { game: game.id, field: difference });
  return { ok: true, value: { log: current.log, version: current.version } };
}

/**
 * A game as the comparison reads it: in MafiaRatings' format (its names and rounds, so a difference is named
 * as the file says it), with the station's facts, but without the station moment of a death MafiaRatings
 * writes no time for (a night kill, a vote, four warnings): nothing is replayed from it, and a file
 * MafiaRatings wrote cannot hold it (include/game.php reads those deaths' moments from the round and votes).
 */
function comparable(game: MrGame): RatingsGame {
  const written = ratingsGameOf(game);
  const players = written.players.map((p) => {
    if (!p.station?.death || (p.death && REPLAYED_DEATHS.includes(p.death.type))) return p;
    const { death: _untimed, ...facts } = p.station;
    return Object.keys(facts).length > 0 ? { ...p, station: facts } : withoutStation(p);
  });
  return { ...written, players };
}

/** A player without the station's facts. */
function withoutStation(player: RatingsPlayer): RatingsPlayer {
  const { station: _none, ...rest } = player;
  return rest;
}

/**
 * The record with the reason the rebuild gives a removal that states none (MafiaRatings' own files never do: the
 * reason is our field), so that such a removal reads back as given: the same game, its reason now stated.
 */
function withStatedReasons(game: MrGame): MrGame {
  const stated = (p: MrPlayer): MrPlayer =>
    p.death && JUDGES_REMOVALS.includes(p.death.type) && p.death.reason === undefined
      ? { ...p, death: { ...p.death, reason: UNSTATED_REASON } }
      : p;
  return { ...game, players: game.players.map(stated) };
}

/** The record's ids, best move, extra points and verdicts, carried over (they are not played, only recorded). */
function withTournamentFacts(game: MrGame) {
  const playerIds = game.players.map((p) => p.id);
  const best = game.players.findIndex((p) => p.legacy !== undefined);
  const extras = extrasOf(game);
  const verdict = verdictOf(game);
  return {
    ...(playerIds.every((id) => id !== undefined) ? { playerIds: playerIds as number[] } : {}),
    ...(best >= 0 ? { bestMove: { seat: best + 1, suspects: game.players[best]!.legacy! } } : {}),
    ...(extras.length > 0 ? { extras } : {}),
    ...(verdict ? { verdict } : {}),
  };
}

/** A record's extra points by seat (its `bonus` entries with points; the worst move is a verdict, not points). */
export function extrasOf(game: MrGame): { seat: number; points: number; reason: string }[] {
  return game.players.flatMap((p, i) =>
    (p.bonus ?? []).flatMap((b) =>
      typeof b === 'string' ? [] : [{ seat: i + 1, points: b.points, reason: b.reason }],
    ),
  );
}

/** The last round a record speaks of: its deaths, warnings, checks, and the days and nights of its lists. */
function lastRoundOf(game: MrGame): number {
  const rounds = game.players.flatMap((p) => [
    p.death?.round ?? 0,
    ...(p.warnings ?? []).map((w) => w.round),
    ...[p.don ?? 0].flat(),
    ...[p.sheriff ?? 0].flat(),
    p.nominating?.length ?? 0,
    p.voting?.length ?? 0,
    p.shooting?.length ?? 0,
  ]);
  return Math.max(0, ...rounds);
}

/** The next command the record calls for, or null once the game is over. */
function nextCommand(state: GameState, players: MrPlayer[], given: Set<string>): GameCommand | null {
  if (state.phase === 'ended') return null;
  if (state.phase === 'setup') return { type: 'deal', roles: players.map((p) => ROLE[p.role]) };
  // Remarks the record places at this moment (`order`) come at their place, the nomination at the one left.
  const placed = placedRemark(state, players, given);
  if (placed) return placed;
  // A speaker's nomination comes first in his speech; then the warnings and removals of that moment.
  if (state.phase === 'discussion') {
    const by = state.speaker!;
    const nominee = players[by - 1]!.nominating?.[state.round - 1] ?? null;
    if (nominee !== null && !state.nominations.some((n) => n.by === by)) return { type: 'nominate', by, nominee };
  }
  const interjection = interjectionOf(state, players, given);
  if (interjection) return interjection;
  switch (state.phase) {
    case 'introduction':
      return { type: 'introduced' };
    case 'morning':
    case 'last-words':
    case 'defence':
      return { type: 'end-speech' };
    case 'discussion':
      return { type: 'end-speech' };
    case 'voting': {
      const vote = state.vote!;
      const candidate = vote.stage === 'all-leave' ? null : vote.candidates[vote.index]!;
      const voters: number[] = [];
      for (const [i, p] of players.entries()) {
        const day = p.voting?.[state.round - 1];
        if (!day || !mayVote(state, i + 1)) continue;
        const hand = vote.stage === 'all-leave' ? day.allLeave === true : day[vote.stage] === candidate;
        if (hand) voters.push(i + 1);
      }
      return { type: 'vote', voters };
    }
    case 'night': {
      const step = state.nightSteps[state.step]!;
      if (answerPending(state)) return { type: 'end-step' };
      if (actorOf(state, step) === null) return nightCommand(step, null);
      return nightCommand(step, nightTarget(state, step, players));
    }
  }
}

/**
 * The remark whose place (`order`) at this moment is next: the number of remarks given here so far, and the
 * speaker's nomination if made. Null when no remark of this moment has a place, or the next place is the
 * nomination's (the usual order then applies).
 */
function placedRemark(state: GameState, players: MrPlayer[], given: Set<string>): GameCommand | null {
  const time = timeOf(state);
  const floor = floorOf(state).at;
  const moment = `${state.round}:${time}:${floor ?? 0}:`;
  const nominated = state.phase === 'discussion' && state.nominations.some((n) => n.by === state.speaker) ? 1 : 0;
  const next = [...given].filter((k) => k.startsWith(moment)).length + nominated;
  for (const [i, p] of players.entries()) {
    const seat = i + 1;
    if (!state.players[i]!.alive) continue;
    const here = (p.warnings ?? []).filter(
      (w) => w.round === state.round && w.time === time && w.at === floor && w.order !== undefined,
    );
    if (!here.some((w) => w.order === next)) continue;
    const key = `${moment}${seat}`;
    const done = [...given].filter((k) => k.startsWith(`${key}:w`)).length;
    given.add(`${key}:w${done}`);
    return { type: 'remark', seat };
  }
  return null;
}

/** A warning or removal the record gives at this moment (round, part of the round, floor), not yet given. */
function interjectionOf(state: GameState, players: MrPlayer[], given: Set<string>): GameCommand | null {
  const time = timeOf(state);
  const floor = floorOf(state).at;
  const now = (when: { round: number; time: string; at?: number }) =>
    when.round === state.round && when.time === time && when.at === floor;
  for (const [i, p] of players.entries()) {
    const seat = i + 1;
    if (!state.players[i]!.alive) continue;
    const warnings = (p.warnings ?? []).filter(now).length;
    const key = `${state.round}:${time}:${floor ?? 0}:${seat}`;
    const done = [...given].filter((k) => k.startsWith(`${key}:w`)).length;
    if (done < warnings) {
      given.add(`${key}:w${done}`);
      return { type: 'remark', seat };
    }
    // A removal, whether the judge called it a surrender ("giveUp"), his team's technical defeat, or neither.
    if (p.death && JUDGES_REMOVALS.includes(p.death.type) && now(p.death))
      return { type: 'remove', seat, reason: p.death.reason ?? UNSTATED_REASON, note: p.death.note ?? null };
    // MafiaRatings removes a player at his fourth warning of the game (include/game.php check_warnings; game.js
    // gamePlayerWarning), the station at his fifth remark of a round (RULES.md §4), which its rules give by
    // themselves: a warnings death with fewer remarks is the judge's removal for remarks, at the last of them.
    if (p.death?.type === 'warnings' && (p.warnings?.length ?? 0) < REMARKS_TO_REMOVAL && now(p.death))
      return { type: 'remove', seat, reason: 'remarks', note: null };
  }
  return null;
}

/** Whom the record says a night role chose this night (null: nobody, or a role the record has not). */
function nightTarget(state: GameState, step: NightStep, players: MrPlayer[]): number | null {
  const night = state.round;
  if (step === 'mafia') {
    for (const [i, p] of players.entries()) {
      const shot = p.shooting?.[night - 1];
      if (state.players[i]!.alive && shot !== undefined) return shot;
    }
    return null;
  }
  if (step === 'don' || step === 'sheriff') {
    const index = players.findIndex((p) => [p[step]].flat().includes(night));
    return index >= 0 ? index + 1 : null;
  }
  return null;
}

/** The path of the first value that differs between two JSON values, or null when they are equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return path || 'the game';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    );
    if (found !== null) return found;
  }
  return null;
}
