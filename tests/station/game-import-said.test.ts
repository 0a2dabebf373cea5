import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportGame } from '../../electron/station/archive/game-export.ts';
import { importGame, importGameText } from '../../electron/station/archive/game-import.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import type { GameRecord } from '../../shared/contract/game-record.ts';
import { randomGame, writeGame } from '../fixtures/recorded-games.ts';
import { tempDir } from './archive-fixtures.ts';

// Tryout 14 §3: a refused import reached a Portuguese, Japanese or Hungarian secretary as English, with a raw rule
// code ("step 22: the rules refuse it (davidoff-1987.voter-must-be-living)") or valibot's words
// ("game.players.0.seat: Invalid value: Expected >=1 but received 0"). The refusal now carries a message key.

/** A fresh archive, and the record of a finished 1987 game from another one, under a new id. */
function setting(): { archive: ReturnType<typeof openArchive>; record: GameRecord } {
  const source = openArchive(join(tempDir(), 'source.sqlite'));
  writeGame(source, 'g', randomGame(1), 0);
  const record = exportGame(source, 'g')!;
  source.close();
  return { archive: openArchive(join(tempDir(), 'archive.sqlite')), record };
}

describe('an import refusal carries what the console needs to say it in its language', () => {
  it('a step the rules refuse: the step, and the rule code with its parameters', () => {
    const { archive, record } = setting();
    const vote = record.log.find((e) => e.event.type === 'vote-resolved' && Array.isArray(e.event.voters))!;
    const event = vote.event as { voters: number[]; yes: number };
    // The one seat left out of the hands (the accused, who may not vote) raises a hand too.
    const missing = record.game.players.map((p) => p.seat).find((s) => !event.voters.includes(s))!;
    event.voters = [...event.voters, missing].sort((a, b) => a - b);
    event.yes += 1;
    const result = importGame(archive, record);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('not-replayable');
    expect(result.error.said?.code).toBe('import.step-refused');
    expect(result.error.said?.params.atStep).toBe(vote.step);
    expect(String(result.error.said?.params.rule)).toMatch(/^davidoff-1987\./);
    archive.close();
  });

  it('a seat 0 in the players: the players’ row, without the schema’s English', () => {
    const { archive, record } = setting();
    record.game.players[0]!.seat = 0;
    const result = importGame(archive, record);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid-record');
    expect(result.error.said).toEqual({ code: 'import.invalid-player', params: { row: 1 } });
    archive.close();
  });

  it('a log entry, the summary, a file that is not JSON, and another format are named by their part', () => {
    const { archive, record } = setting();
    const said = (value: unknown) => {
      const result = importGame(archive, value);
      return result.ok ? null : result.error.said;
    };
    const brokenLog = structuredClone(record);
    (brokenLog.log[2] as { step: unknown }).step = 'two';
    expect(said(brokenLog)).toEqual({ code: 'import.invalid-log-entry', params: { entry: 3 } });
    expect(said({ ...record, game: { ...record.game, winner: 42 } })?.code).toBe('import.invalid-summary');
    expect(said({ ...record, format: 'something-else' })?.code).toBe('import.invalid-file');
    const notJson = importGameText(archive, '{ not json');
    expect(notJson.ok ? null : notJson.error.said?.code).toBe('import.not-json');
    archive.close();
  });
});
