import { describe, expect, it } from 'vitest';
import { moderatorView, publicView } from '../../../shared/engine/index.ts';
import {
  acquit,
  dayOne,
  execute,
  expectRuleError,
  MENSA,
  newGame,
  playNight,
  publicOf,
  run,
  step,
  type Game,
} from './helpers.ts';
import { expectNoKeys } from '../engine-kit.ts';

describe('RULES §3 public view: what every player in the room may know', () => {
  it('built field by field: phase, round, players, trial, day, naming, announcements, result', () => {
    const game = step(dayOne('PMMIGCCCCC', 'l...l'), { type: 'accuse', accuser: 6, accused: 2 });
    const view = publicOf(game);
    expect(Object.keys(view).sort()).toEqual([
      'announcements',
      'day',
      'naming',
      'phase',
      'players',
      'result',
      'round',
      'rulesetId',
      'trial',
    ]);
    expect(Object.keys(view.players[0]!).sort()).toEqual(['alive', 'death', 'name', 'role', 'seat', 'second']);
    expect(view.players.every((p) => p.role === null && p.second === null)).toBe(true);
    expect(view.day).toEqual({ trials: 0, max: 3, endgame: false });
    // The station's public view carries the game id on top.
    expect(publicView(game.state, 'g1')).toMatchObject({ gameId: 'g1', rulesetId: 'mensa-hungariqa' });
  });

  it('no secret key: no check, hand, vogon, night state, options or history', () => {
    let game = step(dayOne('PMMIVBSCCC', 'k.l.l'), { type: 'end-day' });
    game = run(
      game,
      { type: 'inspector-check', target: 2 },
      { type: 'next-step' },
      { type: 'hand', voter: 1 },
      { type: 'vogon-looks' },
    );
    expectNoKeys(publicOf(game), [
      'check',
      'checks',
      'hands',
      'vogon',
      'night',
      'nightHistory',
      'options',
      'answer',
      'order',
      'chain',
    ]);
  });

  it('the room sees the latest 12 announcements', () => {
    let game = dayOne('PMMICCCCCC');
    for (let i = 0; i < 3; i++) game = acquit(game, 5 + i);
    expect(game.state.announcements.length).toBeGreaterThan(12);
    expect(publicOf(game).announcements).toEqual(game.state.announcements.slice(-12));
  });

  it('at the end every role, first and second, is revealed, with the winners', () => {
    let game = execute(dayOne('PMICCC', 'l..l'), 6);
    game = playNight(game, { check: 4, hands: { 1: 5, 2: 5 } });
    const view = publicOf(game);
    expect(view.phase).toBe('ended');
    expect(view.players.map((p) => p.second)).toEqual(['lover', null, null, 'lover', null, null]);
    expect(view.result).toEqual({ winner: 'mafia', winners: [1, 2] });
  });
});

describe('RULES §3 moderator view and prompts', () => {
  it("the moderator sees everything, with the day's majority and the night's threshold worked out", () => {
    const game = step(dayOne('PMMMICCCCCCCCC'), { type: 'end-day' });
    const view = MENSA.moderatorView(game.state);
    expect(view.players[0]).toMatchObject({ role: 'protected-mafioso', side: 'mafia', winsWith: 'mafia' });
    expect(view.livingMafia).toEqual([1, 2, 3, 4]);
    expect(view.threshold).toBe(3);
    expect(view.dayMajority).toBe(8);
    const reading = run(
      game,
      { type: 'inspector-check', target: 6 },
      { type: 'next-step' },
      { type: 'hand', voter: 2 },
    );
    expect(MENSA.moderatorView(reading.state).reading).toEqual({
      seat: 1,
      position: 1,
      count: 14,
      verdict: { mafia: 1, threshold: 3, kill: false, savedBy: null, sarikaCompleted: false },
    });
    // The generic moderator view wraps it with the prompts and the timeline.
    expect(moderatorView(reading, 'g').prompts.length).toBeGreaterThan(0);
  });

  it('the night script names every extra role of the setup, living or dead (dead ones: wait)', () => {
    let game = execute(dayOne('PMMIVBSCCC'), 6);
    game = run(game, { type: 'inspector-check', target: 7 }, { type: 'next-step' });
    const keys = MENSA.prompts(game.state).map((p) => p.key.replace('prompt.mensa-hungariqa.', ''));
    expect(keys).toEqual(['night', 'read-name', 'watch-mafia', 'watch-bodyguard-wait', 'watch-sarika', 'watch-vogon']);
  });

  it('the setup prompt asks for the deal; the end prompt names the winner', () => {
    expect(MENSA.prompts(newGame(10).state)).toEqual([
      { key: 'prompt.mensa-hungariqa.deal', params: { players: 10, mafia: 3 }, commands: ['deal'] },
    ]);
    expect(MENSA.prompts(newGame(10, { dealing: 'physical' }).state)[0]!.key).toBe(
      'prompt.mensa-hungariqa.deal-physical',
    );
    let game = execute(dayOne('PMICCC'), 6);
    game = playNight(game, { check: 4, hands: { 1: 5, 2: 5 } });
    expect(MENSA.prompts(game.state)).toEqual([
      { key: 'prompt.mensa-hungariqa.ended-mafia', params: { winner: 'mafia', winners: '1, 2' }, commands: [] },
    ]);
  });
});

