import { effectiveEvents, type LogEntry } from '../engine/index.ts';
import { evolve, initialState } from '../engine/rulesets/city-mafia/evolve.ts';
import { answerPending } from '../engine/rulesets/city-mafia/decide-night.ts';
import { teamOf } from '../engine/rulesets/city-mafia/setup.ts';
import type { GameEvent, GameState } from '../engine/rulesets/city-mafia/types.ts';
import { scoredWinner } from '../tournament/scoring/game-points.ts';
import { RATINGS_ROLE_OF, RATINGS_SIDE_OF, teamOfRatingsSide } from './ratings-roles.ts';
import { EXCHANGE_RULESET } from './ruleset.ts';
import {
  WORST_MOVE,
  type MrDeathType,
  type MrGame,
  type MrPlayer,
  type MrRole,
  type MrTime,
  type MrWarning,
} from './types.ts';

/** A game of the archive as the export reads it: its log and what the tournament adds. */
export interface ExchangeGameSource {
  gameId: string;
  log: LogEntry[];
  createdAt: string;
  finishedAt: string;
  round?: number;
  table?: number;
  /** The archive's player id of each seat (index 0 is seat 1). */
  playerIds?: number[];
  /** The best move of the game: the seat that made it and the seats it named. */
  bestMove?: { seat: number; suspects: number[] };
  /** A judge's extra points, by seat. */
  extras?: { seat: number; points: number; reason: string }[];
  /** The judges' verdicts (FIIM v5+): the worst move's and the surrender's seats, the team defeated technically. */
  verdict?: ExchangeVerdict;
}

/** A game's verdicts as the tournament keeps them: seats, and the team (City: red or black), null for none. */
export interface ExchangeVerdict {
  worstMoveSeat: number | null;
  surrenderSeat: number | null;
  technicalDefeat: string | null;
}

/** MafiaRatings' roles by side. */
const BLACK_ROLES: readonly MrRole[] = ['maf', 'don'];

/**
 * Why a file cannot be read or a game replayed, as a message key under `error.exchange.` and its parameters,
 * which the console words in the organiser's language (`detail` is the parser's own technical words).
 */
export interface ExchangeRefusal {
  code:
    | 'import-too-long'
    | 'import-not-json'
    | 'import-not-plain-json'
    | 'import-not-the-format'
    | 'import-game-twice'
    | 'import-game-no-table-setup'
    | 'import-game-step-refused'
    | 'import-game-not-writable'
    | 'import-game-differs';
  params: Record<string, string | number>;
}

/** An import's answer: the game, or why it cannot be read or replayed. */
export type ExchangeResult<T> = { ok: true; value: T } | { ok: false; refusal: ExchangeRefusal };

/** An import's refusal with its message key and parameters. */
export function exchangeRefusal<T>(
  code: ExchangeRefusal['code'],
  params: ExchangeRefusal['params'] = {},
): ExchangeResult<T> {
  return { ok: false, refusal: { code, params } };
}

/**
 * Why a game cannot be written in the MafiaRatings shape (or on the FIIM paper protocol, which reads it), as a
 * reason the station words in the organiser's language: another ruleset, an unfinished game, a win by neither
 * red nor black (a draw, the maniac), a seat whose role the format does not know (with its seat), a technical
 * defeat of a side it does not know.
 */
export const EXPORT_REFUSALS = ['not-city', 'not-finished', 'neither-side', 'unknown-role', 'unknown-side'] as const;

/** One of EXPORT_REFUSALS, with the seat it concerns where there is one. */
export interface ExportRefusal {
  reason: (typeof EXPORT_REFUSALS)[number];
  seat?: number;
}

/** An export's answer: the game, or why it cannot be written in this format. */
export type ExportResult<T> = { ok: true; value: T } | { ok: false; refusal: ExportRefusal };

/** A refusal's message parameters (the seat it names, if any). */
export function refusalParams(refusal: ExportRefusal): Record<string, number> {
  return refusal.seat === undefined ? {} : { seat: refusal.seat };
}

/**
 * A finished City Mafia game in the MafiaRatings shape (see types.ts): seats with roles, deaths with round,
 * type and time, the don's and sheriff's checks, nominations, votes, the mafia's shots, warnings, the best
 * move and extra points. Pure: the log is replayed with the ruleset's own `evolve`, undone steps left out.
 * A technical defeat is written as MafiaRatings records one (see {@link withTechnicalDefeat}): the other side's win.
 * Refused: another ruleset, an unfinished game, a role MafiaRatings does not know, a win by neither side.
 */
