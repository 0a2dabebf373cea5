import { describe, expect, it } from 'vitest';
import {
  acquit,
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
  toExecutionVote,
  type Game,
} from './helpers.ts';

/**
 * 1 P, 2 I, 3..6 citizens with these second roles: day 1 votes out 6, night 1 (the inspector checking `check`)
 * kills 5, day 2 votes out 4, which leaves 1, 2, 3 in the endgame.
 */
function endgameOfThree(seconds: string, check: number): Game {
  const game = playNight(execute(dayOne('PICCCC', seconds), 6), { check, hands: { 1: 5 } });
  return execute(game, 4);
}

/** The death steps a game's log ended, in order. */
function deathSteps(game: Game): number[][] {
  return game.log.flatMap((e) => (e.event.type === 'death-step-ended' ? [e.event.seats] : []));
}

/** The kamikaze names his victim. */
function names(game: Game, kamikaze: number, target: number): Game {
  return step(game, { type: 'kamikaze-names', kamikaze, target });
}

describe('RULES §3 kamikaze: whenever he dies he names a player who dies with him, in the SAME death step', () => {
  it('a citizen kamikaze executed by day: the day waits for his naming, then both die in one step', () => {
    // 1 P, 2 M, 3 I, 4 K (citizen kamikaze), 5..10 citizens.
    const before = toExecutionVote(dayOne('PMIKCCCCCC'), 4);
    let game = step(before, { type: 'execution-vote', yes: 10 });
    expect(game.state.phase).toBe('day');
    expect(game.state.chain).toMatchObject({ step: [4], namings: [4] });
    expect(promptKeys(game)).toEqual(['kamikaze-names']);
    expect(publicOf(game).naming).toEqual([4]);
    expectRuleError(game, { type: 'end-day' }, 'mensa-hungariqa.kamikaze-must-name-first');
    expectRuleError(game, { type: 'accuse', accuser: 5, accused: 6 }, 'mensa-hungariqa.kamikaze-must-name-first');
    expectRuleError(
      game,
      { type: 'kamikaze-names', kamikaze: 4, target: 4 },
      'mensa-hungariqa.kamikaze-target-must-be-living',
    );
    expectRuleError(game, { type: 'kamikaze-names', kamikaze: 5, target: 2 }, 'mensa-hungariqa.not-a-kamikaze-to-name');
    game = names(game, 4, 2);
    expect(game.state.players[1]!.death).toEqual({ cause: 'kamikaze', round: 1, time: 'day', by: 4 });
    expect(deathSteps(game)).toEqual([[4, 2]]);
    expect(game.state.phase).toBe('night');
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'execution-result', accused: 4, yes: 10, needed: 6, passed: true },
      { kind: 'executed', seat: 4 },
      { kind: 'kamikaze-to-name', seat: 4 },
      { kind: 'took-along', seat: 2, by: 4 },
      { kind: 'night-fell', round: 1 },
    ]);
  });

  it('a mafioso kamikaze killed by his own mafia at night names at dawn', () => {
    // 1 P, 2 X (mafioso kamikaze), 3 I, 4..10 citizens: the mafia kill seat 2, who votes for himself.
    let game = step(dayOne('PXICCCCCCC'), { type: 'end-day' });
    game = playNight(game, { check: 5, hands: { 1: 2, 2: 2 } });
    expect(game.state.phase).toBe('day');
    expect(game.state.chain!.namings).toEqual([2]);
    game = names(game, 2, 7);
    expect(game.state.players[6]!.death).toEqual({ cause: 'kamikaze', round: 1, time: 'night', by: 2 });
    expect(game.state.phase).toBe('day');
    expect(game.state.round).toBe(2);
    expect(game.state.chain).toBeNull();
  });

  it('the kamikaze dealt as a second role on top of any role: an inspector kamikaze killed at night', () => {
    let game = step(dayOne('PMMICCCCCC', '...k'), { type: 'end-day' });
    game = playNight(game, { check: 5, hands: { 1: 4, 2: 4, 3: 4 } });
    expect(game.state.chain!.namings).toEqual([4]);
    game = names(game, 4, 1);
    expect(living(game)).toEqual([2, 3, 5, 6, 7, 8, 9, 10]);
  });

  it("his victim may be the protected citizen: the pardon is only for a day's sentence", () => {
    let game = execute(dayOne('PMIKQCCCCC'), 4);
    game = names(game, 4, 5);
    expect(game.state.players[4]!.alive).toBe(false);
    expect(game.state.announcements).not.toContainEqual({ kind: 'pardoned', seat: 5 });
  });

  it('a mafioso who is the second-round kamikaze, voted out by day, names too', () => {
    let game = execute(dayOne('PMMICCCCCC', '..k'), 3);
    expect(game.state.chain!.namings).toEqual([3]);
    game = names(game, 3, 4);
    expect(deathSteps(game)).toEqual([[3, 4]]);
  });

  it('the win check waits for the naming: parity by his own death alone does not end the game', () => {
    // 1 P, 2 M, 3 I, 4 K, 5..7 citizens. Day 1: 7 out; night 1: 6 killed; day 2: living 1..5 (2 mafia, 3 citizens).
    let game = execute(dayOne('PMIKCCC'), 7);
    game = playNight(game, { check: 5, hands: { 1: 6, 2: 6 } });
    expect(living(game)).toEqual([1, 2, 3, 4, 5]);
    // Executing the kamikaze leaves 2 mafia and 2 citizens, parity, but he takes a mafioso in the same step.
    game = execute(game, 4);
    expect(game.state.phase).toBe('day');
    game = names(game, 4, 2);
    expect(deathSteps(game).at(-1)).toEqual([4, 2]);
    expect(game.state.phase).toBe('day');
    expect(game.state.endgame).toBe(true);
  });

  it('voted out in the endgame, a kamikaze still takes one of the other two with him', () => {
    // 1 P (kamikaze second role), 2 I, 3..6 citizens; the endgame leaves 1, 2, 3; seat 1 is voted out.
    let game = endgameOfThree('k', 5);
    expect(game.state.endgame).toBe(true);
    game = execute(game, 1);
    expect(game.state.phase).toBe('day');
    game = names(game, 1, 2);
    expect(living(game)).toEqual([3]);
    expect(game.state.outcome!.winner).toBe('citizens');
  });
});

