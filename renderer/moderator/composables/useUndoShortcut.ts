import { useKeyboard } from './useKeyboard.ts';
import { undoUnlessUnsent } from './useUndoWait.ts';

/**
 * Binds Ctrl+Z (⌘Z) to undo and Ctrl+Shift+Z / Ctrl+Y to redo while the component is mounted. With input typed
 * and not sent, the first Ctrl+Z only says what it would drop and the second undoes (tryout 8: in an open vote
 * it dropped the hands typed without a word).
 */
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
      action: () => undoUnlessUnsent(actions.undo),
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
