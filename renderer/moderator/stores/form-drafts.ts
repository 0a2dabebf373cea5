/**
 * What the moderator typed into the open game's command forms and has not sent, kept in the moderator window's
 * own storage so that a reload or a station restart does not drop it (club tryout: ten hands counted, the station
 * crashed, the game resumed and the vote's form came back empty). A draft is not game truth: the station never
 * sees it, the projector never reads it, and it is only shown again for the very step it was typed for.
 */

/** The step a form answers: the game, the game's version the moderator saw, and the prompt that asks for the form. */
export interface DraftPlace {
  gameId: string;
  version: number;
  prompt: string;
}

/** A form's input as typed: its values, the seat fields set to "nobody", the vote's mode and the order of entry. */
export interface FormDraft {
  values: Record<string, unknown>;
  nobody: string[];
  byVoters: boolean;
  entered: ({ field: string } | { voter: number })[];
}

/** The drafts of one game, by command; one game at a time (a draft of a game left behind is forgotten). */
interface StoredDrafts {
  gameId: string;
  forms: Record<string, FormDraft & { version: number; prompt: string }>;
  /** The seat digits typed and not yet a seat («1» of «12»), at the version they were typed at. */
  typed?: { version: number; digits: string };
}

/** The step seat digits are typed at: the game and the version the moderator saw (the console's, not one form's). */
export type TypedPlace = Pick<DraftPlace, 'gameId' | 'version'>;

/** The moderator window's storage key (a key of its own, which no projector or mirror code reads). */
export const DRAFTS_KEY = 'mafia-station.form-drafts';

/** The storage drafts live in: the moderator window's localStorage, which outlives the station's process. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // A browser that refuses storage (private mode, a locked profile) keeps no drafts, and the console still works.
    return null;
  }
}

function read(): StoredDrafts | null {
  const text = storage()?.getItem(DRAFTS_KEY);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as StoredDrafts;
    return typeof parsed?.gameId === 'string' && typeof parsed.forms === 'object' && parsed.forms !== null
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function write(drafts: StoredDrafts | null): void {
  try {
    if (drafts === null || (Object.keys(drafts.forms).length === 0 && !drafts.typed)) storage()?.removeItem(DRAFTS_KEY);
    else storage()?.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // A full or refused storage loses the draft, never the step: the console goes on.
  }
}

/** Keeps a form's unsent input for the step it was typed for; a draft of another game is dropped. */
export function saveDraft(place: DraftPlace, command: string, draft: FormDraft): void {
  const before = read();
  const same = before?.gameId === place.gameId ? before : null;
  const forms = same?.forms ?? {};
  forms[command] = { ...structuredClone(draft), version: place.version, prompt: place.prompt };
  write({ gameId: place.gameId, forms, ...(same?.typed ? { typed: same.typed } : {}) });
}

/**
 * A form's draft, if it was typed for this very step (same game, same version, same prompt); a draft typed for
 * another step (sent, undone, or moved on by another device) is discarded, never shown.
 */
export function takeDraft(place: DraftPlace, command: string): FormDraft | null {
  const stored = read();
  if (!stored || stored.gameId !== place.gameId) return null;
  const found = stored.forms[command];
  if (!found) return null;
  if (found.version !== place.version || found.prompt !== place.prompt) {
    clearDraft(place.gameId, command);
    return null;
  }
  return { values: found.values, nobody: found.nobody, byVoters: found.byVoters, entered: found.entered };
}

/** Forgets a form's draft (its command was sent, or the form holds nothing typed any more). */
export function clearDraft(gameId: string, command: string): void {
  const stored = read();
  if (stored?.gameId !== gameId || !(command in stored.forms)) return;
  delete stored.forms[command];
  write(stored);
}

/**
 * Keeps the seat digits being typed for the step they were typed at ("" forgets them: a seat was made, the digit
 * taken back, or the step sent). A reload gives the console back as the moderator left it, «1» waiting for «2».
 */
export function saveTypedSeat(place: TypedPlace, digits: string): void {
  const before = read();
  const same = before?.gameId === place.gameId ? before : null;
  if (!digits) {
    if (!same?.typed) return;
    delete same.typed;
    write(same);
    return;
  }
  write({ gameId: place.gameId, forms: same?.forms ?? {}, typed: { version: place.version, digits } });
}

/** The seat digits typed at this very step, or "" (none, or typed at another step: then discarded, never shown). */
export function takeTypedSeat(place: TypedPlace): string {
  const stored = read();
  if (stored?.gameId !== place.gameId || !stored.typed) return '';
  const { version, digits } = stored.typed;
  if (version === place.version && typeof digits === 'string') return digits;
  saveTypedSeat(place, '');
  return '';
}

/** Forgets every draft (the moderator left the open game: drafts are kept for one game at a time). */
export function clearDrafts(): void {
  write(null);
}

function kindOf(value: unknown): string {
  return Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
}

/**
 * Whether a draft fits the form it would fill: the same fields, each holding what its start value may become
 * (a seat or a number may be empty or a number, a group empty or filled). Storage is outside the form's
 * control (another version of the app, a hand-edited profile): a draft that does not fit is not shown.
 */
export function draftFits(start: Record<string, unknown>, draft: FormDraft): boolean {
  if (typeof draft !== 'object' || draft === null || typeof draft.values !== 'object' || draft.values === null)
    return false;
  const names = Object.keys(start);
  if (Object.keys(draft.values).length !== names.length) return false;
  for (const name of names) {
    if (!(name in draft.values)) return false;
    const was = kindOf(start[name]);
    const now = kindOf(draft.values[name]);
    if (was !== now && was !== 'null' && now !== 'null') return false;
  }
  return (
    Array.isArray(draft.nobody) &&
    draft.nobody.every((name) => names.includes(name)) &&
    typeof draft.byVoters === 'boolean' &&
    Array.isArray(draft.entered)
  );
}
