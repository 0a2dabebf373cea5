import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppPage } from './app-url.ts';

// The main bundle is ESM (package.json "type": "module"), so there is no __dirname: the build folders
// are found from this bundle's own URL. Built layout: out/main/index.js, out/preload/<page>.cjs,
// out/renderer/<page>/index.html.
const MAIN_DIR = dirname(fileURLToPath(import.meta.url));

/** The renderer build folder that app:// serves. */
export const RENDERER_ROOT = join(MAIN_DIR, '..', 'renderer');

/** The station's icon on its windows (Linux, Windows; macOS takes the bundle's): packaged by electron-builder.yml's `files`. */
export const WINDOW_ICON = join(MAIN_DIR, '..', '..', 'resources', 'icons', '512x512.png');

/** The built preload of a page's window (CommonJS, as sandboxed preloads must be). */
export function preloadPath(page: AppPage): string {
  return join(MAIN_DIR, '..', 'preload', `${page}.cjs`);
}
