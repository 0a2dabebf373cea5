import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ArchiveConflictError, type Archive } from '../../electron/station/archive/archive-api.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import type { LogEntry } from '../../shared/engine/index.ts';
import { LATER_STEPS, PLAYERS, minute, newGame, stepOf, tempDir } from './archive-fixtures.ts';

function freshArchive(): { archive: Archive; file: string } {
  const file = join(tempDir(), 'archive.sqlite');
  return { archive: openArchive(file), file };
}

/** Creates a game and appends the LATER_STEPS; returns the log that was written. */
function playGame(archive: Archive, gameId: string, start = 0): LogEntry[] {
  const created = newGame(gameId, minute(start));
  archive.createGame(created);
  const log: LogEntry[] = created.events.map((event) => ({ step: 0, event }));
  LATER_STEPS.forEach((events, i) => {
    const step = i + 1;
    archive.appendStep(stepOf(gameId, step, events, minute(start + step)));
    log.push(...events.map((event) => ({ step, event })));
  });
  return log;
}

describe('archive round trip', () => {
  it('reads back exactly the log that was written, in step and event order', () => {
    const { archive } = freshArchive();
    const written = playGame(archive, 'g1');
    expect(archive.readLog('g1')).toEqual(written);
    archive.close();
  });

  it('keeps the log across close and reopen', () => {
    const { archive, file } = freshArchive();
    const written = playGame(archive, 'g1');
    archive.close();
    const reopened = openArchive(file);
    expect(reopened.readLog('g1')).toEqual(written);
    expect(reopened.getGame('g1')?.version).toBe(LATER_STEPS.length + 1);
    reopened.close();
  });

  it('finds the step a command was applied as, and null for an unknown command or game', () => {
    const { archive } = freshArchive();
    playGame(archive, 'g1');
    expect(archive.findCommand('g1', 'g1-create')).toEqual({ step: 0 });
    expect(archive.findCommand('g1', 'g1-c3')).toEqual({ step: 3 });
    expect(archive.findCommand('g1', 'never-sent')).toBeNull();
    expect(archive.findCommand('other', 'g1-c3')).toBeNull();
    archive.close();
  });

  it('returns an empty log and no summary for an unknown game', () => {
    const { archive } = freshArchive();
    expect(archive.readLog('nope')).toEqual([]);
    expect(archive.getGame('nope')).toBeNull();
    expect(archive.listGames()).toEqual([]);
    archive.close();
  });
});

describe('archive conflicts', () => {
  it('refuses a step that is not the next one, and writes nothing', () => {
    const { archive } = freshArchive();
    archive.createGame(newGame('g1', minute(0)));
    archive.appendStep(stepOf('g1', 1, [{ type: 'sunrise-ended' }], minute(1)));
    const before = archive.readLog('g1');
    // A stale writer (step already taken) and one that skips ahead are both refused.
    expect(() =>
      archive.appendStep({ ...stepOf('g1', 1, [{ type: 'night-fell' }], minute(2)), commandId: 'x' }),
    ).toThrow(ArchiveConflictError);
    expect(() => archive.appendStep(stepOf('g1', 3, [{ type: 'night-fell' }], minute(2)))).toThrow(
      ArchiveConflictError,
    );
    expect(archive.readLog('g1')).toEqual(before);
    expect(archive.getGame('g1')).toMatchObject({ version: 2, updatedAt: minute(1) });
    expect(archive.findCommand('g1', 'x')).toBeNull();
    archive.close();
  });

  it('refuses a command id already recorded in the game', () => {
    const { archive } = freshArchive();
    archive.createGame(newGame('g1', minute(0)));
    archive.appendStep(stepOf('g1', 1, [{ type: 'sunrise-ended' }], minute(1)));
    const repeat = { ...stepOf('g1', 2, [{ type: 'night-fell' }], minute(2)), commandId: 'g1-c1' };
    expect(() => archive.appendStep(repeat)).toThrow(ArchiveConflictError);
    expect(archive.getGame('g1')?.version).toBe(2);
    archive.close();
  });

  it('refuses a second game with the same id', () => {
    const { archive } = freshArchive();
    archive.createGame(newGame('g1', minute(0)));
    expect(() => archive.createGame(newGame('g1', minute(5)))).toThrow(ArchiveConflictError);
    expect(archive.listGames()).toHaveLength(1);
    archive.close();
  });

  it('refuses a step of an unknown game, and a step with no events', () => {
    const { archive } = freshArchive();
    expect(() => archive.appendStep(stepOf('ghost', 1, [{ type: 'sunrise-ended' }], minute(1)))).toThrow(
      /not in the archive/,
    );
    archive.createGame(newGame('g1', minute(0)));
    expect(() => archive.appendStep(stepOf('g1', 1, [], minute(1)))).toThrow(/no events/);
    expect(archive.getGame('g1')?.version).toBe(1);
    archive.close();
  });

  it('writes a new game all or nothing', () => {
    const { archive } = freshArchive();
    // Two seats with the same normalised name break a constraint after the game row was inserted.
    expect(() => archive.createGame(newGame('g1', minute(0), ['Anna', 'ANNA']))).toThrow();
    expect(archive.getGame('g1')).toBeNull();
    expect(archive.readLog('g1')).toEqual([]);
    expect(archive.findCommand('g1', 'g1-create')).toBeNull();
    archive.close();
  });
});

