import { onBeforeUnmount, onMounted, ref } from 'vue';

/**
 * What typed, unsent input an undo now would drop: voters put into a vote ("hands"), or seats typed or put
 * into a form ("seats"); null when nothing would be lost.
 */
export type UnsentInput = 'hands' | 'seats' | null;

/**
 * An undo held back until the key is pressed again, and why: Backspace found nothing left to take back
 * straight after taking something back, or Ctrl+Z would drop what is typed. Both keys ask the same way, on
 * the same line of the console (tryout 8: Ctrl+Z in an open vote silently dropped the hands typed).
 */
export type UndoWait = { key: 'backspace' } | { key: 'ctrl-z'; drops: 'hands' | 'seats' };

// One for the whole console, as the typed seat is: App binds Ctrl+Z, the game's console knows its forms.
const waiting = ref<UndoWait | null>(null);
let unsentInput: () => UnsentInput = () => null;

/** The undo waiting for a second press of its key, if any. */
export function useUndoWait() {
  return waiting;
}

/** Holds the undo until Backspace is pressed again. */
export function waitForBackspace(): void {
  waiting.value = { key: 'backspace' };
}

/** Forgets a held undo: another key, a seat or a new step comes between the first press and the next. */
export function forgetUndoWait(): void {
  waiting.value = null;
}

/** Tells the undo keys what unsent input the calling component holds, while it is mounted. */
export function useUnsentInput(check: () => UnsentInput): void {
  onMounted(() => (unsentInput = check));
  onBeforeUnmount(() => {
    if (unsentInput === check) unsentInput = () => null;
    waiting.value = null;
  });
}

/**
 * Ctrl+Z: undoes at once, unless typed input would be dropped and this is the first press; then it only says
 * so, and the second press undoes (as Backspace asks before an undo it might not mean).
 */
export function undoUnlessUnsent(undo: () => void): void {
  const drops = unsentInput();
  if (drops && waiting.value?.key !== 'ctrl-z') {
    waiting.value = { key: 'ctrl-z', drops };
    return;
  }
  waiting.value = null;
  undo();
}
