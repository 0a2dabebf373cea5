import { describe, expect, it } from 'vitest';
import { commandOfStep } from '../../../shared/engine/index.ts';
import {
  CITY,
  dayOne,
  dealt,
  expectRuleError,
  firstNight,
  mod,
  newGame,
  promptsOf,
  pub,
  run,
  step,
  type Game,
} from './helpers.ts';

/**
 * A team's technical defeat (a tournament's judge, FIIM; MafiaRatings' "teamKickOut": a player kicked out "and their
 * team lost because of that", the game ended there for the other side). The rulebook has no such end (RULES.md §4 is
 * silent on tournaments); the station reads MafiaRatings' games that end so, and its log must end them too, or the
 * archive keeps a game with no result and no teams. The judge's removal is the `remove` before it.
 */
const TABLE = 'MDSCCCMCCC';

/** The events of the step the command made. */
const lastStep = (game: Game) => game.log.filter((e) => e.step === game.version - 1).map((e) => e.event);

describe('a technical defeat ends a City game at once, won by the other side', () => {
  it('black defeated: red wins; red defeated: black wins, from any phase after the deal', () => {
    const day = step(dayOne(TABLE), { type: 'remove', seat: 7, reason: 'other', note: null });
    const black = step(day, { type: 'technical-defeat', team: 'black' });
    expect(black.state.phase).toBe('ended');
    expect(black.state.outcome).toEqual({ winner: 'red', scores: null });
    expect(lastStep(black)).toEqual([{ type: 'game-ended', outcome: { winner: 'red', scores: null } }]);
    const red = step(dealt(TABLE), { type: 'technical-defeat', team: 'red' });
    expect(red.state.outcome).toEqual({ winner: 'black', scores: null });
  });

  it('its step reads back as the command, so the archive re-decides it', () => {
    const before = dayOne(TABLE);
    const after = step(before, { type: 'technical-defeat', team: 'red' });
    expect(commandOfStep(before, lastStep(after))).toEqual({ type: 'technical-defeat', team: 'red' });
  });

  it('refused before the deal, after the end, and at a table with a third side (the maniac)', () => {
    expectRuleError(newGame(TABLE), { type: 'technical-defeat', team: 'red' }, 'city-mafia.wrong-phase');
    const ended = step(dayOne(TABLE), { type: 'technical-defeat', team: 'red' });
    expectRuleError(ended, { type: 'technical-defeat', team: 'black' }, 'city-mafia.game-over');
    expectRuleError(
      dayOne('MDSCCCKCCC'),
      { type: 'technical-defeat', team: 'red' },
      'city-mafia.technical-defeat-two-sides',
    );
  });
});

/** The commands the moderator's view offers now: what the console draws (every prompt's, together). */
const offered = (game: Game) => new Set(mod(game).prompts.flatMap((p) => p.commands));

describe('the console is offered a technical defeat exactly where the engine takes it', () => {
  it('offered at any moment of a red-and-black game: the introductions, a speech, a vote, a night step', () => {
    const games = [dealt(TABLE), dayOne(TABLE), firstNight(TABLE)];
    for (const game of games) expect(offered(game).has('technical-defeat'), game.state.phase).toBe(true);
    // Offered beside the step's own commands, once, on the step's prompt.
    expect(promptsOf(dayOne(TABLE))[0]!.commands).toEqual([
      'end-speech',
      'nominate',
      'remark',
      'remove',
      'technical-defeat',
    ]);
  });

  it('not offered before the deal, after the end, with a maniac, nor while a physical deal is still recorded', () => {
    expect(offered(newGame(TABLE)).has('technical-defeat')).toBe(false);
    const ended = step(dayOne(TABLE), { type: 'technical-defeat', team: 'black' });
    expect(offered(ended).has('technical-defeat')).toBe(false);
    expect(offered(dayOne('MDSCCCKCCC')).has('technical-defeat')).toBe(false);
    const physical = step(newGame(TABLE, { dealing: 'physical' }), { type: 'start-introductions' });
    expect(offered(physical).has('technical-defeat')).toBe(false);
    expectRuleError(physical, { type: 'technical-defeat', team: 'red' }, 'city-mafia.technical-defeat-two-sides');
  });
});

describe('a game the judge ended tells it: the room hears why, the timeline says it, the station reads it', () => {
  /** Day 1, seat 7 (a mafioso) removed by the judge, then his team given the technical defeat. */
  const defeated = () =>
    step(step(dayOne(TABLE), { type: 'remove', seat: 7, reason: 'other', note: null }), {
      type: 'technical-defeat',
      team: 'black',
    });

  it("the room's news name the defeated side before the winner, and the public copy keeps it", () => {
    const game = defeated();
    const news = [
      { kind: 'technical-defeat', defeated: 'black' },
      { kind: 'game-over', winner: 'red' },
    ];
    expect(game.state.announcements.slice(-2)).toEqual(news);
    expect(pub(game.state).announcements.slice(-2)).toEqual(news);
  });

  it("the moderator's timeline tells the last step as the technical defeat, the log keeps its event", () => {
    const last = mod(defeated()).timeline[0]!;
    expect(last.events).toEqual([{ type: 'game-ended', outcome: { winner: 'red', scores: null } }]);
    expect(last.told).toEqual([
      { type: 'technical-defeat', defeated: 'black', outcome: { winner: 'red', scores: null } },
    ]);
  });

  it('the ruleset names the defeated side of the finished game (the tournament verdict reads it), none otherwise', () => {
    expect(CITY.technicalDefeat?.(defeated().state)).toBe('black');
    expect(CITY.technicalDefeat?.(step(dealt(TABLE), { type: 'technical-defeat', team: 'red' }).state)).toBe('red');
    expect(CITY.technicalDefeat?.(dayOne(TABLE).state)).toBeNull();
    // Every black removed: the rules end it, red wins, and nobody was defeated technically.
    const won = run(
      dayOne(TABLE),
      ...[1, 2, 7].map((seat) => ({ type: 'remove' as const, seat, reason: 'other' as const, note: null })),
    );
    expect(won.state.outcome).toEqual({ winner: 'red', scores: null });
    expect(CITY.technicalDefeat?.(won.state)).toBeNull();
    expect(won.state.announcements.some((a) => a.kind === 'technical-defeat')).toBe(false);
    expect(mod(won).timeline[0]!.told).toBeUndefined();
  });
});
