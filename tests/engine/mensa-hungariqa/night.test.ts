import { describe, expect, it } from 'vitest';
import { killThreshold } from '../../../shared/engine/rulesets/mensa-hungariqa/queries.ts';
import {
  dayOne,
  execute,
  expectRuleError,
  living,
  MENSA,
  newAnnouncements,
  playNight,
  promptKeys,
  publicOf,
  run,
  step,
  type Game,
  type MensaHungariqaOptions,
} from './helpers.ts';

// Seat 1 the protected mafioso, 2 and 3 mafiosi, 4 the inspector, 5..10 citizens.
const SPEC = 'PMMICCCCCC';

function nightOne(spec = SPEC, seconds = '', options: Partial<MensaHungariqaOptions> = {}): Game {
  return step(dayOne(spec, seconds, options), { type: 'end-day' });
}

/** Night one, past the inspector (who checks `check`), at the first name. */
function reading(spec = SPEC, options: Partial<MensaHungariqaOptions> = {}, check?: number): Game {
  let game = nightOne(spec, '', options);
  const inspector = game.state.players.find((p) => p.role === 'inspector')!.seat;
  game = step(game, { type: 'inspector-check', target: check ?? (inspector === 10 ? 9 : 10) });
  return step(game, { type: 'next-step' });
}

describe("RULES §3 night (1): the inspector's check", () => {
  it('the moderator nods for a mafioso', () => {
    const game = step(nightOne(), { type: 'inspector-check', target: 2 });
    expect(game.state.night!.check).toEqual({ target: 2, answer: 'yes' });
    expect(MENSA.prompts(game.state)[1]).toEqual({
      key: 'prompt.mensa-hungariqa.inspector-answer-yes',
      params: { seat: 4, target: 2, answer: 'yes' },
      commands: ['next-step'],
    });
  });

  it('the moderator shakes his head for a citizen', () => {
    expect(step(nightOne(), { type: 'inspector-check', target: 7 }).state.night!.check).toEqual({
      target: 7,
      answer: 'no',
    });
  });

  it('the protected mafioso: no at the first check, yes at the second (rulebook extra rule 2)', () => {
    let game = step(nightOne(), { type: 'inspector-check', target: 1 });
    expect(game.state.night!.check!.answer).toBe('no');
    game = playNight(game, { hands: { 1: 5, 2: 6, 3: 7 } });
    game = step(game, { type: 'end-day' });
    game = step(game, { type: 'inspector-check', target: 1 });
    expect(game.state.night!.check!.answer).toBe('yes');
    expect(game.state.checks.map((c) => [c.round, c.target, c.answer])).toEqual([
      [1, 1, 'no'],
      [2, 1, 'yes'],
    ]);
  });

  it('the mafioso kamikaze is a mafioso: yes; the collaborator is a citizen: no', () => {
    const game = nightOne('PXMILCCCCC');
    expect(step(game, { type: 'inspector-check', target: 2 }).state.night!.check!.answer).toBe('yes');
    expect(step(game, { type: 'inspector-check', target: 5 }).state.night!.check!.answer).toBe('no');
  });

  it('the inspector points once, at a living player other than himself, before the reading', () => {
    const game = nightOne();
    expectRuleError(game, { type: 'next-step' }, 'mensa-hungariqa.inspector-must-check');
    expectRuleError(game, { type: 'inspector-check', target: 4 }, 'mensa-hungariqa.no-self-check');
    expectRuleError(game, { type: 'inspector-check', target: 11 }, 'mensa-hungariqa.check-target-must-be-living');
    expectRuleError(game, { type: 'hand', voter: 1 }, 'mensa-hungariqa.wrong-night-step');
    const checked = step(game, { type: 'inspector-check', target: 5 });
    expectRuleError(checked, { type: 'inspector-check', target: 6 }, 'mensa-hungariqa.already-checked');
  });

  it('a dead inspector is still called, and the moderator waits (RULES "every role, living or dead")', () => {
    const night = execute(dayOne(SPEC), 4);
    expect(night.state.phase).toBe('night');
    const prompt = MENSA.prompts(night.state)[1]!;
    expect(prompt).toEqual({
      key: 'prompt.mensa-hungariqa.inspector-wait',
      params: { seat: 4, wait: 1 },
      commands: ['next-step'],
    });
    expectRuleError(night, { type: 'inspector-check', target: 5 }, 'mensa-hungariqa.inspector-is-dead');
    expect(step(night, { type: 'next-step' }).state.night!.stage).toBe('reading');
  });
});

