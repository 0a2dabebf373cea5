import { randomInt } from 'node:crypto';
import {
  CreateGameSchema,
  validatePayload,
  type ModeratorRequestPayload,
  type ModeratorRequestResults,
  type StationResult,
  type TournamentBestMoveRequest,
  type TournamentDetail,
} from '../../shared/contract/index.ts';
import {
  cleanNames,
  effectiveEvents,
  rulesetFor,
  type GameSetup,
  type RuleError,
  type RulesetId,
} from '../../shared/engine/index.ts';
import {
  bestMoveBar,
  checkScoringFits,
  checkSeatingRequest,
  computeStandings,
  generateSeating,
  presetByKey,
  reseat,
  rulesetMeets,
  validateScoringConfig,
  type GameResult,
  type Pick,
  type ScoringConfig,
  type SeatingPlan,
} from '../../shared/tournament/index.ts';
import type { Archive } from './archive/archive-api.ts';
import type { TournamentRefusal } from './archive/tournament-archive.ts';
import { firstNightVictimSeats } from './first-night.ts';
import { checkConstraints, playedRounds, seatingConstraintsOf, withdrawnBefore } from './tournament-day.ts';

type Reply<N extends keyof ModeratorRequestResults> = StationResult<ModeratorRequestResults[N]>;
type TournamentRequest =
  | 'tournament.create'
  | 'tournament.list'
  | 'tournament.get'
  | 'tournament.seat'
  | 'tournament.reseat'
  | 'tournament.start-game'
  | 'tournament.standings'
  | 'tournament.award'
  | 'tournament.best-move'
  | 'tournament.first-killed'
  | 'tournament.constraints'
  | 'tournament.enter-late'
  | 'tournament.verdict';

/** What the tournament requests need from the station. */
export interface TournamentDeps {
  archive: Archive;
  id: () => string;
  clock: () => Date;
  /** The seating generator's source of choices (cryptographic by default; tests pass a seeded one). */
  pick?: Pick;
  /** Creates and opens a game as game.create does, recorded into a tournament's round and table. */
  startGame(
    request: { rulesetId: string; players: string[]; options: Record<string, unknown> },
    tournament: { tournamentId: string; round: number; table: number },
  ): Reply<'game.create'>;
}

function rule<T>(error: RuleError): StationResult<T> {
  return { ok: false, error: { kind: 'rule', code: error.code, params: error.params } };
}

/**
 * A refusal of the archive as the station answers it: a missing tournament, the seating's own rule error, or else
 * the rule `tournament.<reason>` with the refusal's other fields as the message's parameters.
 */
function refused<T>(refusal: TournamentRefusal): StationResult<T> {
  if (refusal.reason === 'not-found') return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
  if (refusal.reason === 'seating') return rule(refusal.error);
  const { reason, ...params } = refusal;
  return rule({ code: `tournament.${reason}`, params });
}

function isRefusal<T extends object>(value: T | TournamentRefusal): value is TournamentRefusal {
  return 'reason' in value;
}

