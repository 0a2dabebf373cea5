/** The moderator's ballot (issue 12 §2): who may not vote now, for the very reason the vote commands refuse. */
import { describe, expect, it } from 'vitest';
import { dayOne, MENSA, playNight, run, step, toNight } from './helpers.ts';
import { expectHandsBallot, remarks } from '../engine-kit.ts';
import type { Game } from './helpers.ts';

const R = 'mensa-hungariqa';
// 1 inspector, 2 mafioso, 3 protected mafioso, 4..10 citizens.
const TABLE = 'IMPCCCCCCC';

/** Day 2 with the discipline option: seat 5 had four remarks on day 1, night 1 killed seat 10. */
function dayTwo(): Game {
  const game = remarks(dayOne(TABLE, '', { discipline: true }), 5, 4);
  return playNight(toNight(game), { check: 4, hands: { 2: 10, 3: 10 } });
}

const ballot = (game: Game) => MENSA.moderatorView(game.state).ballot;

describe('the ballot of a day vote', () => {
  it('bars the dead and the 4-remark penalty in the support and the execution vote, with the command’s own codes', () => {
    const support = step(dayTwo(), { type: 'accuse', accuser: 1, accused: 4 });
    const barred = [
      { seat: 5, code: `${R}.voter-penalised` },
      { seat: 10, code: `${R}.voter-must-be-living` },
    ];
    // Eight may vote (ten less the dead and the penalised): a strict majority of them is 5 (RULES.md §3).
    const hands = { voters: [1, 2, 3, 4, 6, 7, 8, 9], barred, needed: 5 };
    expectHandsBallot(support, ballot(support), hands, (seat) => ({ type: 'support-vote', yes: 1, voters: [seat] }));
    const execution = run(support, { type: 'support-vote', yes: 8 }, { type: 'give-last-word' });
    expectHandsBallot(execution, ballot(execution), hands, (seat) => ({
      type: 'execution-vote',
      yes: 1,
      voters: [seat],
    }));
  });

  it('lets the accuser and the accused raise a hand (RULES.md §3: any living player)', () => {
    const support = step(dayTwo(), { type: 'accuse', accuser: 1, accused: 4 });
    expect(ballot(support)?.barred.map((b) => b.seat)).not.toContain(1);
    expect(ballot(support)?.barred.map((b) => b.seat)).not.toContain(4);
    expect(() => step(support, { type: 'support-vote', yes: 2, voters: [1, 4] })).not.toThrow();
  });

  it('is null outside a vote', () => {
    expect(ballot(dayTwo())).toBeNull();
  });
});
