import { describe, expect, it } from 'vitest';
import { playerView } from '../../shared/engine/index.ts';
import { DAVIDOFF, expectRuleError, newGame, publicView, run, step } from './helpers.ts';

// RULES.md, "Things every ruleset shares": roles are dealt with real cards and the moderator records
// each role as the players show themselves — in 1987, while the mafia open their eyes at sunrise.
const R = 'davidoff-1987';
const physical = () => newGame(7, { dealing: 'physical' });

describe('RULES (shared) two ways to deal: real cards in davidoff-1987', () => {
  it('the station does not draw the cards: its deal is refused, the moderator says the cards are out', () => {
    expectRuleError(
      physical(),
      { type: 'deal', roles: ['mafia', 'mafia', 'honest', 'honest', 'honest', 'honest', 'honest'] },
      `${R}.cards-are-physical`,
    );
    const dealt = step(physical(), { type: 'cards-dealt' });
    expect(dealt.state.phase).toBe('sunrise');
    expect(dealt.state.players.every((p) => p.role === null)).toBe(true);
  });

  it('at sunrise the moderator records the mafia as they open their eyes; everyone else is honest', () => {
    const game = run(physical(), { type: 'cards-dealt' }, { type: 'record-mafia', seats: [6, 2] });
    expect(game.state.players.map((p) => p.role)).toEqual([
      'honest',
      'mafia',
      'honest',
      'honest',
      'honest',
      'mafia',
      'honest',
    ]);
    expect(game.state.initialHonest).toBe(5);
    expect(playerView(game.state, 2)).toMatchObject({ role: 'mafia', teammates: [{ seat: 6 }] });
  });

  it('accepts only a distribution that matches the setup', () => {
    const sunrise = run(physical(), { type: 'cards-dealt' });
    expectRuleError(sunrise, { type: 'record-mafia', seats: [1] }, `${R}.deal-must-match-setup`);
    expectRuleError(sunrise, { type: 'record-mafia', seats: [1, 2, 3] }, `${R}.deal-must-match-setup`);
    expectRuleError(sunrise, { type: 'record-mafia', seats: [1, 1] }, `${R}.mafia-seats-invalid`);
    expectRuleError(sunrise, { type: 'record-mafia', seats: [1, 9] }, `${R}.mafia-seats-invalid`);
  });

  it('the day cannot begin before the mafia are recorded', () => {
    const sunrise = run(physical(), { type: 'cards-dealt' });
    expectRuleError(sunrise, { type: 'end-sunrise' }, `${R}.mafia-not-recorded`);
    expect(sunrise.state.phase).toBe('sunrise');
    const day = run(sunrise, { type: 'record-mafia', seats: [1, 2] }, { type: 'end-sunrise' });
    expect(day.state.phase).toBe('day');
  });

  it('the prompts tell the moderator what to do at each step', () => {
    expect(DAVIDOFF.prompts(physical().state)).toEqual([
      { key: 'prompt.deal-cards', params: { players: 7, mafia: 2, honest: 5 }, commands: ['cards-dealt'] },
    ]);
    const sunrise = run(physical(), { type: 'cards-dealt' });
    expect(DAVIDOFF.prompts(sunrise.state)).toEqual([
      { key: 'prompt.sunrise-record', params: { count: 20, mafia: 2 }, commands: ['record-mafia'] },
    ]);
    const recorded = step(sunrise, { type: 'record-mafia', seats: [1, 2] });
    expect(DAVIDOFF.prompts(recorded.state)[0]!.commands).toEqual(['end-sunrise']);
  });

  it('recording is a step like any other: undo takes it back', () => {
    const sunrise = run(physical(), { type: 'cards-dealt' });
    const recorded = step(sunrise, { type: 'record-mafia', seats: [3, 4] });
    expect(step(recorded, { type: 'undo' }).state).toEqual(sunrise.state);
  });

  it('the room learns nothing from the recording', () => {
    const sunrise = run(physical(), { type: 'cards-dealt' });
    const recorded = step(sunrise, { type: 'record-mafia', seats: [3, 4] });
    expect(publicView(recorded.state, 'g')).toEqual(publicView(sunrise.state, 'g'));
  });

  it('an unknown dealing mode is refused at setup', () => {
    expect(() => newGame(7, { dealing: 'telepathy' as never })).toThrow(/davidoff-1987\.dealing/);
  });
});
