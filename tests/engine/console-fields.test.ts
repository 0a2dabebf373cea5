/**
 * The console's fields of every ruleset's moderator view (issue 14, "One console"): the seats as the
 * console draws them, who may vote and what carries the vote, worked out by the engine so that no rule
 * lives in the renderer. The rules the 1987 vote panel used to work out on screen are checked here.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  decideStep,
  moderatorView as anyModeratorView,
  publicViewOfGame,
  RULESETS,
  type GameSetup,
  type RulesetId,
} from '../../shared/engine/index.ts';
import { seededPick } from '../../shared/engine/simulate/random-game.ts';
import { commandShapes } from '../../shared/contract/command-fields.ts';
import { dayOne, execute, moderatorView, run, step, toNight } from './helpers.ts';
import { playedOut } from './engine-kit.ts';

const R = 'davidoff-1987';

describe('davidoff-1987: the seats and the ballot the console shows', () => {
  it('gives each seat its name, role, whether it is in, and how and when it left', () => {
    const game = execute(dayOne('MMHHHHH'), 3, 1);
    const seats = moderatorView(game, 'g').seats;
    expect(seats.map((s) => s.seat)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seats[0]).toEqual({
      seat: 1,
      name: 'P1',
      role: 'mafia',
      second: null,
      alive: true,
      remarks: null,
      penalty: null,
      out: null,
      outRound: null,
    });
    expect(seats[2]).toMatchObject({ seat: 3, role: 'honest', alive: false, out: 'executed', outRound: 1 });
  });

  it('counts remarks on a seat with the discipline option, and none without it', () => {
    const game = step(dayOne('MMHHHHH', { discipline: true }), { type: 'remark', seat: 4 });
    expect(moderatorView(game, 'g').seats[3]).toMatchObject({ remarks: 1, penalty: null });
  });

  it('leaves the accused out of the voters of an accusation, and needs a majority of the entitled (RULES.md §1)', () => {
    const vote = step(dayOne('MMHHHHH'), { type: 'accuse', accuser: 1, accused: 2 });
    const ballot = moderatorView(vote, 'g').ballot!;
    expect(ballot.voters).toEqual([1, 3, 4, 5, 6, 7]);
    expect(ballot.barred).toEqual([{ seat: 2, code: `${R}.accused-does-not-vote` }]);
    expect(ballot.entitled).toBe(6);
    expect(ballot.majority).toEqual({ kind: 'hands', needed: 4 });
  });

  it('lets the proposer and every living player vote on a proposal of night', () => {
    const game = execute(dayOne('MMHHHHH'), 3, 1);
    const ballot = moderatorView(step(game, { type: 'propose-night', proposer: 4 }), 'g').ballot!;
    expect(ballot.voters).toEqual([1, 2, 4, 5, 6, 7]);
    expect(ballot.entitled).toBe(6);
    expect(ballot.majority).toEqual({ kind: 'hands', needed: 4 });
  });

  it('counts a majority of all the living with that option, the accused included', () => {
    const vote = step(dayOne('MMHHHHH', { majorityBasis: 'living' }), { type: 'accuse', accuser: 1, accused: 2 });
    const ballot = moderatorView(vote, 'g').ballot!;
    expect(ballot.entitled).toBe(6);
    expect(ballot.majority).toEqual({ kind: 'hands', needed: 4 });
  });

  it('carries a vote on the votes cast by more hands for than against, with no fixed number', () => {
    const vote = step(dayOne('MMHHHHHH', { majorityBasis: 'cast' }), { type: 'accuse', accuser: 1, accused: 2 });
    const ballot = moderatorView(vote, 'g').ballot!;
    expect(ballot.entitled).toBe(7);
    expect(ballot.majority).toEqual({ kind: 'more-for' });
  });

  it('has no ballot outside a vote: by night, or in a day with no vote under way', () => {
    const day = dayOne('MMHHHHH');
    expect(moderatorView(day, 'g').ballot).toBeNull();
    expect(moderatorView(toNight(day), 'g').ballot).toBeNull();
  });

  it('counts the entitled with the vote command’s own rule: as many hands as the ballot lets vote, and no more', () => {
    const vote = step(dayOne('MMHHHHH'), { type: 'accuse', accuser: 1, accused: 2 });
    const { entitled } = moderatorView(vote, 'g').ballot!;
    expect(decideStep(vote, { type: 'resolve-vote', yes: entitled }).ok).toBe(true);
    const refused = decideStep(vote, { type: 'resolve-vote', yes: entitled + 1 });
    expect(refused.ok ? null : refused.error.code).toBe(`${R}.vote-count-out-of-range`);
    expect(run(vote, { type: 'resolve-vote', yes: 4 }).state.players[1]!.alive).toBe(false);
  });
});

/** Every state of a few random games of a ruleset, as the moderator sees it. */
function* viewsOf(rulesetId: RulesetId, games: number) {
  for (let g = 1; g <= games; g++) {
    const size = Math.min(9, RULESETS[rulesetId].maxPlayers);
    const players = Array.from({ length: size }, (_, i) => `P${i + 1}`);
    const created = createGame({ rulesetId, players, options: RULESETS[rulesetId].defaultOptions(size) } as GameSetup);
    if (!created.ok) throw new Error(created.error.code);
    for (const game of playedOut(created.value, seededPick(g), 'random', 3000))
      yield { game, view: anyModeratorView(game, 'g') };
  }
}