export function mrGameOf(source: ExchangeGameSource): ExportResult<MrGame> {
  const events = effectiveEvents(source.log) as GameEvent[];
  const first = events[0];
  if (!first || first.type !== 'game-created' || first.setup.rulesetId !== EXCHANGE_RULESET)
    return { ok: false, refusal: { reason: 'not-city' } };
  let state: GameState = initialState(first.setup);
  const players: MrPlayer[] = first.setup.players.map((playerName, i) => {
    const id = source.playerIds?.[i];
    return { ...(id === undefined ? {} : { id }), name: playerName, role: 'civ' };
  });
  const at = (seat: number) => players[seat - 1]!;
  // The seats the judge removed (not four warnings), in the order they left: a technical defeat names the last.
  const removals: number[] = [];
  // What was said at each moment (round, part, floor), in order: the speaker's nomination and the remarks.
  const talk = new Map<string, MomentTalk[]>();
  const said = (moment: MrWarning, item: MomentTalk) => {
    const key = `${moment.round}|${moment.time}|${moment.at ?? ''}`;
    talk.set(key, [...(talk.get(key) ?? []), item]);
  };
  for (const event of events.slice(1)) {
    const before = state;
    state = evolve(before, event);
    const round = before.round;
    switch (event.type) {
      case 'nominated':
        setAt((at(event.by).nominating ??= []), round - 1, event.nominee);
        said({ round, time: timeOf(before), ...floorOf(before) }, { seat: event.by });
        break;
      case 'vote-recorded': {
        const vote = before.vote!;
        for (const voter of event.voters) {
          const days = (at(voter).voting ??= []);
          const day = days[round - 1] ?? {};
          if (vote.stage === 'all-leave') day.allLeave = true;
          else day[vote.stage] = vote.candidates[vote.index]!;
          setAt(days, round - 1, day);
        }
        break;
      }
      case 'night-action':
        if (event.step === 'mafia') {
          for (const p of before.players)
            if (p.alive && (p.role === 'don' || p.role === 'mafioso'))
              setAt((at(p.seat).shooting ??= []), round - 1, event.target);
        } else if (event.target !== null && (event.step === 'don' || event.step === 'sheriff')) {
          const checked = at(event.target);
          const earlier = checked[event.step];
          checked[event.step] = earlier === undefined ? round : [...[earlier].flat(), round];
        }
        break;
      case 'remark-given': {
        const warning: MrWarning = { round, time: timeOf(before), ...floorOf(before) };
        (at(event.seat).warnings ??= []).push(warning);
        said(warning, { seat: event.seat, warning });
        break;
      }
      case 'player-left': {
        const type: MrDeathType =
          event.cause === 'killed'
            ? 'night'
            : event.cause === 'voted-out'
              ? 'day'
              : event.reason === 'remarks'
                ? 'warnings'
                : 'kickOut';
        // A removal keeps its reason and note (ours: MafiaRatings has no field for them), so an import loses nothing.
        const removal =
          type === 'kickOut'
            ? { ...(event.reason ? { reason: event.reason } : {}), ...(event.note ? { note: event.note } : {}) }
            : {};
        at(event.seat).death = { round, type, time: timeOf(before), ...floorOf(before), ...removal };
        if (type === 'kickOut') removals.push(event.seat);
        break;
      }
      default:
        break;
    }
  }
  for (const items of talk.values()) placeRemarks(items);
  const outcome = state.outcome;
  if (!outcome) return { ok: false, refusal: { reason: 'not-finished' } };
  if (outcome.winner !== 'red' && outcome.winner !== 'black') return { ok: false, refusal: { reason: 'neither-side' } };
  for (const p of state.players) {
    const role = p.role === null ? undefined : RATINGS_ROLE_OF[p.role];
    if (!role) return { ok: false, refusal: { reason: 'unknown-role', seat: p.seat } };
    at(p.seat).role = role;
  }
  if (source.bestMove) at(source.bestMove.seat).legacy = [...source.bestMove.suspects];
  for (const extra of source.extras ?? [])
    (at(extra.seat).bonus ??= []).push({ points: extra.points, reason: extra.reason });
  const verdict = source.verdict;
  if (verdict?.worstMoveSeat) (at(verdict.worstMoveSeat).bonus ??= []).push(WORST_MOVE);
  if (verdict?.surrenderSeat) {
    // MafiaRatings' "giveUp" is a player leaving the game by surrender: here, his removal; otherwise our flag.
    const player = at(verdict.surrenderSeat);
    if (player.death?.type === 'kickOut') player.death.type = 'giveUp';
    else player.surrendered = true;
  }
  const defeated = verdict?.technicalDefeat ?? null;
  if (defeated !== null && !RATINGS_SIDE_OF[defeated]) return { ok: false, refusal: { reason: 'unknown-side' } };
  // The game's result as the tournament scores it (scoredWinner, the one rule): a defeated team lost.
  const teams = state.players.map((p) => ({ team: teamOf(p.role!) }));
  const winner = scoredWinner({ winner: outcome.winner, players: teams, technicalDefeat: defeated ?? undefined });
  if (!RATINGS_SIDE_OF[winner]) return { ok: false, refusal: { reason: 'neither-side' } };
  const game: MrGame = {
    id: source.gameId,
    startTime: source.createdAt,
    endTime: source.finishedAt,
    winner: RATINGS_SIDE_OF[winner]!,
    ...(source.round === undefined ? {} : { round: source.round }),
    ...(source.table === undefined ? {} : { table: source.table }),
    players,
  };
  if (defeated !== null) withTechnicalDefeat(game, RATINGS_SIDE_OF[defeated]!, removals);
  return { ok: true, value: { ...game, players: game.players.map(tidy) } };
}

