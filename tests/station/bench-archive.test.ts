import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { SIMULATED_RULESETS } from '../../scripts/archive/simulated-games.ts';
import { benchArchive } from '../../scripts/bench-archive.ts';
import { tempDir } from './archive-fixtures.ts';

// The benchmark itself prints figures (npm run bench:archive); this only checks that it runs end to end
// on a small archive and that what it fills is a sound archive. No timing is asserted.
describe('bench:archive (smoke, 200 games)', () => {
  it('fills the archive with games of every ruleset and measures every query', { timeout: 120_000 }, () => {
    const file = join(tempDir(), 'archive.sqlite');
    const lines: string[] = [];
    const figures = benchArchive(200, file, (line) => lines.push(line));
    expect(figures.games).toBe(200);
    expect(figures.bytesPerGame).toBeGreaterThan(0);
    for (const t of Object.values(figures.timings)) expect(t.p95).toBeGreaterThanOrEqual(t.p50);
    expect(lines.at(-1)).toMatch(/filled 200 games/);
    const archive = openArchive(file);
    const page = archive.searchGames({ limit: 200 });
    expect(page.total).toBe(200);
    expect(new Set(page.games.map((g) => g.rulesetId)).size).toBe(SIMULATED_RULESETS.length);
    const names = page.games.flatMap((g) => g.players);
    expect(new Set(names).size).toBeGreaterThan(50);
    // Finished games carry their seat facts: someone won in most of them.
    const regular = archive.listPlayers('', 1)[0]!;
    expect(archive.playerStats(regular.playerId)!.gamesFinished).toBeGreaterThan(0);
    archive.close();
  });
});
