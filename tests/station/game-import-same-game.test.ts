import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportGame } from '../../electron/station/archive/game-export.ts';
import { importGame } from '../../electron/station/archive/game-import.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { randomGame, rowCounts, writeGame } from '../fixtures/recorded-games.ts';
import { tempDir } from './archive-fixtures.ts';

/** An archive holding one finished game, its file, and the archive's file. */
function archiveWithGame() {
  const file = join(tempDir(), 'archive.sqlite');
  const archive = openArchive(file);
  writeGame(archive, 'finished', randomGame(1), 0);
  return { archive, file, record: exportGame(archive, 'finished')! };
}

describe('game import: the same game under another id (tryout 14 §4)', () => {
  it('a file with only its game id changed is already there, named by the game it matches', () => {
    const { archive, file, record } = archiveWithGame();
    const rows = rowCounts(file);
    const copy = structuredClone(record);
    copy.game.gameId = 'edited-id';
    expect(importGame(archive, copy)).toEqual({ ok: true, value: { status: 'already-present', gameId: 'finished' } });
    expect(rowCounts(file)).toEqual(rows);
    expect(archive.listGames().map((g) => g.gameId)).toEqual(['finished']);
    archive.close();
  });

  it('the same game recorded otherwise under another id is refused as a conflict naming it', () => {
    const { archive, file, record } = archiveWithGame();
    const rows = rowCounts(file);
    const copy = structuredClone(record);
    copy.game.gameId = 'edited-id';
    // The tryout's second file changed a vote's count; any difference in what was recorded is the same case.
    copy.game.updatedAt = new Date(Date.parse(copy.game.updatedAt) + 1000).toISOString();
    const result = importGame(archive, copy);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('conflict');
      expect(result.error.message).toContain('finished');
    }
    expect(rowCounts(file)).toEqual(rows);
    archive.close();
  });

  it('the same players and ruleset at another start time are another game', () => {
    const { archive, record } = archiveWithGame();
    const later = structuredClone(record);
    later.game.gameId = 'later';
    later.game.createdAt = '2026-11-23T20:00:00.000Z';
    const result = importGame(archive, later);
    // Not judged the same game: it goes on to the replay (and is imported, its log being valid).
    expect(result.ok && result.value.status).toBe('imported');
    archive.close();
  });
});
