import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MODERATOR_REQUESTS } from '../../shared/contract/index.ts';
import { validatePayload as validate } from '../../shared/contract/validate.ts';
import { standIn } from './stand-in/electron.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const { createPrintFileOpener } = await import('../../electron/main/print-files.ts');

/** A data folder with a prints/ folder holding one PDF, a file beside prints/, and a link out of prints/. */
function dataFolder(): { prints: string; pdf: string; outside: string; link: string } {
  const data = realpathSync(mkdtempSync(join(tmpdir(), 'mafia-print-files-')));
  const prints = join(data, 'prints');
  mkdirSync(prints);
  const pdf = join(prints, 'protocol-g1.pdf');
  writeFileSync(pdf, '%PDF-1.4');
  const outside = join(data, 'mafia-station.sqlite');
  writeFileSync(outside, 'archive');
  const link = join(prints, 'sneaky.pdf');
  symlinkSync(outside, link);
  return { prints, pdf, outside, link };
}

beforeEach(() => {
  standIn.openedPaths.length = 0;
  standIn.shownInFolder.length = 0;
});

describe('a printed PDF, shown in its folder or opened (issue 13 §2.8)', () => {
  it('shows a PDF of prints/ in the file manager, and opens it in the default program', async () => {
    const { prints, pdf } = dataFolder();
    const reveal = createPrintFileOpener(prints);
    expect(await reveal({ file: pdf, action: 'show' })).toEqual({ ok: true, value: { file: pdf } });
    expect(standIn.shownInFolder).toEqual([pdf]);
    expect(await reveal({ file: pdf, action: 'open' })).toEqual({ ok: true, value: { file: pdf } });
    expect(standIn.openedPaths).toEqual([pdf]);
  });

  it('refuses anything outside prints/, however the path is written, and opens nothing', async () => {
    const { prints, outside, link } = dataFolder();
    const reveal = createPrintFileOpener(prints);
    for (const file of [
      outside,
      join(prints, '..', 'mafia-station.sqlite'),
      link,
      prints,
      'prints/protocol-g1.pdf',
      join(prints, 'gone.pdf'),
      '/etc/passwd',
    ]) {
      for (const action of ['show', 'open'] as const) {
        const answer = await reveal({ file, action });
        expect(answer, `${action} ${file}`).toEqual({
          ok: false,
          error: { kind: 'rule', code: 'print.not-a-print', params: {} },
        });
      }
    }
    expect(standIn.openedPaths).toEqual([]);
    expect(standIn.shownInFolder).toEqual([]);
  });

  it('says why when the system cannot open the file', async () => {
    const { prints, pdf } = dataFolder();
    const reveal = createPrintFileOpener(prints, {
      openPath: () => Promise.resolve('No application knows this file type.'),
      showItemInFolder: () => undefined,
    });
    expect(await reveal({ file: pdf, action: 'open' })).toEqual({
      ok: false,
      error: { kind: 'unavailable', message: 'No application knows this file type.' },
    });
  });

  it('is a moderator request with a checked payload', () => {
    expect(validate(MODERATOR_REQUESTS['print.reveal'].payload, { file: '/x.pdf', action: 'show' }).ok).toBe(true);
    expect(validate(MODERATOR_REQUESTS['print.reveal'].payload, { file: '/x.pdf', action: 'delete' }).ok).toBe(false);
    expect(validate(MODERATOR_REQUESTS['print.reveal'].payload, { file: '', action: 'open' }).ok).toBe(false);
  });
});
