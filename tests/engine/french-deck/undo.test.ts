import { describe, expect, it } from 'vitest';
import { gameFromLog } from '../../../shared/engine/index.ts';
import { dayOne, dealt, execute, expectRuleError, physical, roomView, run, step } from './helpers.ts';

describe('RULES "Things every ruleset shares": the moderator can undo any step', () => {
  it('undoing the dawn brings the victim back and returns to the dawn step', () => {
    const atDawn = run(dealt('MMAVVV'), { type: 'mafia-kill', target: 4 }, { type: 'angel-check', target: 1 });
    const day = step(atDawn, { type: 'end-night' });
    const undone = step(day, { type: 'undo' });
    expect(undone.state).toEqual(atDawn.state);
    expect(roomView(undone.state, 'g').players[3]).toMatchObject({ alive: true, role: null });
  });

  it('undoing an execution brings the accused back, hides his card again, and reopens the vote', () => {
    const voting = run(dayOne('MMAVVVV', 7), { type: 'accuse', accuser: 4, accused: 1 }, { type: 'call-vote' });
    const executed = step(voting, { type: 'resolve-vote', guilty: 6 });
    const undone = step(executed, { type: 'undo' });
    expect(undone.state).toEqual(voting.state);
    expect(roomView(undone.state, 'g').players[0]!.role).toBeNull();
  });

  it('undoing the end of a game reopens it', () => {
    const before = run(dayOne('MAVVVVV', 4), { type: 'accuse', accuser: 3, accused: 1 }, { type: 'call-vote' });
    const ended = step(before, { type: 'resolve-vote', guilty: 6 });
    expect(ended.state.phase).toBe('ended');
    expect(step(ended, { type: 'undo' }).state).toEqual(before.state);
  });

  it('undoing the recorded angel forgets the inferred villagers too (one step)', () => {
    const beforeAngel = run(
      physical(6),
      { type: 'record-role', seat: 1, role: 'mafioso' },
      { type: 'record-role', seat: 2, role: 'mafioso' },
      { type: 'mafia-kill', target: 3 },
    );
    const complete = step(beforeAngel, { type: 'record-role', seat: 4, role: 'angel' });
    expect(complete.state.players.every((p) => p.role !== null)).toBe(true);
    const undone = step(complete, { type: 'undo' });
    expect(undone.state).toEqual(beforeAngel.state);
    expect(step(undone, { type: 'redo' }).state).toEqual(complete.state);
  });

  it('undo then a new command: the undone branch cannot be redone', () => {
    const game = step(step(dealt('MMAVVV'), { type: 'mafia-kill', target: 4 }), { type: 'undo' });
    const other = step(game, { type: 'mafia-kill', target: 5 });
    expectRuleError(other, { type: 'redo' }, 'redo.nothing-to-redo');
  });

  it('a game rebuilt from its log is the same game', () => {
    const game = execute(dayOne('MMAVVVV', 7), 4);
    expect(gameFromLog(game.log)).toEqual(game);
  });
});
