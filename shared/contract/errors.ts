/** Why the station refused a request. Each kind has a message key `station-error.<kind>`. */
export type StationError =
  /** The payload failed its schema; `issues` says where, in plain words. */
  | { kind: 'invalid-payload'; message: string; issues: string[] }
  /** The rules refused the command; `code` names the rule (message key `error.<code>`). */
  | { kind: 'rule'; code: string; params: Record<string, string | number> }
  /** The command expected another version of the game: someone else moved first. */
  | { kind: 'conflict'; expectedVersion: number; actualVersion: number }
  | { kind: 'not-found'; what: 'game' | 'seat' | 'player' | 'tournament' | 'backup' }
  /** The sender may not use this channel (the projector asking for moderator data, say). */
  | { kind: 'forbidden'; message: string }
  /** This station cannot do it here (a PDF in browser mode: the print page offers the browser's print). */
  | { kind: 'unavailable'; message: string }
  | { kind: 'internal'; message: string };

/** A station answer: a value, or a refusal that changed nothing. */
export type StationResult<T> = { ok: true; value: T } | { ok: false; error: StationError };
