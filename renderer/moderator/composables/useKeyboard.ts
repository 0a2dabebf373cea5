import { onBeforeUnmount, onMounted, shallowReactive } from 'vue';

/** One key of the console: what it is, what it does (a message key for the help overlay), and the action. */
export interface KeyBinding {
  /** The key as KeyboardEvent.key reports it, lower-cased for letters ('r', ' ', 'enter', '?', 'arrowright'). */
  key: string;
  /** Shown in the help overlay, e.g. "Ctrl+Z" or "1–16"; the key itself when absent. */
  label?: string;
  /** Message key of what the key does. */
  help: string;
  ctrl?: boolean;
  shift?: boolean;
  /** Whether the key works now (a form open, a game running…); a disabled key does nothing. */
  enabled?: () => boolean;
  /**
   * Whether the key belongs to the game on screen at all (its ruleset has the step or the switch): a key not
   * offered does nothing and is not in the help overlay (Copag's help listed the roles key, remarks and Mensa's
   * vogon keys: tryout 7). Absent: always offered.
   */
  offered?: () => boolean;
  /** Runs even while typing in a text field (Escape, Ctrl+Z…). */
  inFields?: boolean;
  action: (event: KeyboardEvent) => void;
}

// One list for the whole console: the help overlay lists exactly the keys bound right now.
const active = shallowReactive<KeyBinding[]>([]);
let listening = false;

/**
 * Whether a key event comes from a field where keys are text (typing a name must not fire actions). A
 * select is not one: after a role is chosen with the mouse, Enter still confirms the form.
 */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type))
  );
}

function matches(binding: KeyBinding, event: KeyboardEvent): boolean {
  const ctrl = event.ctrlKey || event.metaKey;
  if (Boolean(binding.ctrl) !== ctrl) return false;
  // Shift is part of '?' itself, so only bindings that ask for it (or letters) check it.
  if (binding.shift !== undefined && binding.shift !== event.shiftKey) return false;
  return binding.key === event.key.toLowerCase();
}

function onKey(event: KeyboardEvent): void {
  if (event.altKey || event.repeat) return;
  const typing = isTextField(event.target);
  // The newest binding wins: a dialog's keys shadow the page's.
  for (let i = active.length - 1; i >= 0; i--) {
    const binding = active[i]!;
    if (!matches(binding, event) || (typing && !binding.inFields)) continue;
    if ((binding.offered && !binding.offered()) || (binding.enabled && !binding.enabled())) continue;
    event.preventDefault();
    binding.action(event);
    return;
  }
}

/** The keys bound right now that the game on screen offers, for the help overlay. */
export function boundKeys(): readonly KeyBinding[] {
  return active.filter((binding) => !binding.offered || binding.offered());
}

/** Binds keys while the calling component is mounted. */
export function useKeyboard(bindings: KeyBinding[]): void {
  onMounted(() => {
    active.push(...bindings);
    if (!listening) {
      window.addEventListener('keydown', onKey);
      listening = true;
    }
  });
  onBeforeUnmount(() => {
    for (const binding of bindings) {
      const index = active.indexOf(binding);
      if (index >= 0) active.splice(index, 1);
    }
  });
}
