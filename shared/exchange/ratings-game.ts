import {
  RATINGS_FEATURES,
  RATINGS_GAME_VERSION,
  type RatingsGame,
  type RatingsPlayer,
  type StationPlayerFacts,
} from './ratings-format.ts';
import { ratingsTimeOf, sameMoment, stationMomentOf, type StationMoment } from './ratings-time.ts';
import { isoOfRatingsTime, unixSecondsOf } from './unix-time.ts';
import { REMARKS_TO_REMOVAL } from '../engine/rulesets/discipline.ts';
import {
  JUDGES_REMOVALS,
  RATINGS_MAX_WARNINGS,
  WORST_MOVE,
  type MrBonus,
  type MrDayVotes,
  type MrDeath,
  type MrGame,
  type MrPlayer,
} from './types.ts';

/** The comment a bonus read from MafiaRatings carries where its record has none. */
const NO_COMMENT = 'MafiaRatings';

/**
 * A game of the station's reading (types.ts: seats with roles, deaths and warnings at station moments, checks,
 * nominations, votes by stage, shots, best move, extra points, verdicts) in MafiaRatings' own format
 * (ratings-format.ts): its rounds from 0, gametime objects, votes as numbers or by voting round with the kill-all
 * boolean, one bonus with the comment, times in Unix seconds, the table and the tournament round as its
 * `tableNum` and `gameNum`. What its format has no place for is kept in the
 * `station` fields, which MafiaRatings stores untouched, so {@link mrGameOfRatings} gives the same game back.
 */
export function ratingsGameOf(game: MrGame): RatingsGame {
  return {
    version: RATINGS_GAME_VERSION,
    features: RATINGS_FEATURES,
    startTime: unixSecondsOf(game.startTime),
    endTime: unixSecondsOf(game.endTime),
    // game.php create(): the game's table and its number at that table (the tournament's round: one game a round).
    ...(game.table === undefined ? {} : { tableNum: game.table }),
    ...(game.round === undefined ? {} : { gameNum: game.round }),
    winner: game.winner,
    players: game.players.map(ratingsPlayerOf),
    station: {
      id: game.id,
      startTime: game.startTime,
      endTime: game.endTime,
      ...(game.technicalDefeat === undefined ? {} : { technicalDefeat: game.technicalDefeat }),
    },
  };
}

function ratingsPlayerOf(player: MrPlayer): RatingsPlayer {
  const facts: StationPlayerFacts = {};
  const out: RatingsPlayer = { name: player.name, role: player.role };
  if (player.id !== undefined) facts.id = player.id;
  if (player.death) {
    const { round, type, time, at, reason, note } = player.death;
    const moment = { round, time, ...(at === undefined ? {} : { at }) };
    const written = ratingsTimeOf(moment);
    // check_deaths: a night death is in the round of its night, a vote's in its day's; the removals carry a time.
    const mrRound = type === 'night' ? round : type === 'day' ? Math.max(0, round - 1) : written.round;
    out.death = { round: mrRound, type, ...(JUDGES_REMOVALS.includes(type) ? { time: written } : {}) };
    // A removal's moment is replayed on import (a removal for remarks too, unless the fifth remark of a round
    // gave it): kept exactly where its gametime does not give it back. A night kill's, a vote's or the fifth
    // remark's follows from the record, as MafiaRatings itself reads it (game.php get_player_death_time).
    const read = deathMomentOf(
      out.death,
      (player.warnings ?? []).slice(0, RATINGS_MAX_WARNINGS).map(ratingsTimeOf),
      undefined,
    );
    const replayed =
      JUDGES_REMOVALS.includes(type) || (type === 'warnings' && (player.warnings?.length ?? 0) < REMARKS_TO_REMOVAL);
    if (replayed && !sameMoment(read, moment)) facts.death = moment;
    if (reason !== undefined) facts.reason = reason;
    if (note !== undefined) facts.note = note;
  }
  if (player.warnings) {
    // check_warnings: four at most (the fourth removes the player there); the station's fifth remark of a round,
    // which removes him here, is kept in our facts.
    const [written, more] = [
      player.warnings.slice(0, RATINGS_MAX_WARNINGS),
      player.warnings.slice(RATINGS_MAX_WARNINGS),
    ];
    out.warnings = written.map((w) => ratingsTimeOf(w));
    // A remark's place at its moment (`order`) has no place in the gametime: such a warning is kept whole.
    const exact = written.map((w, i) =>
      sameMoment(stationMomentOf(out.warnings![i]!), w) && w.order === undefined ? null : w,
    );
    if (exact.some((w) => w !== null)) facts.warnings = exact;
    if (more.length > 0) facts.moreWarnings = more;
  }
  for (const role of ['don', 'sheriff'] as const) {
    const nights = player[role] === undefined ? [] : [player[role]].flat();
    if (nights.length > 0) out[role] = nights[0]!;
    if (nights.length > 1) facts[role] = nights;
  }
  if (player.nominating) out.nominating = player.nominating;
  if (player.voting) out.voting = player.voting.map((day) => (day ? ratingsVotesOf(day) : null));
  if (player.shooting) out.shooting = player.shooting;
  if (player.legacy) out.legacy = player.legacy;
  const extras = (player.bonus ?? []).filter((b): b is MrBonus => typeof b !== 'string');
  const worst = (player.bonus ?? []).includes(WORST_MOVE);
  const points = extras.reduce((sum, b) => sum + b.points, 0);
  if (extras.length > 0 || worst) {
    // gameSetBonus: points, a title, or both as [points, title]; a comment goes with them.
    out.bonus = extras.length > 0 && worst ? [points, WORST_MOVE] : extras.length > 0 ? points : WORST_MOVE;
    out.comment = extras.length > 0 ? extras.map((b) => b.reason).join('; ') : WORST_MOVE;
  }
  // One extra reads back from the bonus and its comment; several are kept one by one.
  const single = extras.length === 1 && extras[0]!.reason === out.comment && extras[0]!.reason.length <= 500;
  if (extras.length > 0 && !single) facts.extras = extras;
  if (player.surrendered) facts.surrendered = true;
  if (Object.keys(facts).length > 0) out.station = facts;
  return out;
}

