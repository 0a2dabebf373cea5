// Issue 13 §2.10: a sandboxed preload bundles everything it imports; the preloads need only the channel
// names (shared/contract/ipc-channels.ts, import-free), so each built preload stays under 8 KB.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PRELOADS = resolve('out/preload');

describe.skipIf(!existsSync(PRELOADS))('the built preloads (out/preload)', () => {
  it('are each under 8 KB, valibot and the schemas left out', () => {
    const files = readdirSync(PRELOADS).filter((f) => f.endsWith('.cjs'));
    expect(files.sort()).toEqual(['moderator.cjs', 'print.cjs', 'projector.cjs']);
    const sizes = Object.fromEntries(files.map((f) => [f, statSync(join(PRELOADS, f)).size]));
    console.log('preload sizes (bytes):', sizes);
    for (const [file, size] of Object.entries(sizes)) expect(size, file).toBeLessThan(8 * 1024);
  });
});
