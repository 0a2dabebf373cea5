import type { MrTime } from './types.ts';
import type { RatingsTime } from './ratings-format.ts';

/** A moment as the station's records say it: its round (RULES.md §4: day N and the night after it), part, floor. */
export interface StationMoment {
  round: number;
  time: MrTime;
  at?: number;
}

/**
 * City's night script with MafiaRatings' four roles (RULES.md §4 night order: mafia → don → sheriff), and
 * MafiaRatings' name of each step's moment. The station's night floor is 2·step + 1 (+1 once its check is
 * answered): see export-game.ts floorOf.
 */
const NIGHT: readonly RatingsTime['time'][] = ['shooting', 'don', 'sheriff'];

/**
 * A station moment as MafiaRatings' gametime. Rounds: the station's night N is MafiaRatings' night N (the night
 * of introductions is its night 0, the arrangement), the station's day N its day N − 1 (it counts days from 0).
 * A floor the gametime has no place for is dropped (see {@link stationMomentOf} and the `station` facts).
 */
export function ratingsTimeOf(moment: StationMoment): RatingsTime {
  const { round, time, at } = moment;
  const day = Math.max(0, round - 1);
  switch (time) {
    case 'night': {
      if (round === 0) return { round: 0, time: 'arrangement' };
      if (at === undefined) return { round, time: 'night start' };
      return { round, time: NIGHT[Math.floor((at - 1) / 2)] ?? 'night end' };
    }
    case 'morning':
      return at === undefined
        ? { round: day, time: 'day start' }
        : { round: day, time: 'night kill speaking', speaker: at };
    case 'discussion':
      return at === undefined ? { round: day, time: 'day start' } : { round: day, time: 'speaking', speaker: at };
    case 'voting':
      return { round: day, time: 'voting', votingRound: 0, ...(at === undefined ? {} : { nominee: at }) };
    case 'defence':
      // add_time_help: a speaker in "voting" is a split player's speech; votingRound 0, after the first split.
      return { round: day, time: 'voting', votingRound: 0, ...(at === undefined ? {} : { speaker: at }) };
    case 'revote':
      return { round: day, time: 'voting', votingRound: 1, ...(at === undefined ? {} : { nominee: at }) };
    case 'all-leave':
      // The all-leave vote follows the re-vote: its boolean is the third entry of a day's voting ([5, 5, true]).
      return { round: day, time: 'voting kill all', votingRound: 2 };
    case 'last-words':
      return at === undefined
        ? { round: day, time: 'voting start' }
        : { round: day, time: 'day kill speaking', speaker: at };
  }
}

/**
 * A MafiaRatings gametime as the station's moment: the reading back of {@link ratingsTimeOf} for the moments it
 * writes, and the nearest station part for the others (the night's start and end are its script's first and
 * last floor; "end" is the night after the last day).
 */
export function stationMomentOf(time: RatingsTime): StationMoment {
  const day = time.round + 1;
  switch (time.time) {
    case 'start':
    case 'arrangement':
    case 'relaxed sitting':
      return { round: time.round, time: 'night' };
    case 'night start':
    case 'shooting':
    case 'don':
    case 'sheriff':
    case 'night end':
    case 'end': {
      if (time.round === 0) return { round: 0, time: 'night' };
      const step = NIGHT.indexOf(time.time);
      return { round: time.round, time: 'night', at: step >= 0 ? 2 * step + 1 : time.time === 'night start' ? 1 : 7 };
    }
    case 'day start':
      return { round: day, time: 'discussion' };
    case 'night kill speaking':
      return { round: day, time: 'morning', ...(time.speaker === undefined ? {} : { at: time.speaker }) };
    case 'speaking':
      return { round: day, time: 'discussion', ...(time.speaker === undefined ? {} : { at: time.speaker }) };
    case 'voting start':
      return { round: day, time: 'last-words' };
    case 'voting': {
      const round = time.votingRound ?? 0;
      if (time.speaker !== undefined) return { round: day, time: 'defence', at: time.speaker };
      const nominee = time.nominee === undefined ? {} : { at: time.nominee };
      return { round: day, time: round === 0 ? 'voting' : 'revote', ...nominee };
    }
    case 'voting kill all':
      return { round: day, time: 'all-leave' };
    case 'day kill speaking':
      return { round: day, time: 'last-words', ...(time.speaker === undefined ? {} : { at: time.speaker }) };
  }
}

/** Whether two station moments are the same. */
export function sameMoment(a: StationMoment, b: StationMoment): boolean {
  return a.round === b.round && a.time === b.time && a.at === b.at;
}
