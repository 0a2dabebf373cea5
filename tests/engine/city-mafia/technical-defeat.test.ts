import { describe, expect, it } from 'vitest';
import { commandOfStep } from '../../../shared/engine/index.ts';
import { dayOne, dealt, expectRuleError, firstNight, mod, newGame, promptsOf, step, type Game } from './helpers.ts';

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