describe('RULES §3 lovers: when one dies, the other dies in the NEXT death step', () => {
  it('the mafia kill a lover; the other lover dies in the next step', () => {
    let game = step(dayOne('PMMICCCCCC', '....l...l'), { type: 'end-day' });
    const before = game;
    game = playNight(game, { check: 6, hands: { 1: 5, 2: 5, 3: 5 } });
    expect(deathSteps(game)).toEqual([[5], [9]]);
    expect(game.state.players[8]!.death).toEqual({ cause: 'heartbroken', round: 1, time: 'night', by: 5 });
    // The room hears a plain death (club tryout: "Grace (7) dies of a broken heart after Dave (4)" told the room
    // who the lovers were; RULES.md §3: the extra roles stay secret, only the corner grocer's is announced).
    expect(newAnnouncements(before, game).slice(-3)).toEqual([
      { kind: 'killed', seat: 5 },
      { kind: 'died', seat: 9 },
      { kind: 'day-began', round: 2 },
    ]);
    const seen = publicOf(game.state).players[8]!;
    expect(seen.death).toEqual({ cause: 'died', round: 1, time: 'night', by: null });
    expect(JSON.stringify(publicOf(game.state))).not.toMatch(/heartbroken|partner/);
  });

  it("the win check between the steps decides for the later one's team: the last mafioso's lover is voted out", () => {
    // 1 P (lover), 2 I, 3 C (lover), 4..6 C. Day 1: 6 out; night 1: 5 killed; day 2: living 1..4; 4 out → endgame.
    let game = endgameOfThree('l.l', 3);
    expect(game.state.endgame).toBe(true);
    // The endgame: the citizens vote out seat 3, the mafioso's lover: 1 mafioso vs 1 citizen, the mafia win
    // before the mafioso can die of a broken heart.
    game = execute(game, 3);
    expect(game.state.outcome!.winner).toBe('mafia');
    expect(game.state.players[0]!.alive).toBe(true);
    expect(deathSteps(game).at(-1)).toEqual([3]);
  });
});