describe('RULES §3 night (2): the names are read in seat order; each living mafioso raises a hand at one name', () => {
  it('the living names, in seat order', () => {
    let night = step(execute(dayOne(SPEC), 7), { type: 'inspector-check', target: 5 });
    night = step(night, { type: 'next-step' });
    expect(night.state.night!.order).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10]);
    expect(MENSA.prompts(night.state)[1]).toEqual({
      key: 'prompt.mensa-hungariqa.read-name',
      params: { seat: 1, position: 1, count: 9 },
      commands: ['hand', 'next-name', 'reread'],
    });
  });

  it('only a living mafioso (or the bodyguard, or Aunt Sárika) raises a hand, at one name only', () => {
    const game = reading();
    expectRuleError(game, { type: 'hand', voter: 5 }, 'mensa-hungariqa.no-night-vote', { seat: 5 });
    expectRuleError(game, { type: 'hand', voter: 0 }, 'mensa-hungariqa.voter-must-be-living');
    const raised = step(game, { type: 'hand', voter: 2 });
    expectRuleError(raised, { type: 'hand', voter: 2 }, 'mensa-hungariqa.one-name-only');
    expectRuleError(step(raised, { type: 'next-name' }), { type: 'hand', voter: 2 }, 'mensa-hungariqa.one-name-only');
  });

  it('the kill succeeds when all living mafiosi chose the same player; the reading stops at once and it is day', () => {
    const before = reading();
    const game = playNight(before, { hands: { 1: 6, 2: 6, 3: 6 } });
    expect(game.state.phase).toBe('day');
    expect(game.state.round).toBe(2);
    expect(game.state.players[5]!.alive).toBe(false);
    expect(game.state.players[5]!.death).toEqual({ cause: 'killed', round: 1, time: 'night', by: null });
    // Seats 7..10 were never read.
    expect(game.state.nightHistory.at(-1)).toMatchObject({ victim: 6, stoppedAt: 6 });
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'killed', seat: 6 },
      { kind: 'day-began', round: 2 },
    ]);
  });

  it('the station tells the moderator to stop at the name where the kill is complete', () => {
    let game = run(reading(), ...[1, 2, 3, 4, 5].map(() => ({ type: 'next-name' as const })));
    game = run(game, { type: 'hand', voter: 1 }, { type: 'hand', voter: 2 });
    expect(promptKeys(game)).not.toContain('kill-here');
    game = step(game, { type: 'hand', voter: 3 });
    expect(promptKeys(game)).toContain('kill-here');
  });

  it('a failed kill: every name is read to the end, and the room hears only "nobody died"', () => {
    const before = reading();
    let game = playNight(before, { hands: { 1: 6, 2: 6, 3: 9 } });
    expect(game.state.players.every((p) => p.alive)).toBe(true);
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'nobody-died' }, { kind: 'day-began', round: 2 }]);
    expect(game.state.nightHistory.at(-1)).toMatchObject({ victim: null, stoppedAt: null });
    // Before the last name the station does not end the reading.
    game = run(before, { type: 'hand', voter: 1 }, { type: 'hand', voter: 2 }, { type: 'next-name' });
    expect(game.state.phase).toBe('night');
  });

  it('every living mafioso must vote: at the last name the names are read again', () => {
    let game = run(reading(), { type: 'hand', voter: 1 }, { type: 'hand', voter: 2 });
    game = run(game, ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map(() => ({ type: 'next-name' as const })));
    expect(promptKeys(game)).toContain('mafia-votes-missing');
    expectRuleError(game, { type: 'next-name' }, 'mensa-hungariqa.mafia-votes-missing', { seats: '3' });
    game = step(game, { type: 'reread' });
    expect(game.state.night).toMatchObject({ index: 0, hands: [], vogon: null });
    game = playNight(game, { hands: { 1: 6, 2: 6, 3: 6 } });
    expect(game.state.players[5]!.alive).toBe(false);
  });

  it('the mafia may kill one of their own, who must then vote for himself', () => {
    // Seat 3 does not vote for himself: no unanimity, nobody dies.
    const failed = playNight(reading(), { hands: { 1: 3, 2: 3, 3: 5 } });
    expect(failed.state.players[2]!.alive).toBe(true);
    const killed = playNight(reading(), { hands: { 1: 3, 2: 3, 3: 3 } });
    expect(killed.state.players[2]!.alive).toBe(false);
    expect(publicOf(killed).players[2]!.role).toBeNull();
  });
});

