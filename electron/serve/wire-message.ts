import type { StationError, WireRequest } from '../../shared/contract/index.ts';

/** A parsed moderator message: a request, or why it was refused (with its id when one could be read). */
export type ParsedWireMessage =
  { ok: true; request: WireRequest } | { ok: false; id: number | null; error: StationError };

function invalid(id: number | null, message: string): ParsedWireMessage {
  return { ok: false, id, error: { kind: 'invalid-payload', message, issues: [message] } };
}

/**
 * Reads one text message from the moderator socket: JSON `{ id: integer, name: string, payload }`.
 * Only the envelope is checked here; the station validates the name and the payload itself.
 */
export function parseWireMessage(text: string): ParsedWireMessage {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return invalid(null, 'Invalid request: not JSON');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return invalid(null, 'Invalid request: not an object');
  const record = data as Record<string, unknown>;
  const id = Number.isSafeInteger(record.id) && (record.id as number) >= 0 ? (record.id as number) : null;
  if (id === null) return invalid(null, 'Invalid request: id must be a non-negative integer');
  if (typeof record.name !== 'string') return invalid(id, 'Invalid request: name must be a string');
  if (!Object.hasOwn(record, 'payload')) return invalid(id, 'Invalid request: payload is missing');
  return { ok: true, request: { id, name: record.name as WireRequest['name'], payload: record.payload } };
}
