import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, sep } from 'node:path';
import { shell } from 'electron';
import type { PrintRevealPayload, StationResult } from '../../shared/contract/index.ts';
import type { PrintFileOpener } from '../station/index.ts';

/** What the opener needs of Electron's shell. */
export type PrintShell = Pick<Electron.Shell, 'openPath' | 'showItemInFolder'>;

const NOT_A_PRINT = { ok: false, error: { kind: 'rule', code: 'print.not-a-print', params: {} } } as const;

/**
 * "Show in folder" and "Open" for a printed PDF (issue 13 §2.8). The console names the file, so the path
 * comes from the page: it is trusted only as far as it resolves (links followed) to a file inside the
 * prints folder. Anything else, however written, is refused and nothing is opened: the page must never
 * become a way to run an arbitrary file in an external program.
 */
export function createPrintFileOpener(printsDir: string, printShell: PrintShell = shell): PrintFileOpener {
  return async ({ file, action }: PrintRevealPayload): Promise<StationResult<{ file: string }>> => {
    const real = await insidePrints(printsDir, file);
    if (real === null) return NOT_A_PRINT;
    if (action === 'show') {
      printShell.showItemInFolder(real);
      return { ok: true, value: { file: real } };
    }
    // openPath answers an empty string on success, else the system's reason.
    const failure = await printShell.openPath(real);
    return failure === ''
      ? { ok: true, value: { file: real } }
      : { ok: false, error: { kind: 'unavailable', message: failure } };
  };
}

/** The real path of a file inside the prints folder, or null (relative, missing, not a file, or outside). */
async function insidePrints(printsDir: string, file: string): Promise<string | null> {
  if (!isAbsolute(file)) return null;
  try {
    const [root, real] = await Promise.all([realpath(printsDir), realpath(file)]);
    const inside = relative(root, real);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null; // a missing file or prints folder
  }
}