describe('every ruleset gives the console the same seat and vote fields', () => {
  for (const rulesetId of Object.keys(RULESETS) as RulesetId[]) {
    it(`${rulesetId}: a seat per player, and a ballot whose voters, bars and count agree`, () => {
      let ballots = 0;
      // Where the operator is a player (the ruleset hides part of his timeline: its `operatorEvent` hook, RULES.md
      // §5), his seats show an objective only as the table sees it: none before the end but what the public
      // view shows (a revealed Copag police officer), every one at the end.
      const operatorIsPlayer = RULESETS[rulesetId].operatorEvent !== undefined;
      // A ruleset votes where a command of its schema takes voters or counted hands.
      const votes = [...commandShapes(rulesetId).values()].some((shape) =>
        shape.fields.some((f) => f.kind === 'seats' || f.kind === 'count'),
      );
      for (const { game, view } of viewsOf(rulesetId, 4)) {
        const players = game.state.players as { seat: number; name: string; alive?: boolean; role: string | null }[];
        const publicRoles = new Map(
          (publicViewOfGame(game, 'g').players as { seat: number; role?: string | null }[]).map((p) => [
            p.seat,
            p.role ?? null,
          ]),
        );
        const shown = (p: (typeof players)[number]) =>
          operatorIsPlayer && game.state.phase !== 'ended' ? (publicRoles.get(p.seat) ?? null) : p.role;
        expect(view.seats.map((s) => [s.seat, s.name, s.alive, s.role])).toEqual(
          players.map((p) => [p.seat, p.name, p.alive ?? true, shown(p)]),
        );
        for (const seat of view.seats) expect(seat.out === null).toBe(seat.alive);
        expect(typeof view.round).toBe('number');
        const ballot = view.ballot;
        if (!ballot) continue;
        ballots++;
        const barred = new Set(ballot.barred.map((b) => b.seat));
        // A seat drawn as a voter may vote, or voted already for an earlier candidate (and is greyed).
        for (const seat of ballot.voters) expect(!barred.has(seat) || ballot.voted.includes(seat)).toBe(true);
        for (const seat of view.seats) if (!barred.has(seat.seat)) expect(ballot.voters).toContain(seat.seat);
        expect(ballot.entitled).toBeLessThanOrEqual(view.seats.filter((s) => s.alive).length);
        if (ballot.majority.kind === 'hands') expect(ballot.majority.needed).toBe(Math.floor(ballot.entitled / 2) + 1);
      }
      // A ruleset without votes (Copag's Máfia, rulebook 003): its ballot stays null throughout.
      if (!votes) expect(ballots).toBe(0);
      else expect(ballots, 'the random games called votes').toBeGreaterThan(0);
    });
  }
});
