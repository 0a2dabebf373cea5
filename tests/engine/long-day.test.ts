import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/engine/index.ts';
import { ANNOUNCEMENTS_KEPT } from '../../shared/engine/rulesets/announcements.ts';
import { dayOne, step, type Game } from './helpers.ts';

/** A 1987 day of failed accusations (two events each) until the log holds `events` events. */
function longDay(events: number): Game {
  let game = dayOne('MMMHHHHHHH');
  while (game.log.length < events) {
    game = step(game, { type: 'accuse', accuser: 1, accused: 2 });
    game = step(game, { type: 'resolve-vote', yes: 0 });
  }
  return game;
}

describe('a long 1987 day folds in linear time (issue 14: replay of a 1,000-event log)', () => {
  it('the state keeps a bounded history, so each event folds in constant time however long the log', () => {
    const game = longDay(1000);
    const state = replay(game.log);
    // Every event used to copy the whole history (announcements, votes): a replay grew quadratically.
    expect(state.announcements.length).toBeLessThanOrEqual(ANNOUNCEMENTS_KEPT);
    expect((state as typeof game.state).votes.length).toBeLessThanOrEqual(ANNOUNCEMENTS_KEPT);
    // The latest history is still there, in order.
    expect(state.announcements.at(-1)).toEqual({
      kind: 'vote-result',
      subject: 'accusation',
      seat: 2,
      yes: 0,
      passed: false,
    });
    expect(state).toEqual(game.state);
  });
});
