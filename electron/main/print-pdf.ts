import { BrowserWindow, ipcMain, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { PRINT_IPC, type PrintDocument } from '../../shared/contract/print.ts';
import type { PdfPrinter } from '../station/index.ts';
import { lockDown, pageRoot, pageUrl, secureWebPreferences } from './windows.ts';

/** How long the print page may take to draw its document before the print is given up. */
export const PRINT_TIMEOUT_MS = 30_000;

/** A4 at 96 dpi: the hidden window lays the page out at the paper's width. */
const A4_WINDOW = { width: 794, height: 1123 };

/**
 * The station's PDF printer in Electron: each document is drawn by the print page in a hidden, locked-down
 * window (the same secure preferences as every window, its own preload), then webContents.printToPDF
 * makes an A4 PDF. One print at a time: the print channels exist only while a print runs, and answer
 * only the print window of that print.
 */
export function createPdfPrinter(timeoutMs = PRINT_TIMEOUT_MS): PdfPrinter {
  let queue: Promise<unknown> = Promise.resolve();
  return (document, locale = 'en') => {
    const job = queue.then(() => printOne(document, locale, timeoutMs));
    // A failed print must not block the next one.
    queue = job.catch(() => undefined);
    return job;
  };
}

async function printOne(document: PrintDocument, locale: string, timeoutMs: number): Promise<Uint8Array> {
  const window = new BrowserWindow({ ...A4_WINDOW, show: false, webPreferences: secureWebPreferences('print') });
  lockDown(window.webContents);
  const contents = window.webContents;
  let onReady: (event: IpcMainEvent) => void = () => {};
  const drawn = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The print page did not draw its document in time.')), timeoutMs);
    onReady = (event) => {
      if (!fromPrintPage(event, contents)) return;
      clearTimeout(timer);
      resolve();
    };
  });
  ipcMain.handle(PRINT_IPC.document, (event) => (fromPrintPage(event, contents) ? document : null));
  ipcMain.on(PRINT_IPC.ready, onReady);
  try {
    // The print page takes its language from `?lang=` (renderer/print/main.ts), as in browser mode.
    await window.loadURL(`${pageUrl('print')}?lang=${encodeURIComponent(locale)}`);
    await drawn;
    const pdf = await contents.printToPDF({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true });
    return new Uint8Array(pdf);
  } finally {
    ipcMain.removeHandler(PRINT_IPC.document);
    ipcMain.removeListener(PRINT_IPC.ready, onReady);
    if (!window.isDestroyed()) window.destroy();
  }
}

/** Whether an IPC message came from the main frame of this print window, showing the print page. */
function fromPrintPage(event: IpcMainEvent | IpcMainInvokeEvent, contents: WebContents): boolean {
  const frame = event.senderFrame;
  return (
    event.sender === contents && frame !== null && frame.parent === null && frame.url.startsWith(pageRoot('print'))
  );
}
