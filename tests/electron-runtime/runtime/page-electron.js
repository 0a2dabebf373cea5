// Runs in each emulated window's page before the page's own scripts (Playwright's addInitScript), as
// Electron runs a window's preload: it builds the `require('electron')` a sandboxed preload gets —
// contextBridge, ipcRenderer — and runs the BUILT preload with it. Plain JavaScript, read as text by
// emulated-electron.ts and wrapped as `(function (config, runPreload) { … })(config, function (require,
// module, exports, process) { <the built preload> })` (inlined, not eval'd: the page's CSP forbids
// eval, and an init script's own text is exempt from it); the binding named by
// config.binding is the page's line to the emulated main process (Playwright's exposeBinding, which
// tells main the sending frame, so main's real sender checks run).
'use strict';
/* global config, runPreload -- the wrapper's parameters (see above) */
const binding = (message) => globalThis[config.binding](message);
const listeners = new Map();

/** Electron copies values crossing the bridge: the page never shares an object with the preload. */
const copy = (value) => (value === undefined ? undefined : structuredClone(value));

/** The contextBridge's copy: functions and promises proxied, plain data structured-cloned, API objects frozen. */
function bridged(value, seen = new Map()) {
  if (typeof value === 'function') {
    return function bridgedFunction(...args) {
      return bridged(value(...args.map((arg) => bridged(arg))));
    };
  }
  if (value instanceof Promise) return value.then((result) => bridged(result));
  if (value === null || typeof value !== 'object') return value;
  if (!holdsFunction(value, new Set())) return copy(value);
  if (seen.has(value)) return seen.get(value);
  const out = Array.isArray(value) ? [] : {};
  seen.set(value, out);
  for (const key of Object.keys(value)) out[key] = bridged(value[key], seen);
  return Object.freeze(out);
}

function holdsFunction(value, visited) {
  if (typeof value === 'function') return true;
  if (value === null || typeof value !== 'object' || visited.has(value)) return false;
  visited.add(value);
  return Object.values(value).some((v) => holdsFunction(v, visited));
}

const ipcRenderer = {
  invoke(channel, ...args) {
    return binding({ kind: 'invoke', channel, args: copy(args) }).then((answer) => {
      if (answer.ok) return answer.value;
      throw new Error(`Error invoking remote method '${channel}': ${answer.message}`);
    });
  },
  send(channel, ...args) {
    void binding({ kind: 'send', channel, args: copy(args) });
  },
  on(channel, listener) {
    if (!listeners.has(channel)) listeners.set(channel, []);
    listeners.get(channel).push({ listener, once: false });
    return ipcRenderer;
  },
  once(channel, listener) {
    if (!listeners.has(channel)) listeners.set(channel, []);
    listeners.get(channel).push({ listener, once: true });
    return ipcRenderer;
  },
  removeListener(channel, listener) {
    const list = listeners.get(channel) ?? [];
    const index = list.findIndex((entry) => entry.listener === listener);
    if (index >= 0) list.splice(index, 1);
    return ipcRenderer;
  },
  off(channel, listener) {
    return ipcRenderer.removeListener(channel, listener);
  },
  removeAllListeners(channel) {
    if (channel === undefined) listeners.clear();
    else listeners.delete(channel);
    return ipcRenderer;
  },
  listenerCount(channel) {
    return (listeners.get(channel) ?? []).length;
  },
};

const contextBridge = {
  exposeInMainWorld(key, api) {
    Object.defineProperty(globalThis, key, {
      value: bridged(api),
      enumerable: true,
      configurable: false,
      writable: false,
    });
  },
};

// main → page (webContents.send): each listener gets its own copy, with an event that carries `sender`.
Object.defineProperty(globalThis, config.deliver, {
  enumerable: false,
  value(channel, args) {
    for (const entry of [...(listeners.get(channel) ?? [])]) {
      if (entry.once) ipcRenderer.removeListener(channel, entry.listener);
      entry.listener({ sender: ipcRenderer, senderId: 0, ports: [] }, ...copy(args));
    }
  },
});

// Electron's permission layer sits between the page and Chromium: a clipboard write asks the session's
// permission handler ('clipboard-sanitized-write') before Chromium does it.
if (globalThis.navigator && navigator.clipboard) {
  const write = navigator.clipboard.writeText.bind(navigator.clipboard);
  navigator.clipboard.writeText = async (text) => {
    const allowed = await binding({ kind: 'permission', permission: 'clipboard-sanitized-write' });
    if (!allowed) throw new DOMException('Write permission denied.', 'NotAllowedError');
    return write(text);
  };
}

if (runPreload !== null && globalThis === globalThis.top) {
  const electron = { contextBridge, ipcRenderer, webFrame: {}, webUtils: {} };
  const require = (name) => {
    if (name === 'electron' || name === 'electron/renderer') return electron;
    // A sandboxed preload can require only 'electron' and a few Node built-ins it does not use here.
    throw new Error(`module not found: ${name}`);
  };
  const module = { exports: {} };
  const process = {
    platform: config.platform,
    versions: { electron: config.electronVersion },
    env: {},
    type: 'renderer',
    sandboxed: true,
  };
  runPreload(require, module, module.exports, process);
}
