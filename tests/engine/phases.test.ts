import { describe, expect, it } from 'vitest';
import { decideStep, type Davidoff1987Command as GameCommand } from '../../shared/engine/index.ts';
import { dayOne, dealtGame, execute, expectRuleError, newGame, rolesOf, run, step, toNight } from './helpers.ts';
import type { Game } from './helpers.ts';

// One command of each type, valid in its own phase for the 6-player game 'MMHHHH' (mafia 1 and 2).
const COMMANDS: Record<GameCommand['type'], GameCommand> = {
  deal: { type: 'deal', roles: rolesOf('MMHHHH') },
  'cards-dealt': { type: 'cards-dealt' },
  'record-mafia': { type: 'record-mafia', seats: [1, 2] },
  'end-sunrise': { type: 'end-sunrise' },
  accuse: { type: 'accuse', accuser: 3, accused: 1 },
  'propose-night': { type: 'propose-night', proposer: 3 },
  'resolve-vote': { type: 'resolve-vote', yes: 5, no: 0 },
  'cancel-vote': { type: 'cancel-vote' },
  'night-note': { type: 'night-note', seat: 1, target: 3 },
  'resolve-night': { type: 'resolve-night' },
  // The discipline option is off in these games: refused in every phase (discipline.test.ts has it on).
  remark: { type: 'remark', seat: 3 },
  remove: { type: 'remove', seat: 3, reason: 'oath' },
};

const R = 'davidoff-1987';

type CommandType = GameCommand['type'];

/**
 * What a phase refuses: every command but the `accepted` ones, for `wrong-phase` unless `codes` names the
 * rule; a vote's commands with no vote under way, and remarks and removals always (the option is off).
 */
function refusedBut(accepted: CommandType[], codes: Partial<Record<CommandType, string>> = {}) {
  const noVote = accepted.includes('resolve-vote') ? {} : NO_VOTE;
  const refused: Partial<Record<CommandType, string>> = {};
  for (const type of Object.keys(COMMANDS) as CommandType[])
    if (!accepted.includes(type)) refused[type] = codes[type] ?? noVote[type] ?? `${R}.wrong-phase`;
  return { ...refused, remark: `${R}.discipline-off`, remove: `${R}.discipline-off` };
}

const NO_VOTE: Partial<Record<CommandType, string>> = {
  'resolve-vote': `${R}.no-vote-under-way`,
  'cancel-vote': `${R}.no-vote-under-way`,
};

const PHASES: { name: string; game: () => Game; refused: Partial<Record<CommandType, string>> }[] = [
  // The station deals in these games: real cards are another option (physical-dealing.test.ts).
  { name: 'setup', game: () => newGame(6), refused: refusedBut(['deal'], { 'cards-dealt': `${R}.station-deals` }) },
  {
    name: 'sunrise',
    game: () => dealtGame('MMHHHH'),
    refused: refusedBut(['end-sunrise'], { 'record-mafia': `${R}.station-deals` }),
  },
  { name: 'day', game: () => dayOne('MMHHHH'), refused: refusedBut(['accuse', 'propose-night']) },
  {
    name: 'day with a vote under way',
    game: () => run(dayOne('MMHHHH'), { type: 'accuse', accuser: 4, accused: 2 }),
    refused: refusedBut(['resolve-vote', 'cancel-vote'], {
      accuse: `${R}.vote-under-way`,
      'propose-night': `${R}.vote-under-way`,
    }),
  },
  {
    // With both notes read, so that resolving the night is legal too.
    name: 'night',
    game: () =>
      run(
        toNight(dayOne('MMHHHH')),
        { type: 'night-note', seat: 1, target: 4 },
        { type: 'night-note', seat: 2, target: 4 },
      ),
    refused: refusedBut(['night-note', 'resolve-night']),
  },
];

describe('RULES §1 phases: a command illegal in the phase is a rule error naming the rule, never a throw', () => {
  for (const phase of PHASES) {
    describe(`in the ${phase.name}`, () => {
      for (const [type, command] of Object.entries(COMMANDS) as [GameCommand['type'], GameCommand][]) {
        const code = phase.refused[type];
        if (code) {
          it(`${type} is refused with ${code}`, () => {
            const error = expectRuleError(phase.game(), command, code);
            if (code.endsWith('wrong-phase'))
              expect(error.params).toEqual({ command: type, phase: phase.game().state.phase });
          });
        } else {
          it(`${type} is accepted`, () => {
            expect(decideStep(phase.game(), command).ok).toBe(true);
          });
        }
      }
    });
  }
});

describe('RULES §1 phases: the game-over state refuses every game command', () => {
  const over = (): Game => execute(execute(dayOne('MMHHHH'), 1), 2);

  it('the game is over', () => {
    expect(over().state.phase).toBe('ended');
  });

  it.each(Object.values(COMMANDS))('%j is refused with davidoff-1987.game-over', (command) => {
    expectRuleError(over(), command, 'davidoff-1987.game-over');
  });

  it('the moderator may still undo the last step (RULES: the moderator can undo any step)', () => {
    const before = execute(dayOne('MMHHHH'), 1);
    const accused = run(before, { type: 'accuse', accuser: 3, accused: 2 });
    const ended = step(accused, { type: 'resolve-vote', yes: 4, no: 0 });
    expect(ended.state.phase).toBe('ended');
    const undone = step(ended, { type: 'undo' });
    expect(undone.state).toEqual(accused.state);
    expect(undone.state.phase).toBe('day');
    expect(undone.state.outcome).toBeNull();
  });
});
