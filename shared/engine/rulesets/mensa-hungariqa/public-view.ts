import { withPublicDiscipline, type PublicDiscipline } from '../discipline.ts';
import { viewHead, publicSeat } from '../view-fields.ts';
import { PUBLIC_ANNOUNCEMENTS, publicCopier, roomNews } from '../room-news.ts';
import type { Seat } from '../../core.ts';
import { dayMajority, entitledVoters } from './queries.ts';
import type { Announcement, Death, GameState, Outcome, Phase, Role, SecondRole, Team, Trial } from './types.ts';

/** What every player in the room may know of a mensa-hungariqa game. Built field by field. */
export interface PublicView {
  gameId: string;
  rulesetId: 'mensa-hungariqa';
  phase: Phase;
  round: number;
  players: PublicPlayer[];
  /** The accusation being tried, as announced (hands are public). */
  trial: (Trial & { living: number; needed: number }) | null;
  /** The day's count of accused tried and its limit; the endgame has no limit and no night. */
  day: { trials: number; max: number; endgame: boolean } | null;
  /** Dead kamikazes who are to name the player who dies with them (they name aloud). */
  naming: Seat[];
  announcements: Announcement[];
  result: { winner: Team; winners: Seat[] } | null;
}

/** A death as the room knows it (publicDeath): never a broken heart. */
export interface PublicDeath {
  cause: Exclude<Death['cause'], 'heartbroken'> | 'died';
  round: number;
  time: Death['time'];
  by: Seat | null;
}

/**
 * One seat as the room sees it: the first role only for a dead corner grocer (RULES.md §3: announced as
 * such) and for everyone once the game is over; the second role only at the end.
 */
export interface PublicPlayer extends PublicDiscipline {
  seat: Seat;
  name: string;
  alive: boolean;
  death: PublicDeath | null;
  role: Role | null;
  second: SecondRole | null;
}

/** Copies one announcement field by field: the common ones as every ruleset does (room-news.ts), its own here. */
export const publicAnnouncement = publicCopier<Announcement>((a): Announcement => {
  switch (a.kind) {
    case 'support-result':
    case 'execution-result':
      return { kind: a.kind, accused: a.accused, yes: a.yes, needed: a.needed, passed: a.passed };
    case 'last-word':
    case 'pardoned':
    case 'kamikaze-to-name':
    case 'grocer-died':
      return { kind: a.kind, seat: a.seat };
    case 'took-along':
      return { kind: a.kind, seat: a.seat, by: a.by };
    case 'died':
      return { kind: a.kind, seat: a.seat };
    case 'endgame-began':
      return { kind: a.kind };
  }
});

/**
 * A death as the room knows it: its cause, round and time, and the kamikaze who named the victim aloud. A
 * lover's broken heart is a plain death ('died'), with no partner: the lovers are second roles, secret to the
 * end (RULES.md §3).
 */
function publicDeath(death: Death): PublicDeath {
  if (death.cause === 'heartbroken') return { cause: 'died', round: death.round, time: death.time, by: null };
  return { cause: death.cause, round: death.round, time: death.time, by: death.by };
}

function publicResult(outcome: Outcome | null): PublicView['result'] {
  return outcome ? { winner: outcome.winner, winners: [...outcome.winners] } : null;
}

/** The public projection of a game: only what every player in the room may know. Nothing of the night. */
export function publicBody(state: GameState): Omit<PublicView, 'gameId'> {
  const ended = state.phase === 'ended';
  const day = state.day;
  const trial = day?.trial ?? null;
  return {
    ...viewHead(state),
    players: state.players.map((p) => {
      const player: PublicPlayer = {
        ...publicSeat(p),
        // A removal's reason is announced; its note stays the moderator's.
        death: p.death ? publicDeath(p.death) : null,
        role: ended || (!p.alive && p.role === 'grocer') ? p.role : null,
        second: ended ? p.second : null,
      };
      return withPublicDiscipline(player, p);
    }),
    trial: trial
      ? {
          accuser: trial.accuser,
          accused: trial.accused,
          stage: trial.stage,
          living: entitledVoters(state).length,
          needed: dayMajority(state),
        }
      : null,
    day:
      day && state.phase === 'day'
        ? { trials: day.trials, max: state.options.maxAccusationsPerDay, endgame: state.endgame }
        : null,
    naming: state.chain ? [...state.chain.namings] : [],
    announcements: roomNews(state.announcements, PUBLIC_ANNOUNCEMENTS).map(publicAnnouncement),
    result: ended ? publicResult(state.outcome) : null,
  };
}
