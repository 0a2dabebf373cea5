import { describe, expect, it, vi } from 'vitest';
import { PRINT_IPC, type PrintDocument } from '../../shared/contract/index.ts';
import { app, ipcEventFrom, ipcMain, standIn, StandInBrowserWindow } from './stand-in/electron.ts';

vi.mock('electron', () => import('./stand-in/electron.ts'));

const { createPdfPrinter } = await import('../../electron/main/print-pdf.ts');

await app.whenReady();

const DOCUMENT: PrintDocument = {
  document: 'standings',
  standings: { title: 'Cup', subtitle: null, columns: [], rows: [{ rank: 1, name: 'Anna', total: 1, values: {} }] },
};

/** The print window the printer opened last, once it has loaded its page (in the print's language: English unless asked). */
async function printWindow(locale = 'en'): Promise<StandInBrowserWindow> {
  await vi.waitFor(() =>
    expect(standIn.windows.at(-1)?.webContents.getURL()).toBe(`app://print/index.html?lang=${locale}`),
  );
  return standIn.windows.at(-1)!;
}

describe('PDF printing in Electron (hidden print window, printToPDF)', () => {
  it('draws the page in the language the print was asked in (issue 13 §2.1: the console’s, not always English)', async () => {
    const pdf = createPdfPrinter()(DOCUMENT, 'ru');
    const window = await printWindow('ru');
    ipcMain.emit(PRINT_IPC.ready, ipcEventFrom(window));
    await pdf;
  });

  it('draws the document in a hidden, locked-down window and returns printToPDF’s bytes', async () => {
    const pdf = createPdfPrinter()(DOCUMENT);
    const window = await printWindow();
    expect(window.options['show']).toBe(false);
    expect(window.options['webPreferences']).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(String((window.options['webPreferences'] as { preload: string }).preload)).toMatch(/print\.cjs$/);
    expect(window.webContents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
    // The page asks for its document, draws it, and says so.
    expect(await ipcMain.invoke(PRINT_IPC.document, ipcEventFrom(window))).toEqual(DOCUMENT);
    ipcMain.emit(PRINT_IPC.ready, ipcEventFrom(window));
    expect(new TextDecoder().decode(await pdf)).toBe('%PDF-1.4 stand-in');
    expect(window.webContents.printedToPdf).toEqual([
      { pageSize: 'A4', printBackground: true, preferCSSPageSize: true },
    ]);
    // Done: the window is gone, and so are the print channels.
    expect(window.isDestroyed()).toBe(true);
    expect(ipcMain.handlers.has(PRINT_IPC.document)).toBe(false);
    expect(ipcMain.listenerCount(PRINT_IPC.ready)).toBe(0);
  });

  it('answers no other window: another page gets no document and cannot start the print', async () => {
    const other = new StandInBrowserWindow({});
    await other.loadURL('app://moderator/index.html');
    const pdf = createPdfPrinter()(DOCUMENT);
    const window = await printWindow();
    expect(await ipcMain.invoke(PRINT_IPC.document, ipcEventFrom(other))).toBeNull();
    ipcMain.emit(PRINT_IPC.ready, ipcEventFrom(other));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.webContents.printedToPdf).toEqual([]);
    ipcMain.emit(PRINT_IPC.ready, ipcEventFrom(window));
    await pdf;
    other.close();
  });

  it('a page that never draws: the print fails, the window closes, the next print works', async () => {
    const printer = createPdfPrinter(50);
    const stuck = printer(DOCUMENT);
    const first = await printWindow();
    await expect(stuck).rejects.toThrow(/did not draw/);
    expect(first.isDestroyed()).toBe(true);
    const next = printer(DOCUMENT);
    await vi.waitFor(() => expect(standIn.windows.at(-1)).not.toBe(first));
    const second = await printWindow();
    ipcMain.emit(PRINT_IPC.ready, ipcEventFrom(second));
    await expect(next).resolves.toBeInstanceOf(Uint8Array);
  });

  it('prints one document at a time', async () => {
    const printer = createPdfPrinter();
    const a = printer(DOCUMENT);
    const b = printer(DOCUMENT);
    const first = await printWindow();
    const before = standIn.windows.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(standIn.windows.length).toBe(before);
    ipcMain.emit(PRINT_IPC.ready, ipcEventFrom(first));
    await a;
    await vi.waitFor(() => expect(standIn.windows.at(-1)).not.toBe(first));
    const second = await printWindow();
    ipcMain.emit(PRINT_IPC.ready, ipcEventFrom(second));
    await b;
  });
});

describe('the print preload', () => {
  it('exposes only the document and the ready signal, over the print channels', async () => {
    const { ipcRenderer } = await import('./stand-in/electron.ts');
    await import('../../electron/preload/print.ts');
    const api = standIn.exposed.get('mafiaPrint') as { document(): Promise<unknown>; ready(): void };
    expect(Object.keys(api).sort()).toEqual(['document', 'ready']);
    ipcRenderer.invokeResult = DOCUMENT;
    expect(await api.document()).toEqual(DOCUMENT);
    api.ready();
    expect(ipcRenderer.invoked.at(-1)).toEqual({ channel: PRINT_IPC.document, args: [] });
    expect(ipcRenderer.sentToMain.at(-1)).toEqual({ channel: PRINT_IPC.ready, args: [] });
  });
});
