import { resolve } from 'node:path';
import VueI18nPlugin from '@intlify/unplugin-vue-i18n/vite';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';
import { pageHead } from './scripts/page-head.ts';

// Three builds: the main process (the shell and the station), the sandboxed preloads (CommonJS, as
// sandboxed preloads require), and the renderer apps (moderator console, projector, print page, and the
// LAN mirror: the projector's screen fed by the phones' server's event stream).
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve('electron/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can require only 'electron' (no relative chunks, no node_modules): each
      // preload is bundled alone, with its dependencies inlined.
      isolatedEntries: true,
      externalizeDeps: false,
      rollupOptions: {
        input: {
          moderator: resolve('electron/preload/moderator.ts'),
          projector: resolve('electron/preload/projector.ts'),
          print: resolve('electron/preload/print.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'renderer',
    plugins: [
      vue(),
      // Every page's shared head (charset, CSP, icon…) is written once, by this plugin.
      pageHead(),
      // The message files are compiled at build time, so the windows load vue-i18n's runtime without its
      // message compiler (and without eval, which the CSP forbids anyway); each language is its own chunk,
      // loaded when a window needs it (renderer/common/i18n.ts). It also sets vue-i18n's bundler flags:
      // Composition API only, no legacy API, no devtools, no <i18n-t> components (the windows use none).
      VueI18nPlugin({
        include: [resolve('shared/locales/*.json'), resolve('shared/locales/rulesets/*.json')],
        runtimeOnly: true,
        compositionOnly: true,
        fullInstall: false,
        dropMessageCompiler: true,
      }),
    ],
    build: {
      outDir: 'out/renderer',
      // Minified: the pages' JavaScript at start is counted by `npm run size` (issue 14: moderator < 200 KB gzip).
      minify: true,
      // Every asset (the timer's sounds) is a file of our own origin: the CSP allows no data: URLs.
      assetsInlineLimit: 0,
      rollupOptions: {
        input: {
          moderator: resolve('renderer/moderator/index.html'),
          projector: resolve('renderer/projector/index.html'),
          print: resolve('renderer/print/index.html'),
          mirror: resolve('renderer/mirror/index.html'),
          // The stream overlays (issue 17): a transparent browser source, served by the phones' server like the mirror.
          overlay: resolve('renderer/overlay/index.html'),
        },
      },
    },
  },
});
