import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { throwawayBuild } from '../fixtures/throwaway-build.ts';
import { app, standIn } from './stand-in/electron.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const { APP_CSP, registerAppScheme, respondToAppRequest, serveAppProtocol } =
  await import('../../electron/main/app-protocol.ts');

// A throwaway renderer build: never the real renderer/ (another engineer owns it).
let root: string;
beforeAll(() => {
  root = throwawayBuild('mafia-renderer-', {
    'moderator/index.html': '<!doctype html><script type="module" src="../assets/app.js"></script>',
    'assets/app.js': 'console.log("hi")',
    'assets/bell.mp3': new Uint8Array([0xff, 0xfb, 0x90]),
    'secret.json': '{"secret":true}',
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('content-security-policy')).toBe(APP_CSP);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the app:// protocol', () => {
  it('is registered as a standard, secure, fetch-capable scheme before ready, and handled after', async () => {
    registerAppScheme();
    expect(standIn.privilegedSchemes).toEqual([
      [{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } }],
    ]);
    await app.whenReady();
    serveAppProtocol(root);
    expect([...standIn.protocolHandlers.keys()]).toEqual(['app']);
    const response = await standIn.protocolHandlers.get('app')!(new Request('app://moderator/index.html'));
    expect(response.status).toBe(200);
  });

  it('has a strict CSP: only our own scripts, nothing embedded, no forms, no framing', () => {
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(APP_CSP).toContain(directive);
    }
    expect(APP_CSP).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('serves the page with its type, the CSP and nosniff', async () => {
    const response = await respondToAppRequest(new Request('app://moderator/index.html'), root);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(response);
    expect(await response.text()).toContain('../assets/app.js');
  });

  it('serves a shared asset as the built html asks for it', async () => {
    const url = new URL('../assets/app.js', 'app://moderator/index.html').href;
    const response = await respondToAppRequest(new Request(url), root);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe('console.log("hi")');
  });

  it('serves sounds as bytes', async () => {
    const response = await respondToAppRequest(new Request('app://projector/assets/bell.mp3'), root);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xfb, 0x90]));
  });

  it.each([
    'app://moderator/..%2fsecret.json',
    'app://moderator/..%5csecret.json',
    'app://moderator/%2e%2e/secret.json',
    'app://moderator/index.html%00.js',
    'app://moderator//secret.json',
    'app://elsewhere/index.html',
    'app://moderator/missing.js',
    'app://projector/index.html', // this build has no projector page
  ])('answers %s with a 404 that still carries the security headers', async (url) => {
    const response = await respondToAppRequest(new Request(url), root);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response);
    expect(await response.text()).not.toContain('secret');
  });

  it('refuses anything but GET and HEAD', async () => {
    const response = await respondToAppRequest(
      new Request('app://moderator/index.html', { method: 'POST', body: 'x' }),
      root,
    );
    expect(response.status).toBe(405);
    expectSecurityHeaders(response);
  });

  it('answers HEAD without a body', async () => {
    const response = await respondToAppRequest(new Request('app://moderator/index.html', { method: 'HEAD' }), root);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
