// Where Electron's binary is, without requiring the `electron` package: since Electron 38 its index.js
// downloads the binary when it is missing, which offline ends in a stack trace (issue 13 §4).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Electron binary installed in node_modules, or null with the reason it is not there. */
export function findElectronBinary(root: string): { path: string } | { path: null; reason: string } {
  const packageDir = join(root, 'node_modules', 'electron');
  if (!existsSync(join(packageDir, 'package.json')))
    return { path: null, reason: 'the electron package is not installed (run npm install)' };
  if (process.env['ELECTRON_OVERRIDE_DIST_PATH']) {
    const path = join(process.env['ELECTRON_OVERRIDE_DIST_PATH'], 'electron');
    return existsSync(path)
      ? { path }
      : { path: null, reason: `ELECTRON_OVERRIDE_DIST_PATH has no Electron binary (${path})` };
  }
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile))
    return {
      path: null,
      reason: 'Electron’s binary was never downloaded (npm install could not reach its download server)',
    };
  const path = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(path) ? { path } : { path: null, reason: `Electron’s binary is missing (${path})` };
}
