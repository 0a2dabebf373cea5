import { describe, expect, it } from 'vitest';
import {
  dayOne,
  dealt,
  execute,
  expectRuleError,
  FD,
  newAnnouncements,
  newGame,
  night,
  promptsOf,
  rolesOf,
  roomView,
  run,
  step,
} from './helpers.ts';

// Seats 1 and 2 are the mafia, 3 the angel, 4..7 villagers.
const SPEC = 'MMAVVVV';

describe('RULES §2 night first: every round is a night, then a day; the game starts with a night', () => {
  it('the deal is followed by night 1: no day before it', () => {
    const before = newGame(7);
    const game = step(before, { type: 'deal', roles: rolesOf(SPEC) });
    expect(game.state.phase).toBe('night');
    expect(game.state.round).toBe(1);
    expect(game.state.night).toEqual({ step: 'mafia', victim: null, check: null });
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'game-started', players: 7 },
      { kind: 'night-fell', round: 1 },
    ]);
  });

  it('night 1 is followed by day 1, which is followed by night 2', () => {
    let game = dayOne(SPEC, 4);
    expect([game.state.phase, game.state.round]).toEqual(['day', 1]);
    game = step(game, { type: 'no-more-accusations' });
    expect([game.state.phase, game.state.round]).toEqual(['night', 2]);
    game = night(game, 5);
    expect([game.state.phase, game.state.round]).toEqual(['day', 2]);
  });

  it('no day business at night', () => {
    const game = dealt(SPEC);
    expectRuleError(game, { type: 'accuse', accuser: 4, accused: 1 }, 'french-deck.wrong-phase', {
      command: 'accuse',
      phase: 'night',
    });
    expectRuleError(game, { type: 'call-vote' }, 'french-deck.wrong-phase', { phase: 'night' });
    expectRuleError(game, { type: 'resolve-vote', guilty: 7 }, 'french-deck.wrong-phase', { phase: 'night' });
    expectRuleError(game, { type: 'no-more-accusations' }, 'french-deck.wrong-phase', { phase: 'night' });
  });
});

describe('RULES §2 night: the mafia wake and agree on one victim, the moderator records one name', () => {
  it('the script: everyone closes their eyes, then the mafia wake (their seats named)', () => {
    expect(FD.prompts(dealt(SPEC).state)).toEqual([
      { key: 'prompt.french-deck.night.close-eyes', params: { round: 1 }, commands: [] },
      {
        key: 'prompt.french-deck.night.mafia',
        params: { round: 1, seats: '1, 2', wait: 0 },
        commands: ['mafia-kill'],
        timer: { kind: 'agreement', seat: null },
      },
    ]);
  });

  it("the victim is recorded, secretly, and the angel's step follows", () => {
    const before = dealt(SPEC);
    const game = step(before, { type: 'mafia-kill', target: 5 });
    expect(game.state.night).toEqual({ step: 'angel', victim: 5, check: null });
    expect(game.state.players[4]!.alive).toBe(true);
    expect(newAnnouncements(before, game)).toEqual([]);
  });

  it('the victim must be a living player of the table', () => {
    // Night 2: seat 4 was killed in night 1, seat 7 executed on day 1.
    const nightTwo = execute(dayOne(SPEC, 4), 7);
    expect(nightTwo.state.phase).toBe('night');
    expectRuleError(nightTwo, { type: 'mafia-kill', target: 4 }, 'french-deck.victim-must-be-living', { seat: '4' });
    expectRuleError(nightTwo, { type: 'mafia-kill', target: 7 }, 'french-deck.victim-must-be-living', { seat: '7' });
    expectRuleError(nightTwo, { type: 'mafia-kill', target: 8 }, 'french-deck.victim-must-be-living');
    expectRuleError(nightTwo, { type: 'mafia-kill', target: 0 }, 'french-deck.victim-must-be-living');
  });

  it('decision: nobody is not a victim — the mafia kill every night', () => {
    expectRuleError(dealt(SPEC), { type: 'mafia-kill', target: null as never }, 'french-deck.victim-must-be-living', {
      seat: 'null',
    });
  });

  it('decision: the mafia may name one of their own (even the one who points)', () => {
    const game = night(dealt('MMMAVVVV'), 2);
    expect(game.state.players[1]).toMatchObject({ alive: false, eliminated: { cause: 'killed', round: 1 } });
    expect(game.state.phase).toBe('day');
    expect(night(dealt('MMMAVVVV'), 1).state.players[0]!.alive).toBe(false);
  });

  it('one victim a night: a second name is refused (undo to change it)', () => {
    const game = run(dealt(SPEC), { type: 'mafia-kill', target: 5 });
    expectRuleError(game, { type: 'mafia-kill', target: 6 }, 'french-deck.wrong-step', {
      command: 'mafia-kill',
      step: 'angel',
    });
    const undone = step(game, { type: 'undo' });
    expect(step(undone, { type: 'mafia-kill', target: 6 }).state.night).toMatchObject({ victim: 6 });
  });
});

