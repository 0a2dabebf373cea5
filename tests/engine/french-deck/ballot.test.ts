/** The moderator's ballot (issue 12 §2): who may not vote now, for the very reason the vote command refuses. */
import { describe, expect, it } from 'vitest';
import { dealt, FD, night, run, step } from './helpers.ts';
import { expectHandsBallot, remarks } from '../engine-kit.ts';
import type { Game } from './helpers.ts';

const R = 'french-deck';

/** Day 2 of 'MMAVVVVV' with the discipline option: night 1 killed 8, seat 5 had four remarks, night 2 killed 7. */
function dayTwo(): Game {
  const game = remarks(night(dealt('MMAVVVVV', { discipline: true }), 8), 5, 4);
  return night(step(game, { type: 'no-more-accusations' }), 7);
}

const ballot = (game: Game) => FD.moderatorView(game.state).ballot;

describe('the ballot of the hand vote', () => {
  it('bars the dead and the 4-remark penalty, with the codes the vote command refuses them with', () => {
    const vote = run(dayTwo(), { type: 'accuse', accuser: 3, accused: 1 }, { type: 'call-vote' });
    const barred = [
      { seat: 5, code: `${R}.voter-penalised` },
      { seat: 7, code: `${R}.voter-must-be-living` },
      { seat: 8, code: `${R}.voter-must-be-living` },
    ];
    // Five may vote, the accused too: more than half of them is 3 (RULES.md §2).
    expectHandsBallot(vote, ballot(vote), { voters: [1, 2, 3, 4, 6], barred, needed: 3 }, (seat) => ({
      type: 'resolve-vote',
      guilty: 1,
      voters: [seat],
    }));
    // RULES.md §2: the accused votes too.
    expect(step(vote, { type: 'resolve-vote', guilty: 1, voters: [1] }).state.accusation).toBeNull();
  });

  it('is null before the vote is called', () => {
    expect(ballot(step(dayTwo(), { type: 'accuse', accuser: 3, accused: 1 }))).toBeNull();
  });
});