describe('RULES §3 the threshold (option: table): unanimity up to 3; 3 of 4, 3 of 5; strict majority from 6', () => {
  it('the table', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((m) => killThreshold(m, 'table'))).toEqual([1, 2, 3, 3, 3, 4, 4, 5, 5]);
    expect([1, 2, 3, 4, 5, 6, 7].map((m) => killThreshold(m, 'unanimous'))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  const four = 'PMMMICCCCCCCCC'; // 4 mafia at 1..4, the inspector at 5, 14 players
  const five = 'PMMMMICCCCCCCCCC'; // 5 mafia at 1..5, the inspector at 6, 16 players
  const six = 'PMMMMMICCCCCCCCC'; // 6 mafia at 1..6, 16 players
  const seven = 'PMMMMMMICCCCCCCC'; // 7 mafia at 1..7, 16 players

  it('3 of 4 living mafiosi suffice; 2 of 4 do not', () => {
    expect(playNight(reading(four), { hands: { 1: 10, 2: 10, 3: 10, 4: 12 } }).state.players[9]!.alive).toBe(false);
    expect(
      playNight(reading(four), { hands: { 1: 10, 2: 10, 3: 12, 4: 12 } }).state.players.every((p) => p.alive),
    ).toBe(true);
  });

  it('3 of 5 living mafiosi suffice; 2 of 5 do not', () => {
    expect(playNight(reading(five), { hands: { 1: 10, 2: 10, 3: 10, 4: 12, 5: 13 } }).state.players[9]!.alive).toBe(
      false,
    );
    expect(
      playNight(reading(five), { hands: { 1: 10, 2: 10, 3: 12, 4: 13, 5: 14 } }).state.players.every((p) => p.alive),
    ).toBe(true);
  });

  it('6 living mafiosi need a strict majority: 4, not 3', () => {
    expect(
      playNight(reading(six), { hands: { 1: 10, 2: 10, 3: 10, 4: 12, 5: 12, 6: 12 } }).state.players.every(
        (p) => p.alive,
      ),
    ).toBe(true);
    expect(
      playNight(reading(six), { hands: { 1: 10, 2: 10, 3: 10, 4: 10, 5: 12, 6: 12 } }).state.players[9]!.alive,
    ).toBe(false);
  });

  it('7 living mafiosi need 4', () => {
    expect(
      playNight(reading(seven), { hands: { 1: 10, 2: 10, 3: 10, 4: 10, 5: 12, 6: 12, 7: 13 } }).state.players[9]!.alive,
    ).toBe(false);
    expect(
      playNight(reading(seven), { hands: { 1: 10, 2: 10, 3: 10, 4: 12, 5: 12, 6: 12, 7: 13 } }).state.players.every(
        (p) => p.alive,
      ),
    ).toBe(true);
  });

  it('the reading stops at the first name that reaches the threshold', () => {
    // 3 of 5 at seat 8, then 2 more at seat 10: seat 8 dies and seat 10 is never read.
    const game = playNight(reading(five), { hands: { 1: 8, 2: 8, 3: 8, 4: 10, 5: 10 } });
    expect(game.state.players[7]!.alive).toBe(false);
    expect(game.state.nightHistory.at(-1)!.stoppedAt).toBe(8);
  });

  it('the threshold follows the living mafiosi: with 4 of them dead down to 3, unanimity again', () => {
    let game = execute(dayOne(four), 4);
    game = playNight(step(game, { type: 'inspector-check', target: 9 }), { hands: { 1: 10, 2: 10, 3: 12 } });
    expect(game.state.players[9]!.alive).toBe(true);
  });

  it('option unanimous: all living mafiosi, whatever their number', () => {
    expect(
      playNight(reading(four, { mafiaThreshold: 'unanimous' }), {
        hands: { 1: 10, 2: 10, 3: 10, 4: 12 },
      }).state.players.every((p) => p.alive),
    ).toBe(true);
    expect(
      playNight(reading(four, { mafiaThreshold: 'unanimous' }), { hands: { 1: 10, 2: 10, 3: 10, 4: 10 } }).state
        .players[9]!.alive,
    ).toBe(false);
  });

  it('the moderator view works the threshold out', () => {
    expect(MENSA.moderatorView(reading(five).state).threshold).toBe(3);
    expect(MENSA.moderatorView(reading(six).state).threshold).toBe(4);
  });
});

describe('RULES §3 bodyguard (option): each night picks one player, not himself, who cannot die that night', () => {
  const B = 'PMMIBCCCCC'; // the bodyguard at 5

  it("his pick saves the mafia's target even when the mafia vote succeeds; the reading goes to the end", () => {
    const before = reading(B);
    const game = playNight(before, { hands: { 1: 7, 2: 7, 3: 7, 5: 7 } });
    expect(game.state.players.every((p) => p.alive)).toBe(true);
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'nobody-died' }, { kind: 'day-began', round: 2 }]);
    expect(game.state.nightHistory.at(-1)).toMatchObject({ victim: null, guarded: 7 });
  });

  it('a pick elsewhere does not save the target', () => {
    expect(playNight(reading(B), { hands: { 1: 7, 2: 7, 3: 7, 5: 8 } }).state.players[6]!.alive).toBe(false);
  });

  it('not himself', () => {
    const game = run(reading(B), ...[1, 2, 3, 4].map(() => ({ type: 'next-name' as const })));
    expectRuleError(game, { type: 'hand', voter: 5 }, 'mensa-hungariqa.bodyguard-not-himself');
  });

  it('a dead bodyguard is still watched for in the script, marked wait', () => {
    const game = reading(B);
    expect(MENSA.prompts(game.state).find((p) => p.key.includes('watch-bodyguard'))!.params.wait).toBe(0);
    let dead = execute(dayOne(B), 5);
    dead = run(dead, { type: 'inspector-check', target: 6 }, { type: 'next-step' });
    expect(MENSA.prompts(dead.state).find((p) => p.key.includes('watch-bodyguard'))).toEqual({
      key: 'prompt.mensa-hungariqa.watch-bodyguard-wait',
      params: { seat: 5, wait: 1 },
      commands: [],
    });
  });
});