describe('RULES §2 night: the angel wakes, points at a player, and the moderator nods whether he is a mafioso', () => {
  const angelStep = () => run(dealt(SPEC), { type: 'mafia-kill', target: 5 });

  it('the script calls the angel by his seat', () => {
    expect(FD.prompts(angelStep().state)).toEqual([
      { key: 'prompt.french-deck.night.angel', params: { round: 1, seat: 3, wait: 0 }, commands: ['angel-check'] },
    ]);
  });

  it('pointing at a mafioso: the prompt gives the answer "yes" to nod', () => {
    const game = step(angelStep(), { type: 'angel-check', target: 2 });
    expect(game.state.night).toEqual({ step: 'dawn', victim: 5, check: { target: 2, mafioso: true } });
    expect(FD.prompts(game.state)).toEqual([
      { key: 'prompt.french-deck.night.angel-answer', params: { seat: 3, target: 2, answer: 'yes' }, commands: [] },
      { key: 'prompt.french-deck.night.dawn', params: { round: 1, victim: 5 }, commands: ['end-night'] },
    ]);
  });

  it('pointing at a villager: the answer is "no"', () => {
    const game = step(angelStep(), { type: 'angel-check', target: 6 });
    expect(promptsOf(game)[0]).toEqual(['prompt.french-deck.night.angel-answer', { seat: 3, target: 6, answer: 'no' }]);
  });

  it('decision: the angel may point at himself — the answer is "no"', () => {
    const game = step(angelStep(), { type: 'angel-check', target: 3 });
    expect(game.state.night?.check).toEqual({ target: 3, mafioso: false });
    expect(promptsOf(game)[0]).toEqual(['prompt.french-deck.night.angel-answer', { seat: 3, target: 3, answer: 'no' }]);
  });

  it("decision: the angel may point at the night's victim, who is still alive until dawn", () => {
    const game = step(angelStep(), { type: 'angel-check', target: 5 });
    expect(game.state.night?.check).toEqual({ target: 5, mafioso: false });
  });

  it('decision: the angel chosen as the victim still wakes and checks that night (he dies at dawn)', () => {
    const game = run(dealt(SPEC), { type: 'mafia-kill', target: 3 });
    expect(promptsOf(game)).toEqual([['prompt.french-deck.night.angel', { round: 1, seat: 3, wait: 0 }]]);
    const checked = step(game, { type: 'angel-check', target: 1 });
    expect(checked.state.night?.check).toEqual({ target: 1, mafioso: true });
    expect(step(checked, { type: 'end-night' }).state.players[2]!.alive).toBe(false);
  });

  it('decision: a living angel who does not point gets no answer; the dawn follows', () => {
    const game = step(angelStep(), { type: 'angel-check', target: null });
    expect(game.state.night).toEqual({ step: 'dawn', victim: 5, check: null });
    expect(promptsOf(game)).toEqual([['prompt.french-deck.night.dawn', { round: 1, victim: 5 }]]);
  });

  it('decision: a dead player cannot be checked (his card is already face up)', () => {
    const game = run(execute(dayOne(SPEC, 4), 7), { type: 'mafia-kill', target: 5 });
    expectRuleError(game, { type: 'angel-check', target: 4 }, 'french-deck.check-target-must-be-living', { seat: '4' });
    expectRuleError(game, { type: 'angel-check', target: 7 }, 'french-deck.check-target-must-be-living');
    expectRuleError(game, { type: 'angel-check', target: 99 }, 'french-deck.check-target-must-be-living');
  });

  it('the angel comes after the mafia, and checks once', () => {
    expectRuleError(dealt(SPEC), { type: 'angel-check', target: 1 }, 'french-deck.wrong-step', {
      command: 'angel-check',
      step: 'mafia',
    });
    const game = run(angelStep(), { type: 'angel-check', target: 1 });
    expectRuleError(game, { type: 'angel-check', target: 2 }, 'french-deck.wrong-step', { step: 'dawn' });
  });

  it("the check is kept in the night's secret record", () => {
    const game = run(angelStep(), { type: 'angel-check', target: 2 }, { type: 'end-night' });
    expect(game.state.nightHistory).toEqual([{ round: 1, victim: 5, check: { target: 2, mafioso: true } }]);
  });

  it('the check is answered from the roles at that night: the same player checked twice gives the same answer', () => {
    let game = night(dealt(SPEC), 5, 2);
    game = night(step(game, { type: 'no-more-accusations' }), 6, 2);
    expect(game.state.nightHistory.map((n) => n.check)).toEqual([
      { target: 2, mafioso: true },
      { target: 2, mafioso: true },
    ]);
  });
});

