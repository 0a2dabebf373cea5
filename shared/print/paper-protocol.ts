import { mrGameOf, RATINGS_SIDE_OF, type ExportResult } from '../exchange/index.ts';
import type { MrDayVotes, MrDeathType, MrRole } from '../exchange/types.ts';
import type { LogEntry } from '../engine/index.ts';

/** How a player left, in the sheet's columns: every removal by the judge is one. */
function paperLeave(type: MrDeathType): NonNullable<PaperSeat['left']>['type'] {
  return type === 'giveUp' || type === 'teamKickOut' ? 'kickOut' : type;
}

/** The fewest day and night columns a sheet has, so a blank one has room for a whole game by hand. */
const MIN_ROUNDS = 5;

/** One seat's row of the FIIM-style paper protocol. */
export interface PaperSeat {
  seat: number;
  name: string;
  /** MafiaRatings' role code; null on a blank sheet. */
  role: MrRole | null;
  /** The fouls (warnings) of the whole game. */
  fouls: number;
  /** Per day (index 0 is day 1): the seat this player nominated, or null. */
  nominated: (number | null)[];
  /** Per day: the candidates he raised a hand for (main vote, re-vote), and "all leave" when for. */
  votes: (MrDayVotes | null)[];
  /** How and when he left: day or night and the round, warnings or a removal; null while at the table. */
  left: { round: number; type: 'night' | 'day' | 'warnings' | 'kickOut' } | null;
  /** The tournament's points, where the game is a tournament game with a result. */
  points: number | null;
}

/** One night's line: the mafia's shot, the don's and sheriff's checks with their answers. */
export interface PaperNight {
  round: number;
  shot: number | null;
  don: { seat: number; sheriff: boolean } | null;
  sheriff: { seat: number; black: boolean } | null;
}

/**
 * The FIIM-style paper protocol of a City game, A4 landscape: seats with roles and fouls, nominations and
 * votes day by day, the nights' shots and checks, the best move, the points, the winner. Blank (every cell
 * empty, room for five rounds) or filled from a finished game's log.
 */
export interface PaperProtocol {
  gameId: string | null;
  createdAt: string | null;
  /** The day and night columns (at least five). */
  rounds: number;
  seats: PaperSeat[];
  nights: PaperNight[];
  bestMove: { seat: number; suspects: number[] } | null;
  /** The side that won the game as it counts: the other side's, where one lost by technical defeat. */
  winner: 'civ' | 'maf' | null;
  /** The side the judge gave a technical defeat (FIIM v5+: its loss, whatever the table's result), or null. */
  technicalDefeat: 'civ' | 'maf' | null;
  /** The tournament the game belongs to, and the scoring of its points column. */
  tournament: { name: string; round: number | null; table: number | null } | null;
}

/** A blank sheet for a table of `players` (ten by default). */
export function blankPaperProtocol(players = 10): PaperProtocol {
  return {
    gameId: null,
    createdAt: null,
    rounds: MIN_ROUNDS,
    seats: Array.from({ length: players }, (_, i) => ({
      seat: i + 1,
      name: '',
      role: null,
      fouls: 0,
      nominated: [],
      votes: [],
      left: null,
      points: null,
    })),
    nights: [],
    bestMove: null,
    winner: null,
    technicalDefeat: null,
    tournament: null,
  };
}

/** What the archive adds to a game's log for the sheet: its date, its tournament and the points per seat. */
export interface PaperRecord {
  createdAt: string;
  finishedAt: string;
  tournament?: { name: string; round: number | null; table: number | null; points: (number | null)[] };
  bestMove?: { seat: number; suspects: number[] };
  /** The team (City's: red or black) the tournament's judge gave a technical defeat in this game. */
  technicalDefeat?: string;
}

/**
 * The filled sheet of a finished City game (the four roles of the sports game), read through the
 * MafiaRatings export so both say the same; the reason in plain words when the game cannot be written so.
 */
export function paperProtocolOf(gameId: string, log: LogEntry[], record: PaperRecord): ExportResult<PaperProtocol> {
  const exported = mrGameOf({
    gameId,
    log,
    createdAt: record.createdAt,
    finishedAt: record.finishedAt,
    ...(record.bestMove ? { bestMove: record.bestMove } : {}),
    // A technical defeat is the team's loss: the sheet's winner is the scored one, as the export writes it.
    ...(record.technicalDefeat
      ? { verdict: { worstMoveSeat: null, surrenderSeat: null, technicalDefeat: record.technicalDefeat } }
      : {}),
  });
  if (!exported.ok) return exported;
  const game = exported.value;
  let rounds = MIN_ROUNDS;
  const nights = new Map<number, PaperNight>();
  const night = (round: number) => {
    let found = nights.get(round);
    if (!found) nights.set(round, (found = { round, shot: null, don: null, sheriff: null }));
    return found;
  };
  game.players.forEach((p, i) => {
    rounds = Math.max(rounds, p.nominating?.length ?? 0, p.voting?.length ?? 0, p.death?.round ?? 0);
    p.shooting?.forEach((shot, n) => {
      if (shot !== null) night(n + 1).shot = shot;
    });
    for (const round of [p.don ?? []].flat()) night(round).don = { seat: i + 1, sheriff: p.role === 'sheriff' };
    for (const round of [p.sheriff ?? []].flat())
      night(round).sheriff = { seat: i + 1, black: p.role === 'maf' || p.role === 'don' };
  });
  return {
    ok: true,
    value: {
      gameId,
      createdAt: record.createdAt,
      rounds,
      seats: game.players.map((p, i) => ({
        seat: i + 1,
        name: p.name,
        role: p.role,
        fouls: p.warnings?.length ?? 0,
        nominated: p.nominating ?? [],
        votes: p.voting ?? [],
        // A surrender ("giveUp") or the removal that cost the team the game ("teamKickOut") is a removal on the
        // paper protocol, as the form has one column for them all.
        left: p.death ? { round: p.death.round, type: paperLeave(p.death.type) } : null,
        points: record.tournament?.points[i] ?? null,
      })),
      nights: [...nights.values()].sort((a, b) => a.round - b.round),
      bestMove: record.bestMove ?? null,
      winner: game.winner,
      technicalDefeat: record.technicalDefeat ? (RATINGS_SIDE_OF[record.technicalDefeat] ?? null) : null,
      tournament: record.tournament
        ? { name: record.tournament.name, round: record.tournament.round, table: record.tournament.table }
        : null,
    },
  };
}