/** The tournament requests' handlers: validate with shared/tournament's rules, then one archive transaction each. */
export function tournamentHandlers(deps: TournamentDeps): {
  [N in TournamentRequest]: (payload: ModeratorRequestPayload<N>) => Reply<N>;
} {
  const { archive } = deps;
  const pick: Pick = deps.pick ?? ((n) => randomInt(n));

  return {
    'tournament.create': (request) => {
      const names = cleanNames(request.players);
      if (!names.ok) return rule(names.error);
      // The preset's config is copied whole into the tournament (with the version it came from): a later
      // preset version, or an edit of a copy elsewhere, never changes a running or finished tournament.
      const scoring: ScoringConfig =
        typeof request.scoring === 'string' ? presetByKey(request.scoring)!.make() : request.scoring;
      const valid = validateScoringConfig(scoring);
      if (!valid.ok) return rule(valid.error);
      // A preset, a field or a tie-break that counts what the ruleset's games have not (a don, a red first-night
      // victim, a remark) is refused, naming the field.
      const fits = checkScoringFits(valid.value, request.rulesetId);
      if (!fits.ok) return rule(fits.error);
      // A request the seating can never meet (more tables than the players fill) is refused now, not at seating time.
      const sizes = checkSeatingRequest({ players: names.value, rounds: request.rounds, tables: request.tables });
      if (!sizes.ok) return rule(sizes.error);
      const options = request.options ?? {};
      const setupError = checkTournamentOptions(request.rulesetId, options, sizes.value);
      if (setupError) return setupError;
      const created = archive.tournaments.create({
        tournamentId: deps.id(),
        name: request.name,
        startsOn: request.startsOn,
        endsOn: request.endsOn,
        rulesetId: request.rulesetId,
        options,
        scoring: valid.value,
        players: names.value,
        rounds: request.rounds,
        tables: request.tables,
        at: deps.clock().toISOString(),
      });
      return isRefusal(created) ? refused(created) : { ok: true, value: created };
    },
    'tournament.list': () => ({ ok: true, value: archive.tournaments.list() }),
    'tournament.first-killed': ({ gameId }) => {
      const log = archive.readLog(gameId);
      if (log.length === 0) return { ok: false, error: { kind: 'not-found', what: 'game' } };
      return { ok: true, value: firstNightVictimSeats(effectiveEvents(log)) };
    },
    'tournament.get': ({ tournamentId }) => {
      const detail = archive.tournaments.get(tournamentId);
      return detail ? { ok: true, value: detail } : { ok: false, error: { kind: 'not-found', what: 'tournament' } };
    },
    'tournament.seat': ({ tournamentId }) => {
      const detail = archive.tournaments.get(tournamentId);
      if (!detail) return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
      const ids = detail.participants.map((p) => String(p.playerId));
      const seating = generateSeating(
        { players: ids, rounds: detail.rounds, tables: detail.tables, constraints: seatingConstraintsOf(detail) },
        pick,
      );
      if (!seating.ok) return rule(seating.error);
      const rounds = seating.value.plan.rounds.map((tables) => tables.map((table) => table.map(Number)));
      const saved = archive.tournaments.saveSeating(tournamentId, rounds, seating.value.report);
      return isRefusal(saved) ? refused(saved) : { ok: true, value: saved };
    },
    'tournament.reseat': ({ tournamentId, withdrawn }) => {
      const detail = archive.tournaments.get(tournamentId);
      if (!detail) return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
      if (detail.seating.length === 0)
        return rule({ code: 'tournament.table-not-seated', params: { round: 1, table: 1 } });
      // Played: every round up to the last one with a started game; those stay exactly as they were.
      const played = playedRounds(detail);
      const previous = planOf(detail);
      // Who withdrew before stays out.
      const out = [...new Set([...withdrawn.map(String), ...withdrawnBefore(detail, previous)])];
      const seating = reseat(
        previous,
        { rounds: detail.rounds, tables: detail.tables, constraints: seatingConstraintsOf(detail) },
        { played, withdrawn: out },
        pick,
      );
      if (!seating.ok) return rule(seating.error);
      const rounds = seating.value.plan.rounds.map((tables) => tables.map((table) => table.map(Number)));
      // A table the withdrawal leaves at a size the tournament's roles cannot fill is refused now, not at its start.
      const problem = tableProblem(detail.rulesetId, detail.options, laterSizes(rounds, played));
      if (problem) return rule(problem);
      const saved = archive.tournaments.saveLaterSeating(tournamentId, played, rounds, seating.value.report);
      return isRefusal(saved) ? refused(saved) : { ok: true, value: saved };
    },
    'tournament.start-game': ({ tournamentId, round, table }) => {
      const detail = archive.tournaments.get(tournamentId);
      if (!detail) return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
      const seated = detail.seating.find((t) => t.round === round && t.table === table);
      if (!seated) return rule({ code: 'tournament.table-not-seated', params: { round, table } });
      if (seated.gameId !== null)
        return rule({ code: 'tournament.table-played', params: { round, table, gameId: seated.gameId } });
      return deps.startGame(
        {
          rulesetId: detail.rulesetId,
          players: seated.players.map((p) => p.name),
          options: optionsForTable(detail.rulesetId, detail.options, seated.players.length),
        },
        { tournamentId, round, table },
      );
    },
    'tournament.standings': ({ tournamentId, view }) => {
      const detail = archive.tournaments.get(tournamentId);
      if (!detail) return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
      const games: GameResult[] = archive.tournaments.finishedGames(tournamentId).map((g) => {
        const best = detail.bestMoves.find((b) => b.gameId === g.gameId);
        const victims = firstNightVictimSeats(effectiveEvents(archive.readLog(g.gameId)));
        const verdict = detail.verdicts.find((v) => v.gameId === g.gameId);
        const atSeat = (seat: number | null | undefined) =>
          g.seats.filter((s) => s.seat === seat).map((s) => String(s.playerId));
        return {
          gameId: g.gameId,
          round: g.round,
          table: g.table,
          winner: g.winner,
          players: g.seats.map((s) => ({
            playerId: String(s.playerId),
            seat: s.seat,
            role: s.role ?? 'unknown',
            team: s.team ?? 'unknown',
            // Only the 1987 score needs "alive", and it comes with the game's own scores when the ruleset has them.
            alive: !s.removed,
            removed: s.removed,
            remarks: s.remarks,
            ...(g.scores && g.scores[s.seat - 1] !== undefined ? { gameScore: g.scores[s.seat - 1]! } : {}),
          })),
          ...(best ? { bestMove: { playerId: String(best.playerId), suspects: best.suspects.map(String) } } : {}),
          firstKilled: g.seats.filter((s) => victims.includes(s.seat)).map((s) => String(s.playerId)),
          // The judge's verdicts (FIIM v5+): no auto-bonus for the worst move, a surrender penalised as a removal.
          ...(verdict?.worstMoveSeat ? { worstMove: atSeat(verdict.worstMoveSeat) } : {}),
          ...(verdict?.surrenderSeat ? { surrendered: atSeat(verdict.surrenderSeat) } : {}),
          ...(verdict?.technicalDefeat ? { technicalDefeat: verdict.technicalDefeat } : {}),
          extras: detail.awards
            .filter((a) => a.gameId === g.gameId)
            .map((a) => ({ playerId: String(a.playerId), points: a.points, reason: a.reason })),
        };
      });
      const names = Object.fromEntries(detail.participants.map((p) => [String(p.playerId), p.name]));
      const standings = computeStandings(detail.scoring, games, {
        players: detail.participants.map((p) => String(p.playerId)),
        names,
        view: view ?? 'full',
      });
      return standings.ok ? { ok: true, value: standings.value } : rule(standings.error);
    },
    'tournament.award': (award) => {
      const detail = archive.tournaments.get(award.tournamentId);
      if (!detail) return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
      const { min, max } = detail.scoring.extra;
      if (award.points < min || award.points > max) {
        return rule({ code: 'scoring.out-of-range', params: { field: 'points', min, max, value: award.points } });
      }
      const done = archive.tournaments.award({ ...award, at: deps.clock().toISOString() });
      return isRefusal(done) ? refused(done) : { ok: true, value: done };
    },
    'tournament.best-move': (move) => {
      if (new Set(move.suspects).size !== move.suspects.length || move.suspects.includes(move.playerId)) {
        return rule({ code: 'tournament.best-move-suspects', params: { gameId: move.gameId } });
      }
      // A best move is a fact only some rulesets' games give (their scoring facts): none at a French-deck table.
      const rulesetId = archive.tournaments.get(move.tournamentId)?.rulesetId as RulesetId | undefined;
      if (rulesetId && !rulesetMeets(rulesetId, 'best-move'))
        return rule({ code: 'scoring.ruleset-has-no-best-move', params: { field: 'bestMove', ruleset: rulesetId } });
      const barred = bestMoveRefusal(archive, move);
      if (barred) return rule(barred);
      const done = archive.tournaments.bestMove(move);
      return isRefusal(done) ? refused(done) : { ok: true, value: done };
    },
    'tournament.constraints': ({ tournamentId, ...constraints }) => {
      const detail = archive.tournaments.get(tournamentId);
      if (!detail) return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
      const problem = checkConstraints(detail, constraints);
      if (problem) return rule(problem);
      const done = archive.tournaments.setConstraints(tournamentId, constraints);
      return isRefusal(done) ? refused(done) : { ok: true, value: done };
    },
    'tournament.enter-late': ({ tournamentId, name }) => {
      const names = cleanNames([name]);
      if (!names.ok) return rule(names.error);
      const detail = archive.tournaments.get(tournamentId);
      if (!detail) return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
      if (detail.seating.length === 0)
        return rule({ code: 'tournament.table-not-seated', params: { round: 1, table: 1 } });
      const played = playedRounds(detail);
      if (played >= detail.rounds) return rule({ code: 'tournament.no-round-left', params: { rounds: detail.rounds } });
      // He joins the first round not started: absent from the ones before, seated with the rest in the later ones.
      const done = archive.tournaments.enterLate(tournamentId, names.value[0]!, played + 1, (now) => {
        const entered = now.participants.filter((p) => !detail.participants.some((q) => q.playerId === p.playerId));
        const ids = entered.map((p) => String(p.playerId));
        const full = planOf(now);
        const previous = { ...full, players: full.players.filter((id) => !ids.includes(id)) };
        const seating = reseat(
          previous,
          { rounds: now.rounds, tables: now.tables, constraints: seatingConstraintsOf(now) },
          { played, withdrawn: withdrawnBefore(now, previous), entered: ids },
          pick,
        );
        if (!seating.ok) return { error: seating.error };
        const rounds = seating.value.plan.rounds.map((tables) => tables.map((table) => table.map(Number)));
        const problem = tableProblem(now.rulesetId, now.options, laterSizes(rounds, played));
        if (problem) return { error: problem };
        return { rounds, evenness: seating.value.report, played };
      });
      return isRefusal(done) ? refused(done) : { ok: true, value: done };
    },
    'tournament.verdict': ({ tournamentId, ...verdict }) => {
      const done = archive.tournaments.setVerdict(tournamentId, verdict);
      return isRefusal(done) ? refused(done) : { ok: true, value: done };
    },
  };
}

