// app:// answers byte ranges (issue 13 §2.4: the timer's sounds are media, which seek with Range).
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { throwawayBuild } from '../fixtures/throwaway-build.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));
const { byteRange, respondToAppRequest } = await import('../../electron/main/app-protocol.ts');

const root = throwawayBuild('mafia-station-range-', { 'assets/beep.wav': Buffer.from('0123456789') });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('app:// byte ranges', () => {
  it('reads one range of a Range header, clamped to the file', () => {
    expect(byteRange(null, 10)).toBeNull();
    expect(byteRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=2-4', 10)).toEqual({ start: 2, end: 4 });
    expect(byteRange('bytes=8-99', 10)).toEqual({ start: 8, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,4-5', 10)).toBeNull();
  });

  it('answers 206 with Content-Range for a range, 416 past the end, 200 with Accept-Ranges otherwise', async () => {
    const url = 'app://moderator/assets/beep.wav';
    const part = await respondToAppRequest(new Request(url, { headers: { Range: 'bytes=2-4' } }), root);
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe('bytes 2-4/10');
    expect(await part.text()).toBe('234');
    const past = await respondToAppRequest(new Request(url, { headers: { Range: 'bytes=20-' } }), root);
    expect(past.status).toBe(416);
    const whole = await respondToAppRequest(new Request(url), root);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    expect(await whole.text()).toBe('0123456789');
  });
});
