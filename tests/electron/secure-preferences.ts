/**
 * The web preferences Electron's security checklist asks of every window, spelled out here (not read from
 * electron/main) so that a test compares the windows against the checklist, not against themselves.
 */
export const SECURE_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  spellcheck: false,
} as const;