describe("RULES §3 Aunt Sárika (option): her pick counts as a bodyguard's or as a mafia vote, whichever has an effect", () => {
  const S = 'PMMISCCCCC'; // Sárika at 5

  it('with the mafia at their threshold on her pick, he survives (3 mafiosi + Sárika: nobody dies)', () => {
    const game = playNight(reading(S), { hands: { 1: 7, 2: 7, 3: 7, 5: 7 } });
    expect(game.state.players.every((p) => p.alive)).toBe(true);
    expect(game.state.nightHistory.at(-1)).toMatchObject({ victim: null, sarika: 'protected' });
  });

  it('with the mafia exactly one vote short on her pick, he dies (2 mafiosi + Sárika kill)', () => {
    const game = playNight(reading(S), { hands: { 1: 7, 2: 7, 3: 9, 5: 7 } });
    expect(game.state.players[6]!.alive).toBe(false);
    expect(game.state.nightHistory.at(-1)).toMatchObject({ victim: 7, sarika: 'completed' });
  });

  it('two votes short: no effect', () => {
    expect(playNight(reading(S), { hands: { 1: 7, 2: 8, 3: 9, 5: 7 } }).state.players.every((p) => p.alive)).toBe(true);
  });

  it("a bodyguard's pick still saves a kill she completes", () => {
    const game = playNight(reading('PMMISBCCCC'), { hands: { 1: 7, 2: 7, 3: 9, 5: 7, 6: 7 } });
    expect(game.state.players.every((p) => p.alive)).toBe(true);
  });

  it('with one living mafioso her pick has no effect', () => {
    // Day 1: seat 2 executed. Night 1 fails. Day 2: seat 3 executed. Night 2: one mafioso left.
    let game = execute(dayOne(S), 2);
    game = playNight(step(game, { type: 'inspector-check', target: 6 }), { hands: { 1: 6, 3: 7 } });
    game = execute(game, 3);
    game = run(game, { type: 'inspector-check', target: 6 }, { type: 'next-step' });
    // She picks the lone mafioso's target: no bodyguard effect, he dies.
    const killed = playNight(game, { hands: { 1: 7, 5: 7 } });
    expect(killed.state.players[6]!.alive).toBe(false);
    // She picks someone alone: no mafia-vote effect (one short of 1 would be 0 hands).
    const quiet = playNight(game, { hands: { 1: 8, 5: 7 } });
    expect(quiet.state.players[6]!.alive).toBe(true);
    expect(quiet.state.players[7]!.alive).toBe(false);
  });
});

