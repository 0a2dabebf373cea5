/**
 * The views (RULES.md §5, issue 15 "Secrecy"): the operator is one of the players, so his screen shows
 * no objective, ever; the projector shows the table; each phone shows its own objective.
 */
import * as v from 'valibot';
import { createGame } from '../../../shared/engine/index.ts';
import { copagMafia } from '../../../shared/engine/rulesets/copag-mafia/index.ts';
import { describe, expect, it } from 'vitest';
import { operatorEvent } from '../../../shared/engine/rulesets/copag-mafia/operator-event.ts';
import { playerCard } from '../../../shared/engine/rulesets/copag-mafia/player-view.ts';
import { CopagCommandSchema, CopagCreateSchema } from '../../../shared/engine/rulesets/copag-mafia/schemas.ts';
import { seededPick } from '../../../shared/engine/simulate/random-game.ts';
import { viewerBodyOf } from '../../../shared/engine/views/viewer-view.ts';
import {
  blue,
  CM,
  dealtGame,
  eventsOf,
  objectivesShown,
  operatorView,
  playOut,
  playing,
  roomView,
  step,
  run,
  yellow,
  type Role,
} from './helpers.ts';

const FIVE: Role[] = ['police', 'mafioso', 'mafioso', 'police', 'mafioso'];

function game() {
  return playing(FIVE, { card: { cards: 3 }, members: [1, 2] }, { card: { colour: 'yellow' }, members: [3, 4] });
}

