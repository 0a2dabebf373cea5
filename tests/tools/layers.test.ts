/**
 * The layer rules of .dependency-cruiser.cjs (`npm run layers`) catch what they should, so that a clean run
 * cannot come from rules that see nothing: a small house with one wrong arrow per rule is cruised here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** Each file of the little house, with the imports it makes. */
const HOUSE: Record<string, string> = {
  'shared/engine/game.ts':
    "import { readFileSync } from 'node:fs';\nimport { t } from '../../renderer/common/text.ts';\nexport const game = [readFileSync, t];\n",
  'shared/contract/host.ts':
    "import { station } from '../../electron/station/station.ts';\nexport const host = station;\n",
  'renderer/common/text.ts':
    "import { station } from '../../electron/station/station.ts';\nimport { join } from 'node:path';\nexport const t = [station, join];\n",
  'electron/station/station.ts':
    "import { shell } from '../main/shell.ts';\nimport { view } from '../../renderer/projector/view.ts';\nexport const station = [shell, view];\n",
  'electron/main/shell.ts': 'export const shell = 1;\n',
  'renderer/projector/view.ts': 'export const view = 1;\n',
  'renderer/moderator/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
  'renderer/moderator/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
};

let root = '';
let result: ICruiseResult;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mafia-station-layers-'));
  for (const [file, text] of Object.entries(HOUSE)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const cruised = await cruise(['shared', 'renderer', 'electron'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    tsPreCompilationDeps: true,
  });
  result = cruised.output as ICruiseResult;
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The rules broken, as `rule: from → to`. */
function broken(): string[] {
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('the layer rules (.dependency-cruiser.cjs)', () => {
  it.each([
    'shared-not-to-node: shared/engine/game.ts → fs',
    'shared-not-to-renderer: shared/engine/game.ts → renderer/common/text.ts',
    'shared-not-to-electron: shared/contract/host.ts → electron/station/station.ts',
    'renderer-not-to-electron: renderer/common/text.ts → electron/station/station.ts',
    'renderer-not-to-node: renderer/common/text.ts → path',
    'station-not-to-shell: electron/station/station.ts → electron/main/shell.ts',
    'station-not-to-renderer: electron/station/station.ts → renderer/projector/view.ts',
    'no-circular: renderer/moderator/a.ts → renderer/moderator/b.ts',
  ])('catch %s', (violation) => {
    expect(broken()).toContain(violation);
  });
});
