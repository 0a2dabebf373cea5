import { resolve } from 'node:path';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';

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
    plugins: [vue()],
    // vue-i18n's bundler flags: Composition API only, no legacy API or devtools in the build.
    define: {
      __VUE_I18N_FULL_INSTALL__: true,
      __VUE_I18N_LEGACY_API__: false,
      __INTLIFY_PROD_DEVTOOLS__: false,
    },
    build: {
      outDir: 'out/renderer',
      // Every asset (the timer's sounds) is a file of our own origin: the CSP allows no data: URLs.
      assetsInlineLimit: 0,
      rollupOptions: {
        input: {
          moderator: resolve('renderer/moderator/index.html'),
          projector: resolve('renderer/projector/index.html'),
          print: resolve('renderer/print/index.html'),
          mirror: resolve('renderer/mirror/index.html'),
        },
      },
    },
  },
});