describe('RULES "Things every ruleset shares": the dead angel\'s step is still called, marked wait', () => {
  // Day 1: the angel (seat 3) is executed; night 2 comes.
  const nightAfterAngelDied = () => run(execute(dayOne(SPEC, 4), 3), { type: 'mafia-kill', target: 5 });

  it('the prompt calls the angel with wait: 1', () => {
    expect(FD.prompts(nightAfterAngelDied().state)).toEqual([
      { key: 'prompt.french-deck.night.angel', params: { round: 2, seat: 3, wait: 1 }, commands: ['angel-check'] },
    ]);
  });

  it('the moderator passes the step with no target; no answer is prompted', () => {
    const game = step(nightAfterAngelDied(), { type: 'angel-check', target: null });
    expect(game.state.night).toEqual({ step: 'dawn', victim: 5, check: null });
    expect(promptsOf(game)).toEqual([['prompt.french-deck.night.dawn', { round: 2, victim: 5 }]]);
  });

  it('a dead angel points at nobody', () => {
    expectRuleError(nightAfterAngelDied(), { type: 'angel-check', target: 1 }, 'french-deck.angel-is-dead', {
      seat: 3,
    });
  });

  it('the wait changes nothing the room sees', () => {
    const dead = nightAfterAngelDied();
    const waited = step(dead, { type: 'angel-check', target: null });
    expect(roomView(waited.state, 'g')).toEqual(roomView(dead.state, 'g'));
  });
});

describe('RULES §2 dawn: the victim is announced and his card turned over', () => {
  it('the dawn kills the victim, reveals his card and begins the day', () => {
    const before = run(dealt(SPEC), { type: 'mafia-kill', target: 5 }, { type: 'angel-check', target: 1 });
    const game = step(before, { type: 'end-night' });
    expect(game.state.players[4]).toMatchObject({ alive: false, eliminated: { cause: 'killed', round: 1 } });
    expect(game.state.night).toBeNull();
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'killed', seat: 5 },
      { kind: 'card-revealed', seat: 5, role: 'villager' },
      { kind: 'day-began', round: 1 },
    ]);
    expect(roomView(game.state, 'g').players[4]).toMatchObject({ alive: false, role: 'villager' });
  });

  it("the dawn comes after the angel's step", () => {
    expectRuleError(dealt(SPEC), { type: 'end-night' }, 'french-deck.wrong-step', {
      command: 'end-night',
      step: 'mafia',
    });
    expectRuleError(
      run(dealt(SPEC), { type: 'mafia-kill', target: 5 }),
      { type: 'end-night' },
      'french-deck.wrong-step',
      { step: 'angel' },
    );
  });

  it('nothing of the night reaches the room before the dawn', () => {
    const start = dealt(SPEC);
    const chosen = step(start, { type: 'mafia-kill', target: 5 });
    const checked = step(chosen, { type: 'angel-check', target: 1 });
    expect(roomView(chosen.state, 'g')).toEqual(roomView(start.state, 'g'));
    expect(roomView(checked.state, 'g')).toEqual(roomView(start.state, 'g'));
  });
});
