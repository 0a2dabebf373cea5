/** The game record of a davidoff-1987 game played with remarks and removals (issue 4): exported, then imported whole. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportGame } from '../../electron/station/archive/game-export.ts';
import { importGame } from '../../electron/station/archive/game-import.ts';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { gameRecordText, parseGameRecord } from '../../shared/contract/game-record.ts';
import type { RulesetSetup } from '../../shared/engine/index.ts';
import { randomGame, tableOf, writeGame } from '../fixtures/recorded-games.ts';
import { tempDir } from './archive-fixtures.ts';

/** A 1987 table with the discipline option on. */
function disciplinedTable(players: number): RulesetSetup<'davidoff-1987'> {
  const setup = tableOf(players) as RulesetSetup<'davidoff-1987'>;
  return { ...setup, options: { ...setup.options, discipline: true } };
}

describe('game record with the discipline option', () => {
  it('exports a game with remarks and a removal as a valid record: the option, remark-given and player-removed', () => {
    const source = openArchive(join(tempDir(), 'source.sqlite'));
    // Seeds whose random games hold remarks and removals (checked below, so a change of policy is noticed).
    let found = 0;
    for (let seed = 1; seed <= 200 && found < 3; seed++) {
      const game = randomGame(seed, disciplinedTable(9), { undoRate: 0.1 });
      const types = new Set(game.log.map((e) => e.event.type));
      if (!types.has('remark-given') || !types.has('player-removed')) continue;
      found++;
      const id = `disciplined-${seed}`;
      writeGame(source, id, game, seed * 100);
      const record = exportGame(source, id)!;
      expect(record.game.options).toEqual({ mafiaCount: 3, majorityBasis: 'entitled', discipline: true });
      expect(parseGameRecord(JSON.parse(gameRecordText(record))).ok).toBe(true);
      // Imported elsewhere, each step is decided again by the rules, remarks and removals included.
      const target = openArchive(join(tempDir(), `target-${seed}.sqlite`));
      expect(importGame(target, JSON.parse(gameRecordText(record)))).toMatchObject({
        ok: true,
        value: { status: 'imported' },
      });
      expect(target.readLog(id)).toEqual(source.readLog(id));
      target.close();
    }
    expect(found).toBe(3);
    source.close();
  });

  it('refuses a record whose summary and setup disagree on the option', () => {
    const source = openArchive(join(tempDir(), 'source.sqlite'));
    writeGame(source, 'g', randomGame(5, disciplinedTable(7), { maxSteps: 20 }), 0);
    const record = structuredClone(exportGame(source, 'g')!);
    delete (record.game.options as { discipline?: true }).discipline;
    expect(parseGameRecord(record).ok).toBe(false);
    source.close();
  });
});