/**
 * Why a best move may not be given by this player, as the scoring's own rule says (bestMoveBar: under FIIM's
 * limits only the red first-night victim gives it, and any other entry would replace his and score 0 without a
 * word, tryout 10): the refusal naming who may, or null. The victims are read from the game's log; the giver's
 * team once the game has finished (before that the scoring checks it).
 */
function bestMoveRefusal(archive: Archive, move: TournamentBestMoveRequest): RuleError | null {
  const detail = archive.tournaments.get(move.tournamentId);
  const table = detail?.seating.find((t) => t.gameId === move.gameId);
  if (!detail?.scoring.bestMoveRules || !table) return null;
  const log = archive.readLog(move.gameId);
  const victimSeats = log.length === 0 ? [] : firstNightVictimSeats(effectiveEvents(log));
  const victims = table.players.filter((p) => victimSeats.includes(p.seat)).sort((a, b) => a.seat - b.seat);
  const played = archive.tournaments.finishedGames(move.tournamentId).find((g) => g.gameId === move.gameId);
  const team = played?.seats.find((s) => s.playerId === move.playerId)?.team ?? undefined;
  const bar = bestMoveBar(
    detail.scoring,
    { firstKilled: victims.map((p) => String(p.playerId)) },
    { playerId: String(move.playerId), ...(team ? { team } : {}) },
  );
  const seat = table.players.find((p) => p.playerId === move.playerId)?.seat ?? 0;
  const gameId = move.gameId;
  if (bar === 'no-first-killed') return { code: 'tournament.best-move-no-first-killed', params: { gameId } };
  if (bar === 'not-red') return { code: 'tournament.best-move-not-red', params: { gameId, seat } };
  if (bar !== 'not-first-killed') return null;
  // City's mafia and maniac may both kill on the first night: at most two victims to name.
  const [victim, other] = victims;
  return other
    ? {
        code: 'tournament.best-move-not-first-killed-two',
        params: { gameId, seat, victim: victim!.seat, other: other.seat },
      }
    : { code: 'tournament.best-move-not-first-killed', params: { gameId, seat, victim: victim!.seat } };
}