describe('game summaries', () => {
  it('starts unfinished at version 1 with the players in seat order', () => {
    const { archive } = freshArchive();
    archive.createGame(newGame('g1', minute(0)));
    expect(archive.getGame('g1')).toEqual({
      gameId: 'g1',
      rulesetId: 'davidoff-1987',
      players: PLAYERS,
      createdAt: minute(0),
      updatedAt: minute(0),
      finishedAt: null,
      winner: null,
      scores: null,
      version: 1,
      notes: '',
      setAside: false,
      tournament: null,
    });
    archive.close();
  });

  it('records the finish, winner and scores a step reports', () => {
    const { archive } = freshArchive();
    archive.createGame(newGame('g1', minute(0)));
    const scores = [1, 0, 1, 1, 0, 1, 1];
    archive.appendStep({
      ...stepOf('g1', 1, [{ type: 'game-ended', outcome: { winner: 'honest', scores } }], minute(9)),
      summary: { finishedAt: minute(9), winner: 'honest', scores, dealt: true },
    });
    expect(archive.getGame('g1')).toMatchObject({
      finishedAt: minute(9),
      winner: 'honest',
      scores,
      updatedAt: minute(9),
      version: 2,
    });
    // An undo of the end reports the game unfinished again.
    archive.appendStep(stepOf('g1', 2, [{ type: 'steps-undone', steps: [1] }], minute(10)));
    expect(archive.getGame('g1')).toMatchObject({ finishedAt: null, winner: null, scores: null, version: 3 });
    archive.close();
  });

  it('lists games most recently updated first, and unfinished ones apart', () => {
    const { archive } = freshArchive();
    archive.createGame(newGame('old', minute(0)));
    archive.createGame(newGame('middle', minute(1)));
    archive.createGame(newGame('done', minute(2)));
    archive.appendStep({
      ...stepOf(
        'done',
        1,
        [{ type: 'game-ended', outcome: { winner: 'mafia', scores: [0, 1, 0, 0, 1, 0, 0] } }],
        minute(3),
      ),
      summary: { finishedAt: minute(3), winner: 'mafia', scores: [0, 1, 0, 0, 1, 0, 0], dealt: true },
    });
    // The oldest game is played again last, so it moves to the top.
    archive.appendStep(stepOf('old', 1, [{ type: 'sunrise-ended' }], minute(4)));
    expect(archive.listGames().map((g) => g.gameId)).toEqual(['old', 'done', 'middle']);
    expect(archive.unfinishedGames().map((g) => g.gameId)).toEqual(['old', 'middle']);
    archive.close();
  });

  it('keeps one player identity per normalised name, and each game its own spelling', () => {
    const { archive, file } = freshArchive();
    archive.createGame(newGame('g1', minute(0), ['Anna', 'Boris', 'Straße']));
    archive.createGame(newGame('g2', minute(1), ['ANNA', 'Clara', 'STRASSE']));
    expect(archive.getGame('g2')?.players).toEqual(['ANNA', 'Clara', 'STRASSE']);
    archive.close();
    const raw = new Database(file, { readonly: true });
    const players = raw.prepare('SELECT name FROM players ORDER BY player_id').pluck().all();
    const shared = raw
      .prepare(
        'SELECT count(DISTINCT game_id) FROM game_players gp JOIN players p USING (player_id) WHERE p.name_key = ?',
      )
      .pluck();
    expect(players).toEqual(['Anna', 'Boris', 'Straße', 'Clara']);
    expect(shared.get('anna')).toBe(2);
    expect(shared.get('strasse')).toBe(2);
    raw.close();
  });
});

describe('append-only events', () => {
  function rawConnection(): { raw: Database.Database; archive: Archive } {
    const { archive, file } = freshArchive();
    playGame(archive, 'g1');
    return { raw: new Database(file), archive };
  }

  it('refuses an UPDATE or a DELETE of events from any connection', () => {
    const { raw, archive } = rawConnection();
    expect(() => raw.prepare("UPDATE events SET payload_json = '{}' WHERE step = 1").run()).toThrow(/append-only/);
    expect(() => raw.prepare('DELETE FROM events WHERE step = 1').run()).toThrow(/append-only/);
    expect(() => raw.prepare('DELETE FROM events').run()).toThrow(/append-only/);
    raw.close();
    expect(archive.readLog('g1')).toHaveLength(LATER_STEPS.flat().length + 1);
    archive.close();
  });

  it('refuses an UPDATE or a DELETE of recorded commands', () => {
    const { raw, archive } = rawConnection();
    expect(() => raw.prepare("UPDATE commands SET command_id = 'forged' WHERE step = 1").run()).toThrow(/append-only/);
    expect(() => raw.prepare('DELETE FROM commands WHERE step = 1').run()).toThrow(/append-only/);
    raw.close();
    expect(archive.findCommand('g1', 'g1-c1')).toEqual({ step: 1 });
    archive.close();
  });
});
