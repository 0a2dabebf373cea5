import { describe, expect, it } from 'vitest';
import { RULESETS, type GameSetup } from '../../shared/engine/index.ts';
import { playRandomGame, seededPick } from '../../shared/engine/simulate/random-game.ts';
import { buildProtocol } from '../../shared/print/index.ts';

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo'];

/** A finished 1987 game with some undo in it (its own scoring gives points). */
function finished1987() {
  for (let seed = 1; ; seed++) {
    const setup = {
      rulesetId: 'davidoff-1987',
      players: NAMES,
      options: RULESETS['davidoff-1987'].defaultOptions(NAMES.length),
    } as GameSetup;
    const game = playRandomGame(setup, seededPick(seed), { undoRate: 0.1, maxSteps: 400 });
    if (game.state.outcome && game.log.some((e) => e.event.type === 'steps-undone')) return game;
  }
}

describe('protocol: what the archive adds to the log', () => {
  const game = finished1987();

  it('counts every moderator step (the last step of the log), undo included, and the ones undone', () => {
    const protocol = buildProtocol('g', game.log);
    expect(protocol.steps).toBe(Math.max(...game.log.map((e) => e.step)));
    expect(protocol.undone).toBeGreaterThan(0);
  });

  it("without a record: no date, no notes, the ruleset's own scoring", () => {
    const protocol = buildProtocol('g', game.log);
    expect(protocol).toMatchObject({ createdAt: null, notes: '', scoring: { kind: 'ruleset' } });
    expect(protocol.seats.map((s) => s.points)).toEqual(game.state.outcome!.scores);
  });

  it("with a record: its date and notes; a tournament's points replace the ruleset's and are named", () => {
    const points = NAMES.map((_, i) => (i % 2 === 0 ? 1.25 : 0));
    const protocol = buildProtocol('g', game.log, {
      createdAt: '2026-11-22T19:00:00.000Z',
      notes: 'Final',
      tournament: { tournamentId: 'cup', name: 'Spring Cup', points },
    });
    expect(protocol).toMatchObject({
      createdAt: '2026-11-22T19:00:00.000Z',
      notes: 'Final',
      scoring: { kind: 'tournament', tournamentId: 'cup', name: 'Spring Cup' },
    });
    expect(protocol.seats.map((s) => s.points)).toEqual(points);
    // The result keeps the ruleset's own scores: it is the game's record.
    expect(protocol.result!.scores).toEqual(game.state.outcome!.scores);
  });
});
