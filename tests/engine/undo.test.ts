import { describe, expect, it } from 'vitest';
import { gameFromLog, history, replay } from '../../shared/engine/index.ts';
import { dayOne, dealtGame, execute, expectRuleError, newGame, night, rolesOf, run, step, toNight } from './helpers.ts';
import { moderatorView, notesBySeat } from './helpers.ts';
import type { Game } from './helpers.ts';

describe('RULES (every ruleset) undo of the last step', () => {
  it('undoing an accusation restores the day as it was', () => {
    const before = dayOne('MMHHHH');
    const accused = step(before, { type: 'accuse', accuser: 3, accused: 1 });
    const undone = step(accused, { type: 'undo' });
    expect(undone.state).toEqual(before.state);
  });

  it('undoing an execution brings the player back', () => {
    const accused = run(dayOne('MMHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    const executed = step(accused, { type: 'resolve-vote', yes: 5 });
    expect(executed.state.players[0]!.alive).toBe(false);
    const undone = step(executed, { type: 'undo' });
    expect(undone.state).toEqual(accused.state);
    expect(undone.state.players[0]!.alive).toBe(true);
  });

  it('undoing a night resolution takes back the kill and the new day', () => {
    const notes = run(
      toNight(dayOne('MMHHHH')),
      { type: 'night-note', seat: 1, target: 4 },
      { type: 'night-note', seat: 2, target: 4 },
    );
    const morning = step(notes, { type: 'resolve-night' });
    const undone = step(morning, { type: 'undo' });
    expect(undone.state).toEqual(notes.state);
    expect(undone.state.phase).toBe('night');
  });

  it('undo appends to the log: nothing is deleted', () => {
    const accused = step(dayOne('MMHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    const undone = step(accused, { type: 'undo' });
    expect(undone.log.slice(0, accused.log.length)).toEqual(accused.log);
    expect(undone.log.at(-1)).toEqual({
      step: accused.version,
      event: { type: 'steps-undone', steps: [accused.version - 1] },
    });
    expect(undone.version).toBe(accused.version + 1);
  });

  it('undo steps back one step at a time, several times', () => {
    const a = dayOne('MMHHHH');
    const b = step(a, { type: 'accuse', accuser: 3, accused: 1 });
    const c = step(b, { type: 'resolve-vote', yes: 1 });
    const d = step(c, { type: 'propose-night', proposer: 4 });
    const back1 = step(d, { type: 'undo' });
    const back2 = step(back1, { type: 'undo' });
    const back3 = step(back2, { type: 'undo' });
    expect(back1.state).toEqual(c.state);
    expect(back2.state).toEqual(b.state);
    expect(back3.state).toEqual(a.state);
  });
});

describe('RULES (every ruleset) undo of the deal', () => {
  it('undoing the deal returns to the setup with no roles', () => {
    const setup = newGame(6);
    const dealt = step(setup, { type: 'deal', roles: rolesOf('MMHHHH') });
    const undone = step(dealt, { type: 'undo' });
    expect(undone.state).toEqual(setup.state);
    expect(undone.state.phase).toBe('setup');
    expect(undone.state.players.every((p) => p.role === null)).toBe(true);
    expect(undone.state.initialHonest).toBe(0);
  });

  it('after the deal is undone, a new deal may give other roles', () => {
    const undone = step(dealtGame('MMHHHH'), { type: 'undo' });
    const redealt = step(undone, { type: 'deal', roles: rolesOf('HHHHMM') });
    expect(redealt.state.players.map((p) => p.role)).toEqual(rolesOf('HHHHMM'));
  });

  it('the whole game can be undone back to the deal', () => {
    let game = dayOne('MMHHHH');
    game = execute(game, 3);
    game = night(toNight(game), notesBySeat(4, 4));
    const stepsToUndo = history(game.log).effective.filter((s) => s > 0).length;
    for (let i = 0; i < stepsToUndo; i++) game = step(game, { type: 'undo' });
    expect(game.state).toEqual(newGame(6, { mafiaCount: 2 }).state);
  });
});

describe('RULES (every ruleset) redo', () => {
  it('redo restores the undone step', () => {
    const accused = step(dayOne('MMHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    const executed = step(accused, { type: 'resolve-vote', yes: 5 });
    const redone = step(step(executed, { type: 'undo' }), { type: 'redo' });
    expect(redone.state).toEqual(executed.state);
  });

  it('several undos are redone in reverse order', () => {
    const a = dayOne('MMHHHH');
    const b = step(a, { type: 'accuse', accuser: 3, accused: 1 });
    const c = step(b, { type: 'resolve-vote', yes: 5 });
    let game = step(step(c, { type: 'undo' }), { type: 'undo' });
    expect(game.state).toEqual(a.state);
    game = step(game, { type: 'redo' });
    expect(game.state).toEqual(b.state);
    game = step(game, { type: 'redo' });
    expect(game.state).toEqual(c.state);
    expectRuleError(game, { type: 'redo' }, 'redo.nothing-to-redo');
  });

  it('nothing to redo without an undo', () => {
    expectRuleError(dayOne('MMHHHH'), { type: 'redo' }, 'redo.nothing-to-redo');
    expectRuleError(newGame(6), { type: 'redo' }, 'redo.nothing-to-redo');
  });

  it('a new step after an undo drops the redo', () => {
    const accused = step(dayOne('MMHHHH'), { type: 'accuse', accuser: 3, accused: 1 });
    const other = step(step(accused, { type: 'undo' }), { type: 'accuse', accuser: 4, accused: 2 });
    expectRuleError(other, { type: 'redo' }, 'redo.nothing-to-redo');
    expect(other.state.vote).toEqual({ kind: 'accusation', accuser: 4, accused: 2 });
  });

  it('an undo after a redo undoes the redone step again', () => {
    const before = dayOne('MMHHHH');
    const accused = step(before, { type: 'accuse', accuser: 3, accused: 1 });
    const game = run(accused, { type: 'undo' }, { type: 'redo' }, { type: 'undo' });
    expect(game.state).toEqual(before.state);
    expect(step(game, { type: 'redo' }).state).toEqual(accused.state);
  });
});

describe("RULES (every ruleset) undo cannot remove the game's creation", () => {
  it('a new game has nothing to undo', () => {
    expectRuleError(newGame(6), { type: 'undo' }, 'undo.nothing-to-undo');
  });

  it('after undoing every step, one more undo is refused', () => {
    const game = run(dealtGame('MMHHHH'), { type: 'end-sunrise' }, { type: 'undo' }, { type: 'undo' });
    expect(game.state.phase).toBe('setup');
    expectRuleError(game, { type: 'undo' }, 'undo.nothing-to-undo');
  });

  it('the moderator view says when undo and redo are possible', () => {
    const fresh = newGame(6);
    expect(moderatorView(fresh, 'g')).toMatchObject({ canUndo: false, canRedo: false });
    const dealt = step(fresh, { type: 'deal', roles: rolesOf('MMHHHH') });
    expect(moderatorView(dealt, 'g')).toMatchObject({ canUndo: true, canRedo: false });
    const undone = step(dealt, { type: 'undo' });
    expect(moderatorView(undone, 'g')).toMatchObject({ canUndo: false, canRedo: true });
    expect(moderatorView(undone, 'g').timeline.map((t) => [t.step, t.kind, t.undone])).toEqual([
      [2, 'steps-undone', false],
      [1, 'roles-dealt', true],
      [0, 'game-created', false],
    ]);
  });
});

describe('the log is the truth', () => {
  it('a game rebuilt from its stored log equals the live game', () => {
    let game: Game = dayOne('MMHHHH');
    game = run(
      execute(game, 3),
      { type: 'undo' },
      { type: 'redo' },
      { type: 'propose-night', proposer: 1 },
      { type: 'cancel-vote' },
    );
    const rebuilt = gameFromLog(JSON.parse(JSON.stringify(game.log)));
    expect(rebuilt).toEqual(game);
    expect(replay(game.log)).toEqual(game.state);
  });
});

describe('RULES (every ruleset) rewind to an earlier step', () => {
  it('rewinding undoes every later step in one marker, and one redo brings them all back', () => {
    const a = dayOne('MMHHHH');
    const b = step(a, { type: 'accuse', accuser: 3, accused: 1 });
    const c = step(b, { type: 'resolve-vote', yes: 1 });
    const d = step(c, { type: 'propose-night', proposer: 4 });
    const rewound = step(d, { type: 'rewind', toStep: a.version - 1 });
    expect(rewound.state).toEqual(a.state);
    expect(rewound.log.at(-1)!.event).toEqual({ type: 'steps-undone', steps: [a.version, b.version, c.version] });
    expect(rewound.log.slice(0, d.log.length)).toEqual(d.log);
    expect(step(rewound, { type: 'redo' }).state).toEqual(d.state);
  });

  it('rewinding skips steps already undone', () => {
    const a = dayOne('MMHHHH');
    const b = step(a, { type: 'accuse', accuser: 3, accused: 1 });
    const c = run(b, { type: 'undo' }, { type: 'accuse', accuser: 4, accused: 2 });
    const rewound = step(c, { type: 'rewind', toStep: a.version - 1 });
    expect(rewound.state).toEqual(a.state);
    expect(rewound.log.at(-1)!.event).toEqual({ type: 'steps-undone', steps: [c.version - 1] });
  });

  it('a step not in effect, or the last one, cannot be rewound to', () => {
    const a = dayOne('MMHHHH');
    const b = step(a, { type: 'accuse', accuser: 3, accused: 1 });
    const undone = step(b, { type: 'undo' });
    expectRuleError(undone, { type: 'rewind', toStep: b.version - 1 }, 'rewind.not-a-step');
    expectRuleError(b, { type: 'rewind', toStep: b.version - 1 }, 'rewind.nothing-after');
    expectRuleError(b, { type: 'rewind', toStep: 999 }, 'rewind.not-a-step');
  });
});