/** The stored seating as a plan of the generator: participants' ids as strings, rounds of tables in seat order. */
function planOf(detail: TournamentDetail): SeatingPlan {
  const rounds: string[][][] = Array.from({ length: detail.rounds }, () => []);
  for (const table of [...detail.seating].sort((a, b) => a.round - b.round || a.table - b.table)) {
    rounds[table.round - 1]!.push([...table.players].sort((a, b) => a.seat - b.seat).map((p) => String(p.playerId)));
  }
  const players = detail.participants.map((p) => String(p.playerId));
  return { players, tableSizes: rounds[0]!.map((t) => t.length), rounds };
}

/**
 * Checks the ruleset options as game.create would take them, at every table size the tournament will have
 * (tournament.create's, and an imported tournament's: station-exchange.ts): null when they fit, else the refusal.
 */
export function checkTournamentOptions(
  rulesetId: string,
  options: Record<string, unknown>,
  sizes: number[],
): StationResult<never> | null {
  const shape = validatePayload(CreateGameSchema, { rulesetId, players: ['x'], options });
  if (!shape.ok) return shape;
  if (!rulesetFor(rulesetId as GameSetup['rulesetId']))
    return rule({ code: 'setup.unknown-ruleset', params: { ruleset: rulesetId } });
  const problem = tableProblem(rulesetId, options, sizes);
  return problem ? rule(problem) : null;
}

