import { describe, expect, it } from 'vitest';
import { firstNight, mod, night, pub, run, type Game } from './helpers.ts';

/**
 * RULES.md §4: if the putana is killed, her guest dies with her — nobody killed him. Tryout 10: the game-over
 * table said the maniac who was her guest was «убийство» (killed), while the protocol said he died with her.
 */

/** The first night on the full table (1 putana … 7 maniac): she visits the maniac and the mafia shoot her. */
function guestDiesWithHer(): Game {
  return night(firstNight(), { visit: 7, shot: 1, don: 8, sheriff: 8, heal: 8, kill: 9 });
}

/** Then the moderator removes the sheriff and the doctor: three black against three red, black win. */
function blackWins(game: Game): Game {
  return run(game, ...[5, 6].map((seat) => ({ type: 'remove' as const, seat, reason: 'other' as const, note: null })));
}

describe("RULES §4 the putana's guest leaves with her, and the result says so", () => {
  it("the moderator's seats: the putana killed, her guest left with her", () => {
    const game = guestDiesWithHer();
    const seats = mod(game).seats;
    expect(seats[0]).toMatchObject({ alive: false, out: 'killed', outRound: 1 });
    expect(seats[6]).toMatchObject({ alive: false, out: 'with-putana', outRound: 1 });
  });

  it('the game-over table (the moderator view at the end) still says he left with her', () => {
    const game = blackWins(guestDiesWithHer());
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome?.winner).toBe('black');
    expect(mod(game).seats.map((s) => s.out)).toEqual([
      'killed',
      null,
      null,
      null,
      'removed',
      'removed',
      'with-putana',
      null,
      null,
      null,
    ]);
  });

  it('the room learns it only at the end: during the game it would name the putana', () => {
    const during = pub(guestDiesWithHer().state);
    expect(during.players[6]!.left).toMatchObject({ cause: 'killed', round: 1 });
    const after = pub(blackWins(guestDiesWithHer()).state);
    expect(after.players[6]!.left).toMatchObject({ cause: 'with-putana', round: 1 });
    expect(after.players[0]!.left).toMatchObject({ cause: 'killed', round: 1 });
  });

  it('a killed guest of a putana who lives is killed, as before', () => {
    // The putana visits 8 and lives; the maniac kills her guest: he was killed, not taken with her.
    const game = night(firstNight(), { visit: 8, shot: 9, don: 8, sheriff: 8, heal: 9, kill: 8 });
    expect(mod(game).seats[7]).toMatchObject({ alive: false, out: 'killed' });
  });
});