describe('RULES §3 mass deaths: chains, with the win check between the steps', () => {
  it('kamikaze → kamikaze: both victims die in the same step as the first kamikaze', () => {
    // 1 P, 2 M, 3 X (mafioso kamikaze), 4 I, 5 K (citizen kamikaze), 6..12 citizens.
    let game = execute(dayOne('PMXIKCCCCCCC'), 5);
    game = names(game, 5, 3);
    expect(game.state.chain!.namings).toEqual([3]);
    expect(game.state.chain!.step).toEqual([5, 3]);
    game = names(game, 3, 12);
    expect(deathSteps(game)).toEqual([[5, 3, 12]]);
    expect(game.state.phase).toBe('night');
  });

  it("kamikaze → lover → next step: the lover's partner dies one step later", () => {
    // 1 P, 2 M, 3 I, 4 K, 5..10 citizens; lovers at 6 and 2.
    let game = execute(dayOne('PMIKCCCCCC', '.l...l'), 4);
    game = names(game, 4, 6);
    expect(deathSteps(game)).toEqual([[4, 6], [2]]);
    expect(game.state.players[1]!.death).toMatchObject({ cause: 'heartbroken', by: 6 });
  });

  it('HARD CASE: a kamikaze names a lover whose partner is the last mafioso — parity after the first step: the mafia win', () => {
    // 1 P (lover, the only mafioso), 2 K, 3 I, 4 C (lover), 5, 6 citizens.
    let game = execute(dayOne('PKICCC', 'l..l'), 6);
    game = playNight(game, { check: 4, hands: { 1: 5 } });
    expect(living(game)).toEqual([1, 2, 3, 4]);
    game = names(execute(game, 2), 2, 4);
    // Step 1 {2, 4}: 1 mafioso vs 1 citizen (the inspector): parity, before the mafioso's heartbreak.
    expect(deathSteps(game)).toEqual([[6], [5], [2, 4]]);
    expect(game.state.outcome).toEqual({ winner: 'mafia', scores: null, winners: [1] });
    expect(game.state.players[0]!.alive).toBe(true);
  });

  it('HARD CASE: the same with one more citizen — no parity after the first step; the mafioso dies in the next: the citizens win', () => {
    // 1 P (lover), 2 K, 3 I, 4 C (lover), 5..7 citizens.
    let game = execute(dayOne('PKICCCC', 'l..l'), 7);
    game = playNight(game, { check: 4, hands: { 1: 6 } });
    expect(living(game)).toEqual([1, 2, 3, 4, 5]);
    game = names(execute(game, 2), 2, 4);
    expect(deathSteps(game).slice(-2)).toEqual([[2, 4], [1]]);
    expect(game.state.outcome!.winner).toBe('citizens');
    expect(game.state.outcome!.winners).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('a kamikaze who is a lover: his victim dies with him, his partner in the next step', () => {
    let game = execute(dayOne('PMIKCCCCCC', '...l.l'), 4);
    game = names(game, 4, 2);
    expect(deathSteps(game)).toEqual([[4, 2], [6]]);
  });
});

describe('RULES §3 corner grocer (option): his death is announced as such', () => {
  it('executed: the room hears that the corner grocer died, and sees his role', () => {
    const before = toExecutionVote(dayOne('PMMIGCCCCC'), 5);
    const game = step(before, { type: 'execution-vote', yes: 10 });
    expect(newAnnouncements(before, game)).toContainEqual({ kind: 'grocer-died', seat: 5 });
    expect(publicOf(game).players[4]!.role).toBe('grocer');
    expect(publicOf(game).players.filter((p) => p.role !== null)).toHaveLength(1);
  });

  it('killed at night: announced at dawn', () => {
    const game = playNight(step(dayOne('PMMIGCCCCC'), { type: 'end-day' }), { check: 6, hands: { 1: 5, 2: 5, 3: 5 } });
    expect(game.state.announcements.slice(-3)).toEqual([
      { kind: 'killed', seat: 5 },
      { kind: 'grocer-died', seat: 5 },
      { kind: 'day-began', round: 2 },
    ]);
  });
});

describe('RULES §3 the end: citizens win when every mafioso is dead; the mafia when they equal the citizens', () => {
  it('parity: living mafiosi equal living citizens — the mafia win', () => {
    // 1 P, 2 M, 3 I, 4..6 citizens.
    let game = execute(dayOne('PMICCC'), 6);
    game = playNight(game, { check: 4, hands: { 1: 5, 2: 5 } });
    expect(game.state.phase).toBe('ended');
    expect(game.state.outcome).toEqual({ winner: 'mafia', scores: null, winners: [1, 2] });
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'game-over', winner: 'mafia' });
    const view = publicOf(game);
    expect(view.players.map((p) => p.role)).toEqual([
      'protected-mafioso',
      'mafioso',
      'inspector',
      'citizen',
      'citizen',
      'citizen',
    ]);
    expect(view.result).toEqual({ winner: 'mafia', winners: [1, 2] });
  });

  it('every mafioso dead: the citizens win', () => {
    let game = execute(dayOne('PMICCC'), 1);
    game = playNight(game, { check: 4, hands: { 2: 6 } });
    game = execute(game, 2);
    expect(game.state.outcome).toEqual({ winner: 'citizens', scores: null, winners: [3, 4, 5, 6] });
    expectRuleError(game, { type: 'end-day' }, 'mensa-hungariqa.game-over');
  });
});

