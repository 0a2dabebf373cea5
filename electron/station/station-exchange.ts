import type { ModeratorRequestPayload, ModeratorRequestResults, StationResult } from '../../shared/contract/index.ts';
import type { LoggedEvent } from '../../shared/engine/index.ts';
import {
  EXCHANGE_FORMAT,
  EXCHANGE_RULESET,
  EXCHANGE_VERSION,
  exchangeText,
  extrasOf,
  mrGameOf,
  parseExchangeText,
  rebuildGame,
  refusalParams,
  speaksExchange,
  teamOfRatingsSide,
  verdictOf,
  type MrFile,
  type MrGame,
} from '../../shared/exchange/index.ts';
import { ratedGameOf, ratingTable, INITIAL_RATING, type RatedGame } from '../../shared/ratings/index.ts';
import { checkScoringFits, validateScoringConfig, type ScoringConfig } from '../../shared/tournament/index.ts';
import type { Archive } from './archive/archive-api.ts';
import type { WholeGameRecord } from './archive/whole-game-record.ts';
import type { ImportedTournament, ImportRefusal } from './archive/tournament-import-store.ts';
import { checkTournamentOptions } from './station-tournaments.ts';

type Reply<N extends keyof ModeratorRequestResults> = StationResult<ModeratorRequestResults[N]>;
type ExchangeRequest = 'ratings.table' | 'tournament.export-ratings-json' | 'tournament.import-ratings-json';

/** What the rating and exchange requests need from the station. */
export interface ExchangeDeps {
  archive: () => Archive;
  id: () => string;
  clock: () => Date;
}

function refuse<T>(code: string, params: Record<string, string | number> = {}): StationResult<T> {
  return { ok: false, error: { kind: 'rule', code, params } };
}

/**
 * The handlers of issue 16's rating and exchange: `ratings.table` recomputes the rating from the archive's
 * finished games; `tournament.export-ratings-json` writes a tournament's City games in the MafiaRatings
 * game JSON; `tournament.import-ratings-json` makes a file into a new tournament, all or nothing.
 */
export function exchangeHandlers(deps: ExchangeDeps): {
  [N in ExchangeRequest]: (payload: ModeratorRequestPayload<N>) => Reply<N>;
} {
  return {
    'ratings.table': ({ scope }) => {
      const games: RatedGame[] = [];
      for (const facts of deps.archive().ratedGames()) {
        const game = ratedGameOf(facts);
        if (game) games.push(game);
      }
      return { ok: true, value: ratingTable(games, { initial: INITIAL_RATING, scope }) };
    },
    'tournament.export-ratings-json': ({ tournamentId }) => {
      const archive = deps.archive();
      const detail = archive.tournaments.get(tournamentId);
      if (!detail) return { ok: false, error: { kind: 'not-found', what: 'tournament' } };
      if (!speaksExchange(detail.rulesetId)) return refuse('exchange.city-only', { ruleset: detail.rulesetId });
      const games: MrGame[] = [];
      for (const row of archive.tournaments.finishedGames(tournamentId)) {
        const summary = archive.getGame(row.gameId);
        if (!summary || summary.finishedAt === null) continue;
        const seatOf = new Map(row.seats.map((s) => [s.playerId, s.seat]));
        const best = detail.bestMoves.find((b) => b.gameId === row.gameId);
        const verdict = detail.verdicts.find((v) => v.gameId === row.gameId);
        const game = mrGameOf({
          gameId: row.gameId,
          log: archive.readLog(row.gameId),
          createdAt: summary.createdAt,
          finishedAt: summary.finishedAt,
          round: row.round,
          table: row.table,
          playerIds: row.seats.map((s) => s.playerId),
          ...(best
            ? { bestMove: { seat: seatOf.get(best.playerId)!, suspects: best.suspects.map((id) => seatOf.get(id)!) } }
            : {}),
          extras: detail.awards
            .filter((a) => a.gameId === row.gameId)
            .map((a) => ({ seat: seatOf.get(a.playerId)!, points: a.points, reason: a.reason })),
          ...(verdict
            ? {
                verdict: {
                  worstMoveSeat: verdict.worstMoveSeat,
                  surrenderSeat: verdict.surrenderSeat,
                  technicalDefeat: verdict.technicalDefeat,
                },
              }
            : {}),
        });
        if (!game.ok) {
          // The seat's player by name and role as well (tryout 10: a bare "(1)" said nothing of whom to look for).
          const seat = row.seats.find((s) => s.seat === game.refusal.seat);
          const name = detail.participants.find((p) => p.playerId === seat?.playerId)?.name;
          return refuse(`exchange.export-${game.refusal.reason}`, {
            ...refusalParams(game.refusal),
            ...(name === undefined ? {} : { name }),
            ...(seat?.role ? { role: seat.role } : {}),
            round: row.round,
            table: row.table,
          });
        }
        games.push(game.value);
      }
      const file: MrFile = {
        format: EXCHANGE_FORMAT,
        version: EXCHANGE_VERSION,
        tournament: {
          name: detail.name,
          startsOn: detail.startsOn,
          endsOn: detail.endsOn,
          rounds: detail.rounds,
          tables: detail.tables,
          options: detail.options,
          scoring: detail.scoring as unknown as Record<string, unknown>,
        },
        games,
      };
      return {
        ok: true,
        value: {
          fileName: `mafiaratings-${detail.startsOn}-${tournamentId}.json`,
          text: exchangeText(file),
          games: games.length,
        },
      };
    },
    'tournament.import-ratings-json': ({ text }) => {
      const planned = importPlan(text, deps.id(), deps.clock().toISOString());
      if (!planned.ok) return refuse(`exchange.${planned.refusal.code}`, planned.refusal.params);
      const written = deps.archive().importTournament(planned.value);
      if (!written.ok) return refuse(`exchange.${written.refusal.code}`, written.refusal.params);
      return {
        ok: true,
        value: {
          tournamentId: written.value.tournamentId,
          name: written.value.name,
          games: planned.value.games.length,
        },
      };
    },
  };
}

