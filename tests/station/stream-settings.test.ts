import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createStreamSettings,
  DEFAULT_VIEWER_DELAY,
  streamSettingsFile,
} from '../../electron/station/stream-settings.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function fileIn(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stream-settings-'));
  dirs.push(dir);
  return join(dir, 'stream-settings.json');
}

describe('the stream settings (issue 17)', () => {
  it('keep the viewer key and the delay across a restart, in a file only its owner reads; the pause is this run’s', () => {
    const path = fileIn();
    const first = createStreamSettings(streamSettingsFile(path));
    expect(first.delay()).toEqual(DEFAULT_VIEWER_DELAY);
    const key = first.viewerKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    first.setDelay({ kind: 'seconds', seconds: 30 });
    first.setPaused(true);
    if (process.platform !== 'win32') expect(statSync(path).mode & 0o777).toBe(0o600);
    const again = createStreamSettings(streamSettingsFile(path));
    expect(again.viewerKey()).toBe(key);
    expect(again.delay()).toEqual({ kind: 'seconds', seconds: 30 });
    expect(again.paused()).toBe(false);
  });

  it('a renewed key replaces the old one for good, and every listener hears each change', () => {
    const path = fileIn();
    const settings = createStreamSettings(streamSettingsFile(path));
    const old = settings.viewerKey();
    let heard = 0;
    settings.onChange(() => heard++);
    settings.renewViewerKey();
    settings.setPaused(true);
    settings.setPaused(true);
    expect(settings.viewerKey()).not.toBe(old);
    expect(heard).toBe(2);
    expect(createStreamSettings(streamSettingsFile(path)).viewerKey()).toBe(settings.viewerKey());
    expect(readFileSync(path, 'utf8')).not.toContain(old);
  });

  it('a file not of its form (a bad key, an unknown delay) is treated as none', () => {
    const path = fileIn();
    writeFileSync(path, JSON.stringify({ viewerKey: 'short', delay: { kind: 'seconds', seconds: 30 } }));
    expect(createStreamSettings(streamSettingsFile(path)).viewerKey()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    writeFileSync(path, JSON.stringify({ viewerKey: 'a'.repeat(43), delay: { kind: 'forever' } }));
    expect(createStreamSettings(streamSettingsFile(path)).delay()).toEqual(DEFAULT_VIEWER_DELAY);
  });
});
