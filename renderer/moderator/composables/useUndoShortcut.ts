import { onBeforeUnmount, onMounted } from 'vue';

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // Ctrl+Z in a text field undoes typing, not a game step.
  return target.isContentEditable || target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type));
}

/** Binds Ctrl+Z (⌘Z) to undo and Ctrl+Shift+Z / Ctrl+Y to redo while the component is mounted. */
export function useUndoShortcut(actions: { undo: () => void; redo: () => void; enabled: () => boolean }): void {
  function onKey(event: KeyboardEvent): void {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || !actions.enabled() || isTextField(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      actions.undo();
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault();
      actions.redo();
    }
  }
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
