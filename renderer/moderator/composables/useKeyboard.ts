import { nextTick, onBeforeUnmount, onMounted, shallowReactive } from 'vue';

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

/** The binding a key event would run now, if any, and whether one would match it were it enabled. */
function bindingFor(event: KeyboardEvent): { run: KeyBinding | null; bound: boolean } {
  const typing = isTextField(event.target);
  let bound = false;
  // The newest binding wins: a dialog's keys shadow the page's.
  for (let i = active.length - 1; i >= 0; i--) {
    const binding = active[i]!;
    if (!matches(binding, event) || (typing && !binding.inFields)) continue;
    bound = true;
    if ((binding.offered && !binding.offered()) || (binding.enabled && !binding.enabled())) continue;
    return { run: binding, bound };
  }
  return { run: null, bound };
}

function run(event: KeyboardEvent): void {
  const { run: binding } = bindingFor(event);
  if (!binding) return;
  event.preventDefault();
  binding.action(event);
}

/**
 * The keys typed while a command is on its way, in order (tryout 15: at 40 ms a key, «8 Enter n 1 Enter n» at a
 * Mensa reading recorded one hand, and the rest went unsaid: N and the next seat came before the step they were
 * meant for, while the console still showed the step just sent). They run once its step is drawn, each against
 * the screen as it then is, and a key that sends a command holds the ones behind it again.
 */
const held: KeyboardEvent[] = [];
/** What the console waits for: whether a command is on its way, and the step it was sent from. */
let hold: { waiting: () => boolean; step: () => unknown } | null = null;
/** The step the held keys were typed on: if the console is still there when they may run, nothing came of it. */
let heldOn: unknown = undefined;
let replaying = false;

/**
 * Holds the console's keys while `waiting()` (a command on its way from the step `step()` names), and runs them
 * once it is not. Returns the stop (the console closed): what it held is dropped.
 */
export function holdKeysWhile(waiting: () => boolean, step: () => unknown): () => void {
  const mine = { waiting, step };
  hold = mine;
  return () => {
    if (hold !== mine) return;
    hold = null;
    held.length = 0;
  };
}

/**
 * Runs the held keys now that no command is on its way, one at a time with the page updated between them. A
 * command that changed nothing (refused: its refusal is on screen) drops them: keys meant for a step that did not
 * come must not act on the one still there.
 */
export async function releaseHeldKeys(): Promise<void> {
  if (replaying || held.length === 0 || !hold || hold.waiting()) return;
  if (hold.step() === heldOn) {
    held.length = 0;
    return;
  }
  replaying = true;
  try {
    while (held.length > 0 && hold && !hold.waiting()) {
      run(held.shift()!);
      await nextTick();
    }
    // A key that sent a command: the keys behind it wait for that one's step.
    if (hold?.waiting()) heldOn = hold.step();
  } finally {
    replaying = false;
  }
}

function onKey(event: KeyboardEvent): void {
  if (event.altKey || event.repeat) return;
  if (hold && (hold.waiting() || held.length > 0 || replaying)) {
    if (!bindingFor(event).bound) return;
    event.preventDefault();
    if (held.length === 0 && !replaying) heldOn = hold.step();
    held.push(event);
    void releaseHeldKeys();
    return;
  }
  run(event);
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