describe('copag-mafia views', () => {
  it('the projector shows the score, both missions, whose turn, and what each card placed shows', () => {
    const view = roomView(step(game(), { type: 'contribute', mission: 1 }).state);
    expect(view.score).toEqual({ successes: 0, sabotages: 0, needed: 4 });
    expect(
      view.missions.map(
        (m) => m && { number: m.number, members: m.members, placed: m.placed.length, colour: m.colour, value: m.value },
      ),
    ).toEqual([
      { number: 1, members: [1, 2], placed: 2, colour: 'blue', value: 6 },
      { number: 2, members: [3, 4], placed: 1, colour: 'yellow', value: 6 },
    ]);
    expect(view.turn).toEqual({ seat: 2, stage: 'action', draw: 1, keep: 1 });
    expect(view.players.map((p) => p.role)).toEqual([null, null, null, null, null]);
  });

  it("the operator's view is the table's plus the station's helpers, and never an objective", () => {
    const state = game().state;
    const operator = operatorView(state);
    expect(objectivesShown(operator)).toEqual([]);
    expect(operator.free).toEqual([5]);
    // The rulebook's named card is offered while it is off the table, and not while it is open (a card is there once).
    expect(operatorView(dealtGame(FIVE).state).knownMissions[0]).toMatchObject({
      name: 'Invasão da delegacia',
      value: 6,
      colour: 'blue',
    });
    expect(operator.knownMissions.map((m) => m.name)).not.toContain('Invasão da delegacia');
    expect(
      CM.prompts(state)
        .flatMap((p) => Object.values(p.params))
        .join(' '),
    ).not.toMatch(/mafioso|police/);
  });

  it("the operator's timeline never carries the dealt objectives", () => {
    const events = eventsOf(game());
    expect(objectivesShown(events)).not.toEqual([]);
    expect(objectivesShown(events.map(operatorEvent))).toEqual([]);
  });

  it("a face-down card's face is not shown before the reveal; the revealed cards and sum are, after", () => {
    let current = run(game(), { type: 'contribute', mission: 1 }, { type: 'contribute', mission: 1 });
    expect(JSON.stringify(roomView(current.state).missions[0]!.placed)).not.toMatch(/colour/);
    current = step(current, { type: 'reveal-mission', cards: [blue(4), yellow(1), blue(3)] });
    expect(roomView(current.state).history[0]).toMatchObject({
      number: 1,
      result: 'success',
      sum: 6,
      cards: [blue(4), yellow(1), blue(3)],
    });
  });

  it('each phone card shows only its own objective; the result shows them all', () => {
    const state = game().state;
    expect(playerCard(state, 1)).toEqual({
      seat: 1,
      name: 'P1',
      role: 'police',
      team: 'police',
      teammates: [],
      character: 'enrico',
      seen: [],
    });
    expect(playerCard(state, 2)).toMatchObject({ role: 'mafioso', team: 'mafia', teammates: [] });
    expect(playerCard(state, 9)).toBeNull();
  });

  it("the stream's viewers never get an objective before the result, however late the feed (issue 15)", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const games = playOut(game(), seededPick(seed));
      const last = games.at(-1)!.state;
      expect(last.phase, `seed ${seed}: the game ends`).toBe('ended');
      for (const [i, { state }] of games.slice(0, -1).entries())
        expect(objectivesShown(viewerBodyOf(state), state), `seed ${seed} step ${i}`).toEqual([]);
      // The result reveals every objective (issue 15 "The score and the end"), the stream's included.
      expect(viewerBodyOf(last).seats.map((s) => s.role)).toEqual(FIVE);
      expect(viewerBodyOf(last).seats.map((s) => s.team)).toEqual(
        FIVE.map((r) => (r === 'police' ? 'police' : 'mafia')),
      );
    }
    // A revealed officer is public to the end: the stream names him as the room does.
    const revealed = step(game(), { type: 'reveal-police', seat: 4 }).state;
    expect(viewerBodyOf(revealed).seats.map((s) => s.role)).toEqual([null, null, null, 'police', null]);
  });

  it('a revealed police officer is public to the end', () => {
    const revealed = step(game(), { type: 'reveal-police', seat: 4 });
    expect(roomView(revealed.state).players[3]).toMatchObject({ revealed: true, role: 'police' });
    expect(objectivesShown(operatorView(revealed.state), revealed.state)).toEqual([]);
    // The console's seat row shows what the table knows: his objective, and nobody else's.
    expect(operatorView(revealed.state).seats.map((s) => s.role)).toEqual([null, null, null, 'police', null]);
  });

  it("the secrecy check reads who revealed from the state, not from the view's own flag", () => {
    const state = game().state;
    expect(objectivesShown({ players: [{ seat: 2, revealed: true, role: 'mafioso' }] }, state)).toEqual([
      '$.players[0].role=mafioso',
    ]);
    const revealed = step(game(), { type: 'reveal-police', seat: 4 }).state;
    expect(
      objectivesShown(
        {
          seats: [
            { seat: 1, role: 'police' },
            { seat: 4, role: 'police' },
          ],
        },
        revealed,
      ),
    ).toEqual(['$.seats[0].role=police']);
  });

  it("the schemas take the window's commands without their random outcomes, and refuse a bad shape", () => {
    expect(
      v.safeParse(CopagCommandSchema, {
        type: 'open-mission',
        card: { name: 'X', recruits: 2, cards: 4, value: 6, colour: 'blue' },
      }).success,
    ).toBe(true);
    expect(v.safeParse(CopagCommandSchema, { type: 'assign-characters' }).success).toBe(true);
    expect(
      v.safeParse(CopagCommandSchema, { type: 'play-card', card: 'tommy-gun', direction: 'next', francesca: true })
        .success,
    ).toBe(true);
    expect(
      v.safeParse(CopagCommandSchema, { type: 'contribute', mission: 1, card: { colour: 'red', value: 2 } }).success,
    ).toBe(false);
    expect(v.safeParse(CopagCommandSchema, { type: 'vincenzo', shift: 1 }).success).toBe(false);
    expect(
      v.safeParse(CopagCreateSchema, {
        rulesetId: 'copag-mafia',
        players: ['A', 'B', 'C'],
        options: { dealing: 'physical' },
      }).success,
    ).toBe(true);
    // The seat is the shared one (1–16, the console's seat control); a first seat beyond this table is the engine's to refuse.
    expect(
      v.safeParse(CopagCreateSchema, { rulesetId: 'copag-mafia', players: ['A'], options: { first: 17 } }).success,
    ).toBe(false);
    const beyond = createGame({
      rulesetId: 'copag-mafia',
      players: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      options: { ...copagMafia.defaultOptions(8), first: 9 },
    });
    expect(beyond.ok ? null : beyond.error.code).toBe('copag-mafia.first-seat');
  });
});
