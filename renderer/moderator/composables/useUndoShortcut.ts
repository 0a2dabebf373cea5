import { useKeyboard } from './useKeyboard.ts';

/** Binds Ctrl+Z (⌘Z) to undo and Ctrl+Shift+Z / Ctrl+Y to redo while the component is mounted. */
export function useUndoShortcut(actions: { undo: () => void; redo: () => void; enabled: () => boolean }): void {
  // In a text field Ctrl+Z undoes typing, not a game step: these keys stay out of fields.
  useKeyboard([
    {
      key: 'z',
      ctrl: true,
      shift: false,
      label: 'Ctrl+Z',
      help: 'keys.undo',
      enabled: actions.enabled,
      action: actions.undo,
    },
    {
      key: 'z',
      ctrl: true,
      shift: true,
      label: 'Ctrl+Shift+Z',
      help: 'keys.redo',
      enabled: actions.enabled,
      action: actions.redo,
    },
    { key: 'y', ctrl: true, label: 'Ctrl+Y', help: 'keys.redo', enabled: actions.enabled, action: actions.redo },
  ]);
}