describe('RULES §3 collaborator (option): a citizen who wins if the mafia win', () => {
  it('counts as a citizen for parity, and wins with the mafia', () => {
    // 1 P, 2 M, 3 I, 4 L, 5, 6 citizens. Without him the mafia would be at parity sooner.
    let game = execute(dayOne('PMILCC'), 6);
    game = playNight(game, { check: 4, hands: { 1: 5, 2: 5 } });
    expect(living(game)).toEqual([1, 2, 3, 4]);
    expect(game.state.outcome!.winner).toBe('mafia');
    expect(game.state.outcome!.winners).toEqual([1, 2, 4]);
  });

  it('HARD CASE: he is the last survivor — the citizens have won and he loses', () => {
    // 1 P, 2 X (mafioso kamikaze), 3 I, 4 L (collaborator), 5 K (citizen kamikaze), 6, 7 citizens.
    let game = execute(dayOne('PXILKCC'), 1);
    game = playNight(game, { check: 4, hands: { 2: 3 } });
    game = execute(game, 7);
    expect(living(game)).toEqual([2, 4, 5, 6]);
    // Night 2: the lone mafioso kamikaze kills himself; he takes the citizen kamikaze, who takes seat 6.
    game = playNight(game, { hands: { 2: 2 } });
    game = names(names(game, 2, 5), 5, 6);
    expect(living(game)).toEqual([4]);
    expect(game.state.outcome!.winner).toBe('citizens');
    expect(game.state.outcome!.winners).not.toContain(4);
  });
});

describe('RULES §3 endgame: with three players left no night may be called; the day goes on until two vote the third out', () => {
  /** 1 P, 2 I, 3..6 citizens; day 1: 6 out; night 1: 5 killed; day 2: 4 out → three left. */
  function endgame(): Game {
    let game = execute(dayOne('PICCCC'), 6);
    game = playNight(game, { check: 3, hands: { 1: 5 } });
    return execute(game, 4);
  }

  it('the endgame begins after the death that leaves three: no night falls', () => {
    const game = endgame();
    expect(game.state.phase).toBe('day');
    expect(game.state.round).toBe(2);
    expect(game.state.endgame).toBe(true);
    expect(game.state.announcements.at(-1)).toEqual({ kind: 'endgame-began' });
    expect(promptKeys(game)).toEqual(['endgame']);
    expect(publicOf(game).day).toEqual({ trials: 1, max: 3, endgame: true });
  });

  it('the moderator cannot end the day, and there is no limit on the accusations', () => {
    let game = endgame();
    expectRuleError(game, { type: 'end-day' }, 'mensa-hungariqa.endgame-has-no-night');
    game = acquit(acquit(acquit(acquit(game, 1), 2), 3), 1);
    expect(game.state.day!.trials).toBe(5);
    expect(game.state.phase).toBe('day');
  });

  it('two of three vote the third out: the mafioso — the citizens win', () => {
    const game = endgame();
    const voted = run(toExecutionVote(game, 1), { type: 'execution-vote', yes: 2, voters: [2, 3] });
    expect(voted.state.outcome!.winner).toBe('citizens');
  });

  it('two of three vote out a citizen: the mafia win', () => {
    const game = step(toExecutionVote(endgame(), 3), { type: 'execution-vote', yes: 2 });
    expect(game.state.outcome!.winner).toBe('mafia');
  });

  it('one hand is not a majority of three', () => {
    const game = step(toExecutionVote(endgame(), 3), { type: 'execution-vote', yes: 1 });
    expect(game.state.players[2]!.alive).toBe(true);
    expect(MENSA.prompts(game.state)[0]!.key).toBe('prompt.mensa-hungariqa.endgame');
  });

  it('the endgame also begins at dawn when the night leaves three', () => {
    // 1 P, 2 I, 3..6 citizens; day 1: 6 out; night 1: 5 killed → day 2: four; 4 out → three.
    let game = execute(dayOne('PICCCCC'), 7);
    game = playNight(game, { check: 3, hands: { 1: 6 } });
    game = execute(game, 5);
    game = playNight(game, { check: 3, hands: { 1: 4 } });
    expect(living(game)).toHaveLength(3);
    expect(game.state.endgame).toBe(true);
    expect(game.state.announcements.slice(-3)).toEqual([
      { kind: 'killed', seat: 4 },
      { kind: 'day-began', round: 3 },
      { kind: 'endgame-began' },
    ]);
  });
});
