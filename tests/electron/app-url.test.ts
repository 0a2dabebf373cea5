import { join, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentTypeFor, resolveAppUrl } from '../../electron/main/app-url.ts';
import { runs } from '../tiers.ts';

const root = resolve('/srv/build/renderer');

describe('resolveAppUrl: what app:// may serve', () => {
  it('maps a page URL into that page’s folder', () => {
    expect(resolveAppUrl('app://moderator/index.html', root)).toBe(join(root, 'moderator', 'index.html'));
    expect(resolveAppUrl('app://projector/index.html', root)).toBe(join(root, 'projector', 'index.html'));
  });

  it('serves index.html for a bare page URL', () => {
    expect(resolveAppUrl('app://moderator/', root)).toBe(join(root, 'moderator', 'index.html'));
    expect(resolveAppUrl('app://projector', root)).toBe(join(root, 'projector', 'index.html'));
  });

  it('maps the shared assets the built html asks for (../assets/x.js, normalised by the URL) to the assets folder', () => {
    // The built html (base './') says ../assets/index-abc.js; from app://moderator/index.html the
    // browser requests app://moderator/assets/index-abc.js.
    expect(resolveAppUrl(new URL('../assets/index-abc.js', 'app://moderator/index.html').href, root)).toBe(
      join(root, 'assets', 'index-abc.js'),
    );
    expect(resolveAppUrl('app://projector/assets/style-1.css', root)).toBe(join(root, 'assets', 'style-1.css'));
  });

  it('ignores query and fragment', () => {
    expect(resolveAppUrl('app://moderator/index.html?x=1#top', root)).toBe(join(root, 'moderator', 'index.html'));
  });

  it.each([
    ['unknown host', 'app://evil/index.html'],
    ['the assets folder as a host', 'app://assets/x.js'],
    ['a host differing in case', 'app://Moderator/index.html'],
    ['a port', 'app://moderator:8080/index.html'],
    ['credentials', 'app://user@moderator/index.html'],
    ['another scheme', 'file:///srv/build/renderer/moderator/index.html'],
    ['http', 'http://moderator/index.html'],
    ['encoded slashes', 'app://moderator/..%2f..%2fsecret.json'],
    ['an encoded slash alone', 'app://moderator/assets%2Fx.js'],
    ['encoded backslashes', 'app://moderator/..%5c..%5csecret.json'],
    ['literal backslashes', 'app://moderator/..\\..\\secret.json'],
    ['an encoded NUL', 'app://moderator/index.html%00.js'],
    ['an absolute path (empty segment)', 'app://moderator//etc/passwd.json'],
    ['an encoded absolute path', 'app://moderator/%2Fetc%2Fpasswd.json'],
    ['a drive letter', 'app://moderator/C:/Windows/win.json'],
    ['a dot file', 'app://moderator/.vite/manifest.json'],
    ['a file kind never served', 'app://moderator/index.html.map'],
    ['no extension', 'app://moderator/LICENSE'],
    ['a bad percent escape', 'app://moderator/%E0%A4%A.js'],
    ['not a URL', 'moderator/index.html'],
  ])('refuses %s', (_what, url) => {
    expect(resolveAppUrl(url, root)).toBeNull();
  });

  it.each([
    ['../', 'app://moderator/../../../../etc/secret.json'],
    ['%2e%2e', 'app://moderator/%2e%2e/%2E%2e/secret.json'],
    ['.%2e', 'app://projector/assets/.%2e/.%2e/secret.json'],
  ])('keeps a URL with %s inside the page’s folder (the URL parser resolves it before we see it)', (_what, url) => {
    const file = resolveAppUrl(url, root);
    expect(
      file === null ||
        file.startsWith(join(root, 'moderator') + sep) ||
        file.startsWith(join(root, 'projector') + sep) ||
        file.startsWith(join(root, 'assets') + sep),
    ).toBe(true);
  });

  it('decodes once: a double-encoded dot-dot stays a literal name inside the folder', () => {
    expect(resolveAppUrl('app://moderator/a/%252e%252e/x.json', root)).toBe(
      join(root, 'moderator', 'a', '%2e%2e', 'x.json'),
    );
  });

  it('never resolves outside a page folder or the assets folder, whatever the path (property)', () => {
    const allowed = ['moderator', 'projector', 'assets'].map((d) => join(root, d) + sep);
    const piece = fc.constantFrom(
      '.',
      '..',
      '/',
      '\\',
      '%',
      '2e',
      '2E',
      '2f',
      '5c',
      '00',
      '%2e',
      '%2f',
      '%5c',
      '%00',
      '%25',
      ':',
      'a',
      'assets',
      'moderator',
      '.json',
      '.js',
      '\0',
      '~',
      ' ',
    );
    fc.assert(
      fc.property(
        fc.constantFrom('moderator', 'projector', 'assets', 'x'),
        fc.array(piece, { maxLength: 12 }),
        (host, parts) => {
          const file = resolveAppUrl(`app://${host}/${parts.join('')}`, root);
          return file === null || allowed.some((prefix) => file.startsWith(prefix));
        },
      ),
      { numRuns: runs(3000) },
    );
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.svg', 'image/svg+xml'],
    ['a.png', 'image/png'],
    ['a.woff2', 'font/woff2'],
    ['a.json', 'application/json; charset=utf-8'],
    ['a.mp3', 'audio/mpeg'],
    ['a.ogg', 'audio/ogg'],
    ['a.wav', 'audio/wav'],
    ['A.PNG', 'image/png'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type);
  });

  it('has no type for a file it does not serve', () => {
    expect(contentTypeFor('a.map')).toBeNull();
    expect(contentTypeFor('a.exe')).toBeNull();
  });
});