/**
 * Everything an import will write, checked before anything is: the file's shape, the tournament's settings,
 * and every game replayed through the rules. A refusal otherwise, as a message key and its parameters (the
 * file's shape and a game's replay: the exchange module's).
 */
export function importPlan(
  text: string,
  tournamentId: string,
  at: string,
): { ok: true; value: ImportedTournament } | { ok: false; refusal: ImportRefusal } {
  const refused = (code: string, params: ImportRefusal['params'] = {}) => ({
    ok: false as const,
    refusal: { code, params },
  });
  const parsed = parseExchangeText(text);
  if (!parsed.ok) return { ok: false, refusal: parsed.refusal };
  const { tournament, games } = parsed.value;
  if (!tournament) return refused('import-no-settings');
  const scoring = validateScoringConfig(tournament.scoring as unknown as ScoringConfig);
  if (!scoring.ok) return refused('import-bad-scoring', { why: scoring.error.code });
  // As tournament.create: the file's games are City Mafia's, so its scoring must count only what City games
  // give (no 1987 game score) and its options must be City's (a French-deck table's are refused).
  const fits = checkScoringFits(scoring.value, EXCHANGE_RULESET);
  if (!fits.ok) {
    const { field } = fits.error.params;
    return refused('import-scoring-not-city', {
      why: `${fits.error.code}${typeof field === 'string' ? `: ${field}` : ''}`,
    });
  }
  const sizes = [...new Set(games.map((game) => game.players.length))];
  const setup = checkTournamentOptions(EXCHANGE_RULESET, tournament.options, sizes);
  if (setup && !setup.ok) {
    const error = setup.error;
    const why = error.kind === 'rule' ? error.code : error.kind === 'invalid-payload' ? error.issues[0] : error.kind;
    return refused('import-options-not-city', { why: why ?? error.kind });
  }
  if (tournament.endsOn < tournament.startsOn) return refused('import-ends-before-start');
  const names: string[] = [];
  const planned: ImportedTournament['games'] = [];
  const tables = new Set<string>();
  for (const game of games) {
    if (game.round === undefined || game.table === undefined) return refused('import-no-table', { game: game.id });
    if (game.round > tournament.rounds || game.table > tournament.tables)
      return refused('import-past-tables', {
        game: game.id,
        round: game.round,
        table: game.table,
        rounds: tournament.rounds,
        tables: tournament.tables,
      });
    const key = `${game.round}/${game.table}`;
    if (tables.has(key)) return refused('import-same-table', { round: game.round, table: game.table });
    tables.add(key);
    const rebuilt = rebuildGame(game);
    if (!rebuilt.ok) return { ok: false, refusal: rebuilt.refusal };
    for (const p of game.players) if (!names.includes(p.name)) names.push(p.name);
    const best = game.players.findIndex((p) => p.legacy !== undefined);
    const verdict = verdictOf(game);
    planned.push({
      game: wholeGame(game, rebuilt.value.log),
      round: game.round,
      table: game.table,
      ...(best >= 0 ? { bestMove: { seat: best + 1, suspects: game.players[best]!.legacy! } } : {}),
      awards: extrasOf(game),
      ...(verdict ? { verdict } : {}),
    });
  }
  return {
    ok: true,
    value: {
      tournament: {
        tournamentId,
        name: tournament.name,
        startsOn: tournament.startsOn,
        endsOn: tournament.endsOn,
        rulesetId: EXCHANGE_RULESET,
        options: tournament.options,
        scoring: scoring.value,
        players: names,
        rounds: tournament.rounds,
        tables: tournament.tables,
        at,
      },
      games: planned,
    },
  };
}

/** A rebuilt game as the archive inserts it: step 0 dated at its start, the others at its end. */
export function wholeGame(game: MrGame, log: { step: number; event: LoggedEvent }[]): WholeGameRecord {
  const steps: WholeGameRecord['steps'] = [];
  for (const entry of log) {
    const last = steps.at(-1);
    if (last && last.step === entry.step) last.events.push(entry.event);
    else
      steps.push({
        step: entry.step,
        commandId: `import-${entry.step}`,
        at: entry.step === 0 ? game.startTime : game.endTime,
        events: [entry.event],
      });
  }
  const first = log[0]!.event as { type: 'game-created'; setup: { options: unknown } };
  return {
    gameId: game.id,
    rulesetId: EXCHANGE_RULESET,
    options: first.setup.options,
    players: game.players.map((p) => p.name),
    createdAt: game.startTime,
    updatedAt: game.endTime,
    finishedAt: game.endTime,
    winner: teamOfRatingsSide(game.winner),
    scores: null,
    steps,
  };
}