/**
 * The rule a table of one of these sizes would break with the tournament's options, fitted to its size by
 * the ruleset (a table a withdrawal left short), or null when every size can start.
 */
function tableProblem(rulesetId: string, options: Record<string, unknown>, sizes: number[]): RuleError | null {
  for (const size of new Set(sizes)) {
    const players = Array.from({ length: size }, (_, i) => `Seat ${i + 1}`);
    const valid = rulesetFor(rulesetId as GameSetup['rulesetId'])!.validateSetup({
      rulesetId,
      players,
      options: optionsForTable(rulesetId, options, size),
    } as never);
    if (!valid.ok) return valid.error;
  }
  return null;
}

/** The tournament's options for a table of `size`: the ruleset's defaults, the tournament's own, then fitted. */
function optionsForTable(rulesetId: string, options: Record<string, unknown>, size: number): Record<string, unknown> {
  const ruleset = rulesetFor(rulesetId as GameSetup['rulesetId'])!;
  const merged = { ...(ruleset.defaultOptions(size) as object), ...options };
  return (ruleset.fitOptions?.(merged as never, size) ?? merged) as Record<string, unknown>;
}

/** The sizes of the tables in the rounds not yet played, which a re-seat or a late entry must still be able to start. */
function laterSizes(rounds: number[][][], played: number): number[] {
  return rounds.slice(played).flatMap((tables) => tables.map((table) => table.length));
}