/**
 * Writes a side's technical defeat as MafiaRatings records one: its "teamKickOut" is a player's removal "and their
 * team lost because of that", and the game's winner is the other side (written by the caller). The player is the
 * last the judge removed of that side (MafiaRatings' game ends with that removal, so nobody is removed after him);
 * a surrender keeps its own "giveUp". Where the judge removed nobody of that side (a verdict after the game),
 * MafiaRatings has no player to mark, and the side stays in our `technicalDefeat` field.
 */
function withTechnicalDefeat(game: MrGame, side: 'civ' | 'maf', removals: readonly number[]): void {
  const ofSide = (p: MrPlayer) => BLACK_ROLES.includes(p.role) === (side === 'maf');
  const seat = removals.findLast((s) => {
    const player = game.players[s - 1]!;
    return player.death?.type === 'kickOut' && ofSide(player);
  });
  if (seat === undefined) game.technicalDefeat = side;
  else game.players[seat - 1]!.death!.type = 'teamKickOut';
}

/**
 * A game's verdicts as its record writes them (see {@link mrGameOf}): the seat with the worst move, the seat
 * that gave up or surrendered, the side defeated technically (as City's team); null when it has none.
 */
export function verdictOf(game: MrGame): ExchangeVerdict | null {
  const seatOf = (found: (p: MrPlayer) => boolean) => {
    const index = game.players.findIndex(found);
    return index < 0 ? null : index + 1;
  };
  const verdict: ExchangeVerdict = {
    worstMoveSeat: seatOf((p) => (p.bonus ?? []).includes(WORST_MOVE)),
    surrenderSeat: seatOf((p) => p.death?.type === 'giveUp' || p.surrendered === true),
    technicalDefeat: technicalDefeatOf(game),
  };
  return verdict.worstMoveSeat === null && verdict.surrenderSeat === null && verdict.technicalDefeat === null
    ? null
    : verdict;
}

/** The side a record says lost technically, as City's team: its "teamKickOut" player's, else our field; or null. */
function technicalDefeatOf(game: MrGame): string | null {
  const kicked = game.players.find((p) => p.death?.type === 'teamKickOut');
  const side = kicked ? (BLACK_ROLES.includes(kicked.role) ? 'maf' : 'civ') : game.technicalDefeat;
  return side === undefined ? null : teamOfRatingsSide(side);
}

/** The part of the round a state is in (the night of introductions counts as night). */
export function timeOf(state: GameState): MrTime {
  const phase = state.phase;
  if (phase === 'voting' && state.vote && state.vote.stage !== 'main') return state.vote.stage;
  return phase === 'setup' || phase === 'introduction' || phase === 'ended' ? 'night' : phase;
}

/**
 * When, within its part of the round, a warning or removal came: `{ at }` is the seat that had the floor, the
 * candidate being voted on, or at night the moment of the night's script (2·step + 1 for its step, counted
 * from 0; one more once the step's check is answered); or nothing.
 */
export function floorOf(state: GameState): { at?: number } {
  if (state.phase === 'night') return { at: 2 * state.step + 1 + (answerPending(state) ? 1 : 0) };
  if (state.phase === 'voting' && state.vote && state.vote.stage !== 'all-leave')
    return { at: state.vote.candidates[state.vote.index]! };
  return state.speaker === null ? {} : { at: state.speaker };
}

/** A nomination (no warning) or a remark said at a moment. */
type MomentTalk = { seat: number; warning?: MrWarning };

/**
 * Numbers a moment's remarks by their place among what was said there (`order`, counted from 0 with the
 * nomination), where the rebuild's own order would differ: the nomination first, then the remarks seat by seat.
 * MafiaRatings' gametime has no place for it, so it travels in the station's facts (ratings-game.ts).
 */
function placeRemarks(items: readonly MomentTalk[]): void {
  const rebuilt = [
    ...items.filter((i) => !i.warning),
    ...items.filter((i) => i.warning).sort((a, b) => a.seat - b.seat),
  ];
  if (rebuilt.every((item, i) => item === items[i])) return;
  for (const [order, item] of items.entries()) if (item.warning) item.warning.order = order;
}

/** Sets list[index], filling any gap before it with null. */
function setAt<T>(list: (T | null)[], index: number, value: T | null): void {
  while (list.length < index) list.push(null);
  list[index] = value;
}

/** A player's lists without trailing nulls, and without empty lists: one spelling for one game. */
function tidy(player: MrPlayer): MrPlayer {
  const out: MrPlayer = { ...player };
  for (const key of ['nominating', 'voting', 'shooting'] as const) {
    const list = [...((out[key] ?? []) as unknown[])];
    while (list.length > 0 && list[list.length - 1] === null) list.pop();
    if (list.length === 0) delete out[key];
    else (out as unknown as Record<string, unknown>)[key] = list;
  }
  return out;
}
