// The release workflow cannot run here (hosted runners, Electron's binary): it is kept valid by
// parsing it and checking the structure the release relies on (issue 13 §1).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}

const WORKFLOW = '.github/workflows/release.yml';
const workflow = parse(readFileSync(WORKFLOW, 'utf8'), { strict: true, uniqueKeys: true }) as {
  on: { push?: { tags?: string[] }; workflow_dispatch?: unknown };
  jobs: Record<
    string,
    {
      'runs-on': string;
      strategy: { matrix: { include: { name: string; os: string; dist: string }[] } };
      steps: Step[];
    }
  >;
};

describe(WORKFLOW, () => {
  const job = workflow.jobs['desktop']!;
  const runs = job.steps.map((s) => s.run ?? '').join('\n');

  it('runs on a version tag and by hand', () => {
    expect(workflow.on.push?.tags).toEqual(['v*']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('builds on Linux, Windows and macOS, each with its installer targets', () => {
    const include = job.strategy.matrix.include;
    expect(include.map((m) => m.name)).toEqual(['linux', 'windows', 'macos']);
    expect(include.map((m) => m.os.split('-')[0])).toEqual(['ubuntu', 'windows', 'macos']);
    expect(include.map((m) => m.dist)).toEqual(['--linux AppImage deb', '--win nsis', '--mac dmg']);
    expect(job['runs-on']).toBe('${{ matrix.os }}');
  });

  it('installs, builds, runs the real-Electron tests (Linux under xvfb), then makes the installers', () => {
    const order = ['npm ci', 'npx electron-vite build', '--project=electron', 'npx electron-builder'];
    const positions = order.map((text) => runs.indexOf(text));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const linux = job.steps.find((s) => s.if === "runner.os == 'Linux'");
    expect(linux?.run).toMatch(/^xvfb-run .*--project=electron/);
    expect(job.steps.find((s) => s.if === "runner.os != 'Linux'")?.run).toBe('npx playwright test --project=electron');
  });

  it('names files that exist, and actions by a pinned major version', () => {
    const config = /--config (\S+)/.exec(runs)?.[1];
    expect(config && existsSync(config)).toBe(true);
    for (const step of job.steps.filter((s) => s.uses)) expect(step.uses).toMatch(/^actions\/[a-z-]+@v\d+$/);
    expect(job.steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version']).toBe(22);
  });
});
