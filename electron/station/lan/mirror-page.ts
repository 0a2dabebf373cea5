import { escapeHtml } from './escape-html.ts';
import { lanStrings, type LanLanguage } from './lan-strings.ts';
import { styleHash } from './response-headers.ts';

/** The fixed path of the mirror's one script file. */
export const MIRROR_SCRIPT_PATH = '/mirror.js';

/** The stylesheet of the mirror page: large, dark, readable from the back of the room. */
const MIRROR_CSS = [
  'html{color-scheme:dark}',
  'body{margin:0;padding:2vw;background:#0d0d0d;color:#eee;font:2.2vw/1.35 system-ui,sans-serif}',
  'h1{font-size:2.4em;margin:0}',
  'h2{font-size:1.1em;color:#aaa;margin:1em 0 .3em}',
  '.grid{display:grid;grid-template-columns:1fr 1fr;gap:2vw}',
  'ul,ol{margin:0;padding-left:1.2em}',
  '.out{color:#888}',
  '.vote{font-size:1.3em;color:#ffd27f}',
  '.status{color:#888;font-size:.8em}',
  '[hidden]{display:none}',
].join('');

/** The CSP source that allows the mirror page's `<style>` block. */
export const MIRROR_STYLE_HASH = styleHash(MIRROR_CSS);

/** The read-only mirror page: an empty frame that /mirror.js fills from the event stream. */
export function renderMirrorPage(language: LanLanguage = 'en'): string {
  const t = lanStrings(language);
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(t.mirrorTitle)}</title><style>${MIRROR_CSS}</style>` +
    `<script src="${MIRROR_SCRIPT_PATH}" defer></script></head><body>` +
    `<h1 id="phase">${escapeHtml(t.mirrorWaiting)}</h1>` +
    '<p id="vote" class="vote" hidden></p>' +
    '<div class="grid"><section><h2 id="living-title"></h2><ul id="living"></ul>' +
    '<h2 id="out-title"></h2><ul id="out" class="out"></ul></section>' +
    '<section><h2 id="news-title"></h2><ol id="news"></ol>' +
    '<h2 id="result-title" hidden></h2><ul id="result" hidden></ul></section></div>' +
    '<p id="status" class="status"></p></body></html>'
  );
}
