import { basename, dirname } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The Content-Security-Policy of each kind of page. The windows' pages (moderator, projector, print) talk to
 * the station over the app's own origin or browser mode's WebSocket; the pages of the phones' server (the
 * mirror, the stream overlay) may load only their own origin's files and event stream.
 */
const CSP = {
  window:
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws://127.0.0.1:* ws://localhost:*; object-src 'none'; base-uri 'none'; form-action 'none'",
  lan: "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; media-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'",
} as const;

/** Each page (its folder under renderer/): its kind and its body's class; a page not listed fails the build. */
const PAGES: Record<string, { kind: keyof typeof CSP; bodyClass?: string }> = {
  moderator: { kind: 'window' },
  projector: { kind: 'window' },
  print: { kind: 'window' },
  mirror: { kind: 'lan' },
  overlay: { kind: 'lan', bodyClass: 'overlay-body' },
};

/**
 * The document every page shares around its own head: the mount point of its Vue app and its entry script
 * (renderer/<page>/main.ts), which Vite then bundles as if the page had written it.
 */
function pageDocument(ownHead: string, bodyClass: string | undefined): string {
  const body = bodyClass ? `<body class="${bodyClass}">` : '<body>';
  return `<!doctype html>
<html lang="en">
  <head>
${ownHead.trim()}
  </head>
  ${body}
    <div id="app"></div>
    <script type="module" src="./main.ts"></script>
  </body>
</html>
`;
}

/**
 * Writes each renderer/<page>/index.html into the document every page shares: the head (charset, CSP, viewport,
 * referrer policy, icon; `noindex` on the phones' server's pages), the app's mount point and entry script, so
 * that a page holds only its title (and a viewport of its own where it needs one, as the 1920-wide overlay does).
 */
export function pageHead(): Plugin {
  return {
    name: 'mafia-station-page-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        const page = basename(dirname(filename));
        const { kind, bodyClass } = PAGES[page] ?? {};
        if (!kind) throw new Error(`page-head: no kind for the page ${page} (scripts/page-head.ts)`);
        const meta = (attrs: Record<string, string>): HtmlTagDescriptor => ({
          tag: 'meta',
          attrs,
          injectTo: 'head-prepend',
        });
        const tags: HtmlTagDescriptor[] = [
          meta({ charset: 'UTF-8' }),
          meta({ 'http-equiv': 'Content-Security-Policy', content: CSP[kind] }),
          ...(html.includes('name="viewport"')
            ? []
            : [meta({ name: 'viewport', content: 'width=device-width, initial-scale=1' })]),
          meta({ name: 'referrer', content: 'no-referrer' }),
          ...(kind === 'lan' ? [meta({ name: 'robots', content: 'noindex' })] : []),
          {
            tag: 'link',
            attrs: { rel: 'icon', type: 'image/svg+xml', href: '../common/assets/favicon.svg' },
            injectTo: 'head-prepend',
          },
        ];
        return { html: pageDocument(html, bodyClass), tags };
      },
    },
  };
}
