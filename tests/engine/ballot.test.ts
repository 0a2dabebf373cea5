/** davidoff-1987: the moderator's ballot (issue 12 §2), who may not vote now, for the reason the vote command refuses. */
import { describe, expect, it } from 'vitest';
import { dayOne, moderatorView, run, step, toNight } from './helpers.ts';
import { expectHandsBallot, remarks } from './engine-kit.ts';
import type { Game } from './helpers.ts';

const R = 'davidoff-1987';

/** Day 2 of 'MMHHHHHH' with the discipline option: seat 5 had four remarks on day 1, the night's notes named 8. */
function dayTwo(): Game {
  const game = remarks(dayOne('MMHHHHHH', { discipline: true }), 5, 4);
  return run(
    toNight(game),
    { type: 'night-note', seat: 1, target: 8 },
    { type: 'night-note', seat: 2, target: 8 },
    { type: 'resolve-night' },
  );
}

const ballot = (game: Game) => moderatorView(game, 'g').ballot;

describe('the ballot of a vote', () => {
  it('on an accusation bars the accused, the dead and the 4-remark penalty, with the vote command’s own codes', () => {
    const vote = step(dayTwo(), { type: 'accuse', accuser: 4, accused: 3 });
    const barred = [
      { seat: 3, code: `${R}.accused-does-not-vote` },
      { seat: 5, code: `${R}.voter-penalised` },
      { seat: 8, code: `${R}.voter-must-be-living` },
    ];
    // Five may vote (8 living less the accused and the penalised): a majority of the entitled is 3 (RULES.md §1).
    expectHandsBallot(
      vote,
      ballot(vote),
      { voters: [1, 2, 4, 6, 7], barred, needed: 3 },
      (seat) => ({ type: 'resolve-vote', yes: 1, no: 0, voters: [seat] }),
      true,
    );
  });

  it('on a proposal of night bars only the dead and the penalty (RULES.md §1: the accuser and everyone living vote)', () => {
    const vote = step(dayTwo(), { type: 'propose-night', proposer: 4 });
    expect(ballot(vote)?.barred.map((b) => b.seat)).toEqual([5, 8]);
  });

  it('is null outside a vote', () => {
    expect(ballot(dayTwo())).toBeNull();
  });
});
