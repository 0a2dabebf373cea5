/**
 * Tryout 11: the moderator's timeline read «Gabi (7) покидает игру (убийство)» for the putana's guest who died with
 * her, worded from the logged event alone, while the game-over table said «died with the putana» (tryfix10). The
 * timeline now says it too; the room's screens (the projector and the LAN mirror, which draws the projector's own
 * screen) say it only once the game is over, since before it would tell the room who the putana was.
 */
import { describe, expect, it } from 'vitest';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import { projectorModel } from '../../renderer/projector/model/index.ts';
import type { LoggedEvent } from '../../shared/engine/index.ts';
import { publicView } from '../../shared/engine/index.ts';
import { firstNight, mod, night, run, type Game } from '../engine/city-mafia/helpers.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

/** The first night on the full table (1 putana … 7 maniac): she visits the maniac and the mafia shoot her. */
function guestDiesWithHer(): Game {
  return night(firstNight(), { visit: 7, shot: 1, don: 8, sheriff: 8, heal: 8, kill: 9 });
}

/** Then the moderator removes the sheriff and the doctor: three black against three red, black win. */
function blackWins(game: Game): Game {
  return run(game, ...[5, 6].map((seat) => ({ type: 'remove' as const, seat, reason: 'other' as const, note: null })));
}

/** The timeline's line of a seat's leaving, in a language, as the console words it. */
function leftLine(game: Game, seat: number, locale: 'en' | 'ru'): string | null {
  const left = mod(game)
    .timeline.flatMap((step) => (step.told ?? step.events) as LoggedEvent[])
    .find((e) => e.type === 'player-left' && e.seat === seat)!;
  const label = (s: number) => `${mod(game).seats[s - 1]!.name} (${s})`;
  return eventMessage(stationTranslator(locale), 'timeline', 'city-mafia', left, label);
}

/** A seat's "out" line on the room's screen, in a language. */
function screenLine(game: Game, seat: number, locale: 'en' | 'ru'): string | null {
  return projectorModel(publicView(game.state, 'g'), stationTranslator(locale)).seats[seat - 1]!.out;
}

describe("the putana's guest in the timeline and on the room's screens", () => {
  it("the moderator's timeline says he died with the putana, at once; her own death stays a kill", () => {
    const game = guestDiesWithHer();
    const name = (seat: number) => mod(game).seats[seat - 1]!.name;
    expect(leftLine(game, 7, 'ru')).toBe(`${name(7)} (7) покидает игру (гибель вместе с путаной)`);
    expect(leftLine(game, 7, 'en')).toContain('died with the putana');
    expect(leftLine(game, 1, 'ru')).toBe(`${name(1)} (1) покидает игру (убийство)`);
    // The log itself is untouched, and so are the view's events (a reader may replay them): only `told` says it.
    const logged = game.log.map((entry) => entry.event).find((e) => e.type === 'player-left' && e.seat === 7);
    expect(logged).toMatchObject({ cause: 'killed' });
    const step = mod(game).timeline.find((s) => s.events.some((e) => e.type === 'player-left' && e.seat === 7))!;
    expect(step.events.find((e) => e.type === 'player-left' && e.seat === 7)).toMatchObject({ cause: 'killed' });
    expect(
      mod(game)
        .timeline.filter((s) => s.told !== undefined)
        .map((s) => s.step),
    ).toEqual([step.step]);
  });

  it('the projector and the mirror say it only once the game is over', () => {
    const during = guestDiesWithHer();
    expect(screenLine(during, 7, 'ru')).toBe('убийство, ночь 1');
    expect(screenLine(during, 7, 'en')).not.toContain('putana');
    const over = blackWins(during);
    expect(over.state.phase).toBe('ended');
    expect(screenLine(over, 7, 'ru')).toBe('гибель вместе с путаной, ночь 1');
    expect(screenLine(over, 7, 'en')).toBe('died with the putana in night 1');
    expect(screenLine(over, 1, 'en')).toBe('killed in night 1');
    // The timeline keeps saying it after the end.
    expect(leftLine(over, 7, 'en')).toContain('died with the putana');
  });
});