describe('RULES "Things every ruleset shares" undo: the moderator can undo any step', () => {
  it("undoing the night's last name brings the victim back; redo kills him again", () => {
    const before = run(
      step(dayOne('PMMICCCCCC'), { type: 'end-day' }),
      { type: 'inspector-check', target: 6 },
      { type: 'next-step' },
    );
    let game: Game = before;
    game = run(game, ...[1, 2, 3, 4].map(() => ({ type: 'next-name' as const })));
    game = run(game, { type: 'hand', voter: 1 }, { type: 'hand', voter: 2 }, { type: 'hand', voter: 3 });
    const atKill = game;
    game = step(game, { type: 'next-name' });
    expect(game.state.players[4]!.alive).toBe(false);
    const undone = step(game, { type: 'undo' });
    expect(undone.state).toEqual(atKill.state);
    expect(step(undone, { type: 'redo' }).state).toEqual(game.state);
  });
});

describe('bad input: refused with a rule error, the state unchanged', () => {
  it('commands out of their phase', () => {
    const setup = newGame(10);
    expectRuleError(setup, { type: 'next-step' }, 'mensa-hungariqa.wrong-phase');
    expectRuleError(setup, { type: 'next-name' }, 'mensa-hungariqa.wrong-phase');
    const day = dayOne('PMMICCCCCC');
    expectRuleError(day, { type: 'support-vote', yes: 3 }, 'mensa-hungariqa.no-accusation-under-way');
    expectRuleError(day, { type: 'give-last-word' }, 'mensa-hungariqa.no-accusation-under-way');
    expectRuleError(day, { type: 'kamikaze-names', kamikaze: 1, target: 2 }, 'mensa-hungariqa.no-kamikaze-to-name');
    expectRuleError(day, { type: 'next-step' }, 'mensa-hungariqa.wrong-phase');
    expectRuleError(day, { type: 'reread' }, 'mensa-hungariqa.wrong-phase');
    expectRuleError(day, { type: 'vogon-looks' }, 'mensa-hungariqa.wrong-phase');
    expectRuleError(day, { type: 'deal', roles: [] }, 'mensa-hungariqa.wrong-phase');
  });

  it('unknown or malformed commands', () => {
    const day = dayOne('PMMICCCCCC');
    expectRuleError(day, { type: 'fly' } as never, 'mensa-hungariqa.unknown-command');
    expectRuleError(
      day,
      { type: 'accuse', accuser: '5', accused: 6 } as never,
      'mensa-hungariqa.accuser-must-be-living',
    );
    expectRuleError(
      day,
      { type: 'accuse', accuser: Number.NaN, accused: 6 } as never,
      'mensa-hungariqa.accuser-must-be-living',
    );
    const trial = step(day, { type: 'accuse', accuser: 5, accused: 6 });
    expectRuleError(
      trial,
      { type: 'support-vote', yes: 0, voters: 'all' } as never,
      'mensa-hungariqa.hand-count-out-of-range',
    );
  });

  it('after the end nothing more can be played', () => {
    let game = execute(dayOne('PMICCC'), 6);
    game = playNight(game, { check: 4, hands: { 1: 5, 2: 5 } });
    expectRuleError(game, { type: 'accuse', accuser: 1, accused: 2 }, 'mensa-hungariqa.game-over');
  });
});
