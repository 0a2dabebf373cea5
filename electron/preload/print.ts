// The hidden print window's preload (sandboxed, CommonJS once built): the page may ask for the one
// document main gave this window, and say when it is drawn. It has no request channel to the station.
import { contextBridge, ipcRenderer } from 'electron';
import { PRINT_IPC } from '../../shared/contract/ipc-channels.ts';
import type { PrintBridgeApi, PrintDocument } from '../../shared/contract/print.ts';

const api: PrintBridgeApi = {
  document: () => ipcRenderer.invoke(PRINT_IPC.document) as Promise<PrintDocument | null>,
  ready: () => ipcRenderer.send(PRINT_IPC.ready),
};

contextBridge.exposeInMainWorld('mafiaPrint', api);