describe('RULES §3 vogon (option): opens his eyes at one name and sees whether anyone votes there', () => {
  const V = 'PMMIVCCCCC'; // the vogon at 5

  it('the station records the name and shows the moderator whether a hand was raised there', () => {
    let game = run(reading(V), ...[1, 2, 3, 4, 5].map(() => ({ type: 'next-name' as const })));
    game = step(game, { type: 'vogon-looks' });
    expect(promptKeys(game)).toContain('vogon-sees-no');
    game = step(game, { type: 'hand', voter: 2 });
    expect(promptKeys(game)).toContain('vogon-sees-yes');
    expectRuleError(game, { type: 'vogon-looks' }, 'mensa-hungariqa.vogon-looks-once');
    game = playNight(game, { hands: { 1: 8, 3: 9 } });
    expect(game.state.nightHistory.at(-1)!.vogon).toEqual({ seat: 6, saw: 'hands' });
  });

  it('no hand at his name', () => {
    const game = playNight(reading(V), { hands: { 1: 8, 2: 8, 3: 9 }, vogon: 7 });
    expect(game.state.nightHistory.at(-1)!.vogon).toEqual({ seat: 7, saw: 'no-hands' });
  });

  it("he sees the bodyguard's and Aunt Sárika's hands too: anyone voting", () => {
    const game = playNight(reading('PMMIVBSCCC'), { hands: { 1: 8, 2: 8, 3: 9, 6: 10 }, vogon: 10 });
    expect(game.state.nightHistory.at(-1)!.vogon).toEqual({ seat: 10, saw: 'hands' });
  });

  it('the reading stopped at the kill before his name: he never opened his eyes', () => {
    const game = playNight(reading(V), { hands: { 1: 6, 2: 6, 3: 6 }, vogon: 6 });
    expect(game.state.nightHistory.at(-1)!.vogon).toEqual({ seat: 6, saw: 'hands' });
    const stopped = playNight(reading(V), { hands: { 1: 6, 2: 6, 3: 6 }, vogon: 9 });
    expect(stopped.state.nightHistory.at(-1)!.vogon).toBeNull();
  });

  it('only a living vogon', () => {
    expectRuleError(reading(), { type: 'vogon-looks' }, 'mensa-hungariqa.no-living-vogon');
  });
});

describe('RULES §3 a night looks the same to the room whatever happens in it', () => {
  it('the public view during the night does not change with the check, the hands, or the vogon', () => {
    const start = reading('PMMIVBSCCC');
    const views = [
      publicOf(start),
      publicOf(step(start, { type: 'hand', voter: 1 })),
      publicOf(run(start, { type: 'next-name' }, { type: 'vogon-looks' }, { type: 'hand', voter: 6 })),
      publicOf(nightOne('PMMIVBSCCC')),
    ];
    for (const v of views) expect(v).toEqual(views[0]);
    expect(living(start)).toHaveLength(10);
  });
});