/** A day's votes as MafiaRatings writes them: the one vote's number, or [main, re-vote, kill all] after a split. */
function ratingsVotesOf(day: MrDayVotes): number | (number | boolean | null)[] | null {
  if (day.revote === undefined && day.allLeave === undefined) return day.main ?? null;
  const votes: (number | boolean | null)[] = [day.main ?? null, day.revote ?? null];
  if (day.allLeave) votes.push(true);
  return votes;
}

/**
 * A game in MafiaRatings' format as the station's reading (the inverse of {@link ratingsGameOf}): a file
 * MafiaRatings wrote, or one the station wrote, whose `station` facts give back what the format cannot say.
 * Read from MafiaRatings alone: a removal's reason is unstated (the rebuild gives it "other"), a bonus is one
 * extra of its points with the comment as its reason, "bestPlayer"/"bestMove" titles are not the station's and
 * are dropped, and MafiaRatings' own player ids are not the archive's (they are not read).
 */
export function mrGameOfRatings(game: RatingsGame, fallbackId: string): MrGame {
  const facts = game.station;
  const startTime = facts?.startTime ?? isoOfRatingsTime(game.startTime);
  const endTime = facts?.endTime ?? isoOfRatingsTime(game.endTime);
  return {
    id: facts?.id ?? fallbackId,
    startTime,
    endTime,
    winner: game.winner,
    ...(game.gameNum === undefined ? {} : { round: game.gameNum }),
    ...(game.tableNum === undefined ? {} : { table: game.tableNum }),
    players: game.players.map(mrPlayerOf),
    ...(facts?.technicalDefeat === undefined ? {} : { technicalDefeat: facts.technicalDefeat }),
  };
}

function mrPlayerOf(player: RatingsPlayer): MrPlayer {
  const facts = player.station ?? {};
  const out: MrPlayer = {
    ...(facts.id === undefined ? {} : { id: facts.id }),
    name: player.name,
    role: player.role ?? 'civ',
  };
  if (player.death) {
    const type = player.death.type === 'techFouls' ? 'warnings' : player.death.type;
    const moment = deathMomentOf(player.death, player.warnings ?? [], facts.death);
    out.death = {
      round: moment.round,
      type,
      time: moment.time,
      ...(moment.at === undefined ? {} : { at: moment.at }),
      ...(facts.reason === undefined ? {} : { reason: facts.reason }),
      ...(facts.note === undefined ? {} : { note: facts.note }),
    } satisfies MrDeath;
  }
  if (player.warnings)
    out.warnings = [
      ...player.warnings.map((w, i) => facts.warnings?.[i] ?? stationMomentOf(w)),
      ...(facts.moreWarnings ?? []),
    ];
  for (const role of ['don', 'sheriff'] as const) {
    const night = player[role];
    if (facts[role]) out[role] = facts[role];
    else if (night !== undefined) out[role] = night;
  }
  if (player.nominating) out.nominating = player.nominating;
  if (player.voting) out.voting = player.voting.map((day) => (day === null ? null : dayVotesOf(day)));
  if (player.shooting) out.shooting = player.shooting;
  if (player.legacy) out.legacy = player.legacy;
  const bonus = player.bonus === undefined ? [] : [player.bonus].flat();
  const points = bonus.filter((b): b is number => typeof b === 'number');
  const extras =
    facts.extras ?? points.map((p) => ({ points: p, reason: (player.comment ?? NO_COMMENT).slice(0, 500) }));
  const read: NonNullable<MrPlayer['bonus']> = [...extras, ...(bonus.includes(WORST_MOVE) ? [WORST_MOVE] : [])];
  if (read.length > 0) out.bonus = read;
  if (facts.surrendered) out.surrendered = true;
  return out;
}

/** A day's votes read: a number is the one vote; an array is by voting round, its boolean the kill-all vote. */
function dayVotesOf(day: number | (number | boolean | null)[]): MrDayVotes | null {
  if (typeof day === 'number') return { main: day };
  const votes: MrDayVotes = {};
  const [main, revote] = day.filter((v) => typeof v !== 'boolean');
  if (typeof main === 'number') votes.main = main;
  if (typeof revote === 'number') votes.revote = revote;
  if (day.includes(true)) votes.allLeave = true;
  return Object.keys(votes).length > 0 ? votes : null;
}

/**
 * The station moment of a death: the station's own, where it wrote one; else the time a removal carries; a
 * fourth warning's for the warnings; the night's end for a night kill, the vote for a vote (MafiaRatings writes
 * no time for those, game.php get_player_death_time reads them so).
 */
function deathMomentOf(
  death: NonNullable<RatingsPlayer['death']>,
  warnings: readonly NonNullable<RatingsPlayer['warnings']>[number][],
  exact: StationMoment | undefined,
): StationMoment {
  if (exact) return exact;
  if (death.time) return stationMomentOf(death.time);
  const last = warnings[warnings.length - 1];
  if ((death.type === 'warnings' || death.type === 'techFouls') && last) return stationMomentOf(last);
  if (death.type === 'night') return { round: death.round, time: 'night', at: 7 };
  return { round: death.round + 1, time: 'voting' };
}
