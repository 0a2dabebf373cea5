import { describe, expect, it } from 'vitest';
import {
  DAVIDOFF,
  dayOne,
  execute,
  expectRuleError,
  keysDeep,
  newAnnouncements,
  night,
  run,
  step,
  toNight,
  notesBySeat,
} from './helpers.ts';
import { publicView } from './helpers.ts';
import type { Game } from './helpers.ts';

// Seats 1, 2 and 3 are the mafia; 4..9 are honest.
const firstNight = (): Game => toNight(dayOne('MMMHHHHHH'));

describe('RULES §1 night notes: only the living mafiosi write a name', () => {
  it("the night prompt asks for each living mafioso's note, in seat order", () => {
    const prompts = DAVIDOFF.prompts(firstNight().state);
    expect(prompts.map((p) => [p.key, p.params])).toEqual([
      ['prompt.night.write-notes', { round: 1 }],
      ['prompt.night.read-note', { seat: 1 }],
      ['prompt.night.read-note', { seat: 2 }],
      ['prompt.night.read-note', { seat: 3 }],
    ]);
  });

  it("an honest player's note is not a name: refused", () => {
    expectRuleError(
      firstNight(),
      { type: 'night-note', seat: 4, target: 5 },
      'davidoff-1987.note-writer-must-be-living-mafioso',
      { seat: 4 },
    );
  });

  it('a dead mafioso writes no note', () => {
    const game = toNight(execute(dayOne('MMMHHHHHH'), 3));
    expectRuleError(
      game,
      { type: 'night-note', seat: 3, target: 5 },
      'davidoff-1987.note-writer-must-be-living-mafioso',
      { seat: 3 },
    );
  });

  it('a seat that does not exist writes no note', () => {
    expectRuleError(
      firstNight(),
      { type: 'night-note', seat: 10, target: 5 },
      'davidoff-1987.note-writer-must-be-living-mafioso',
    );
    expectRuleError(
      firstNight(),
      { type: 'night-note', seat: 0, target: 5 },
      'davidoff-1987.note-writer-must-be-living-mafioso',
    );
  });

  it('the name written must be a living player', () => {
    const game = toNight(execute(dayOne('MMMHHHHHH'), 9));
    expectRuleError(game, { type: 'night-note', seat: 1, target: 9 }, 'davidoff-1987.note-target-must-be-living', {
      seat: 9,
    });
    expectRuleError(game, { type: 'night-note', seat: 1, target: 10 }, 'davidoff-1987.note-target-must-be-living', {
      seat: 10,
    });
  });

  it("the night cannot be resolved before every living mafioso's note is read", () => {
    const game = run(firstNight(), { type: 'night-note', seat: 1, target: 5 });
    expectRuleError(game, { type: 'resolve-night' }, 'davidoff-1987.notes-missing', { seats: '2, 3' });
  });

  it('a note read again replaces the earlier one', () => {
    const game = run(
      firstNight(),
      { type: 'night-note', seat: 1, target: 5 },
      { type: 'night-note', seat: 2, target: 6 },
      { type: 'night-note', seat: 3, target: 6 },
      { type: 'night-note', seat: 1, target: 6 },
    );
    expect(game.state.nightNotes).toEqual([
      { seat: 1, target: 6 },
      { seat: 2, target: 6 },
      { seat: 3, target: 6 },
    ]);
    expect(step(game, { type: 'resolve-night' }).state.players[5]!.alive).toBe(false);
  });
});

describe('RULES §1 night kill: unanimity of the living mafiosi', () => {
  it('all living mafiosi wrote the same name → that player is killed', () => {
    const before = firstNight();
    const game = night(before, notesBySeat(5, 5, 5));
    expect(game.state.players[4]).toMatchObject({ alive: false, eliminated: { cause: 'killed', round: 1 } });
    expect(game.state.players.filter((p) => !p.alive)).toHaveLength(1);
    expect(newAnnouncements(before, game)).toEqual([
      { kind: 'killed', seat: 5 },
      { kind: 'day-began', round: 2 },
    ]);
  });

  it('the morning after is day 2', () => {
    const game = night(firstNight(), notesBySeat(5, 5, 5));
    expect(game.state.phase).toBe('day');
    expect(game.state.round).toBe(2);
  });

  it('the mafia may write one of their own', () => {
    const game = night(firstNight(), notesBySeat(2, 2, 2));
    expect(game.state.players[1]).toMatchObject({ alive: false, eliminated: { cause: 'killed' } });
  });

  it('one differing note → nobody dies', () => {
    const game = night(firstNight(), notesBySeat(5, 5, 6));
    expect(game.state.players.every((p) => p.alive)).toBe(true);
    expect(game.state.phase).toBe('day');
    expect(game.state.round).toBe(2);
  });

  it('the failed kill is not explained: the room hears only "nobody died", then the day', () => {
    const before = firstNight();
    const game = night(before, notesBySeat(5, 6, 7));
    expect(newAnnouncements(before, game)).toEqual([{ kind: 'nobody-died' }, { kind: 'day-began', round: 2 }]);
    const view = publicView(game.state, 'g');
    expect(view.announcements.at(-2)).toEqual({ kind: 'nobody-died' });
    expect(keysDeep(view)).not.toContain('notes');
    expect(keysDeep(view)).not.toContain('target');
    expect(JSON.stringify(view)).not.toContain('note');
  });

  it('two different failed nights look the same to the room', () => {
    const a = night(firstNight(), notesBySeat(5, 5, 6));
    const b = night(firstNight(), notesBySeat(9, 4, 2));
    expect(publicView(a.state, 'g')).toEqual(publicView(b.state, 'g'));
    // The moderator's record keeps the notes.
    expect(a.state.nightHistory).toEqual([
      {
        round: 1,
        notes: [
          { seat: 1, target: 5 },
          { seat: 2, target: 5 },
          { seat: 3, target: 6 },
        ],
        victim: null,
      },
    ]);
  });

  it('the dead mafia do not count: the two living mafiosi agreeing is enough', () => {
    const game = night(toNight(execute(dayOne('MMMHHHHHH'), 3)), notesBySeat(7, 7));
    expect(game.state.players[6]!.alive).toBe(false);
  });

  it('a lone mafioso always succeeds', () => {
    let game = execute(execute(dayOne('MMMHHHHHH'), 3), 2);
    game = toNight(game);
    expect(DAVIDOFF.prompts(game.state).filter((p) => p.key === 'prompt.night.read-note')).toEqual([
      { key: 'prompt.night.read-note', params: { seat: 1 }, commands: ['night-note'] },
    ]);
    const after = night(game, [[1, 8]]);
    expect(after.state.players[7]).toMatchObject({ alive: false, eliminated: { cause: 'killed' } });
    // ... every night: the next night again.
    const next = night(toNight(after), [[1, 4]]);
    expect(next.state.players[3]!.alive).toBe(false);
  });

  it('a lone mafioso from the deal (option: 1 mafioso) always succeeds', () => {
    const game = night(toNight(dayOne('HHMHHH', { mafiaCount: 1 })), [[3, 1]]);
    expect(game.state.players[0]!.alive).toBe(false);
  });

  it('the notes are cleared for the next night', () => {
    const game = toNight(night(firstNight(), notesBySeat(5, 6, 7)));
    expect(game.state.nightNotes).toEqual([]);
    expectRuleError(game, { type: 'resolve-night' }, 'davidoff-1987.notes-missing', { seats: '1, 2, 3' });
  });
});
