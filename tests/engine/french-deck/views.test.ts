import { describe, expect, it } from 'vitest';
import { moderatorView, playerView } from '../../../shared/engine/index.ts';
import { publicAnnouncement } from '../../../shared/engine/rulesets/french-deck/public-view.ts';
import type { Announcement } from '../../../shared/engine/rulesets/french-deck/types.ts';
import { acquit, dayOne, dealt, execute, FD, newGame, physical, roomView, run } from './helpers.ts';
import { expectNoKeys } from '../engine-kit.ts';

// Seats 1 and 2 are the mafia, 3 the angel, 4..8 villagers.
const SPEC = 'MMAVVVVV';

describe('public view: built field by field, never a secret', () => {
  it('has exactly the public fields', () => {
    const view = FD.publicView(dayOne(SPEC, 4).state);
    expect(Object.keys(view).sort()).toEqual(
      ['acquitted', 'accusation', 'announcements', 'phase', 'players', 'result', 'round', 'rulesetId', 'votes'].sort(),
    );
    expect(Object.keys(view.players[0]!).sort()).toEqual(['alive', 'eliminated', 'name', 'role', 'seat']);
  });

  it("hides every living player's role, at night and by day", () => {
    for (const game of [dealt(SPEC), dayOne(SPEC, 4), execute(dayOne(SPEC, 4), 5)]) {
      for (const p of roomView(game.state, 'g').players) if (p.alive) expect(p.role).toBeNull();
    }
  });

  it('shows the role of every dead player (the card is turned over)', () => {
    const game = execute(dayOne(SPEC, 4), 2);
    const players = roomView(game.state, 'g').players;
    expect(players.filter((p) => !p.alive).map((p) => [p.seat, p.role])).toEqual([
      [2, 'mafioso'],
      [4, 'villager'],
    ]);
  });

  it('carries no night field: no victim, no check, no answer, no night history', () => {
    const game = run(
      dayOne(SPEC, 4, 1),
      { type: 'no-more-accusations' },
      { type: 'mafia-kill', target: 5 },
      { type: 'angel-check', target: 2 },
    );
    expectNoKeys(roomView(game.state, 'g'), [
      'night',
      'nightHistory',
      'victim',
      'check',
      'target',
      'mafioso',
      'answer',
      'options',
      'cards',
    ]);
  });

  it('shows only the latest 12 announcements', () => {
    let game = dayOne('MMMAVVVVVVVV', 12);
    for (const seat of [4, 5, 6, 7, 8, 9]) game = acquit(game, seat);
    const all = game.state.announcements;
    expect(all.length).toBeGreaterThan(12);
    expect(roomView(game.state, 'g').announcements).toEqual(all.slice(-12));
  });

  it('copies each announcement field by field: an unknown field cannot pass', () => {
    const samples: Announcement[] = [
      { kind: 'game-started', players: 6 },
      { kind: 'night-fell', round: 1 },
      { kind: 'day-began', round: 1 },
      { kind: 'killed', seat: 2 },
      { kind: 'executed', seat: 2 },
      { kind: 'acquitted', seat: 2 },
      { kind: 'card-revealed', seat: 2, role: 'angel' },
      { kind: 'accusation', accuser: 1, accused: 2 },
      { kind: 'verdict', seat: 2, guilty: 3, needed: 4, passed: false },
      { kind: 'game-over', winner: 'mafia' },
    ];
    for (const a of samples) {
      expect(publicAnnouncement({ ...a, secret: 'x' } as unknown as Announcement)).toEqual(a);
    }
  });
});

describe('moderator view: everything, with the numbers worked out', () => {
  it('names the cards to take out of the deck and the role counts', () => {
    const body = FD.moderatorView(newGame(9).state);
    expect(body.cards.map((c) => `${c.rank}-${c.suit}-${c.role}`)).toEqual([
      'K-spades-mafioso',
      'K-clubs-mafioso',
      'Q-spades-mafioso',
      'Q-hearts-angel',
      '7-hearts-villager',
      '8-hearts-villager',
      '9-hearts-villager',
      '10-hearts-villager',
      'A-hearts-villager',
    ]);
    expect(body.roleCounts).toEqual({ mafioso: 3, angel: 1, villager: 5 });
  });

  it("shows the night's victim and the angel's answer", () => {
    const game = run(dealt(SPEC), { type: 'mafia-kill', target: 5 }, { type: 'angel-check', target: 1 });
    expect(FD.moderatorView(game.state).night).toEqual({
      step: 'dawn',
      victim: 5,
      check: { target: 1, mafioso: true },
    });
  });

  it('gives the living count and the hands needed', () => {
    const body = FD.moderatorView(dayOne(SPEC, 4).state);
    expect([body.living, body.needed]).toEqual([7, 4]);
  });

  it('tells whether the roles are all known (physical dealing)', () => {
    expect(FD.moderatorView(physical(6).state).rolesKnown).toBe(false);
    expect(FD.moderatorView(dealt('MMAVVV').state).rolesKnown).toBe(true);
  });

  it('goes through the generic moderator view with the prompts and the timeline', () => {
    const game = dealt(SPEC);
    const view = moderatorView(game, 'g') as unknown as Record<string, unknown>;
    expect(view.rulesetId).toBe('french-deck');
    expect(view.prompts).toEqual(FD.prompts(game.state));
    expect(view.canUndo).toBe(true);
  });
});

describe('player cards: each player sees only his own; the mafia see each other', () => {
  it('a mafioso sees the other mafiosi', () => {
    const game = dealt(SPEC);
    expect(playerView(game.state, 1)).toEqual({
      seat: 1,
      name: 'P1',
      role: 'mafioso',
      team: 'mafia',
      teammates: [{ seat: 2, name: 'P2' }],
    });
  });

  it('the angel and the villagers see no one', () => {
    const game = dealt(SPEC);
    expect(playerView(game.state, 3)).toEqual({ seat: 3, name: 'P3', role: 'angel', team: 'villagers', teammates: [] });
    expect(playerView(game.state, 4)).toEqual({
      seat: 4,
      name: 'P4',
      role: 'villager',
      team: 'villagers',
      teammates: [],
    });
  });

  it('no card before the deal, or for a seat that does not exist', () => {
    expect(playerView(newGame(8).state, 1)).toBeNull();
    const state = dealt(SPEC).state;
    for (const seat of [0, 9, -1, 1.5, Number.NaN]) expect(playerView(state, seat)).toBeNull();
    expect(FD.playerCard(state, 1.5)).toBeNull();
    expect(FD.playerCard(state, 99)).toBeNull();
  });
});
