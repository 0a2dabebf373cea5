import { app, Menu, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';

/** A key the console binds (renderer/moderator: the `?` overlay lists them), as Electron names it. */
interface ConsoleKey {
  keyCode: string;
  modifiers: ('control' | 'shift')[];
}

/**
 * The application menu: the console's own commands (undo and redo a step, the key list), editing for
 * text fields, fullscreen, Help — and no Reload, Force Reload or DevTools outside development, where a
 * stray key would blank the console mid-game. Edit has no Undo/Redo roles: Ctrl+Z belongs to the
 * console (undo a step), and the Game menu's items press the console's own keys (the accelerators are
 * shown, not registered, so the key reaches the page once).
 */
export function buildAppMenu(
  moderator: BrowserWindow,
  development = !app.isPackaged && Boolean(process.env['ELECTRON_RENDERER_URL']),
): Menu {
  const press = (key: ConsoleKey) => () => {
    if (moderator.isDestroyed()) return;
    moderator.webContents.sendInputEvent({ type: 'keyDown', keyCode: key.keyCode, modifiers: key.modifiers });
    moderator.webContents.sendInputEvent({ type: 'keyUp', keyCode: key.keyCode, modifiers: key.modifiers });
  };
  const template: MenuItemConstructorOptions[] = [
    ...(process.platform === 'darwin'
      ? [{ role: 'appMenu' as const }]
      : [{ label: 'File', submenu: [{ role: 'quit' as const }] }]),
    {
      label: 'Edit',
      submenu: [{ role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { type: 'separator' }, { role: 'selectAll' }],
    },
    {
      label: 'Game',
      submenu: [
        {
          label: 'Undo Step',
          accelerator: 'CmdOrCtrl+Z',
          registerAccelerator: false,
          click: press({ keyCode: 'z', modifiers: ['control'] }),
        },
        {
          label: 'Redo Step',
          accelerator: 'CmdOrCtrl+Shift+Z',
          registerAccelerator: false,
          click: press({ keyCode: 'z', modifiers: ['control', 'shift'] }),
        },
      ],
    },
    {
      label: 'View',
      submenu: [
        { role: 'togglefullscreen' },
        ...(development
          ? [{ type: 'separator' as const }, { role: 'reload' as const }, { role: 'toggleDevTools' as const }]
          : []),
      ],
    },
    {
      label: 'Help',
      submenu: [
        {
          label: 'Keyboard Shortcuts',
          accelerator: '?',
          registerAccelerator: false,
          click: press({ keyCode: '?', modifiers: [] }),
        },
      ],
    },
  ];
  return Menu.buildFromTemplate(template);
}
