import { closeSync, openSync, readSync } from 'node:fs';

/** The 16 bytes every SQLite 3 database file starts with. */
export const SQLITE_MAGIC = 'SQLite format 3\0';

/** The size of the SQLite database header at the start of page 1. */
export const SQLITE_HEADER_SIZE = 100;

/** The fields of an SQLite database header that tell whose file it is and how it is journaled. */
export interface SqliteHeader {
  /** `PRAGMA user_version`, at offset 60 (big-endian). */
  userVersion: number;
  /** `PRAGMA application_id`, at offset 68 (big-endian). */
  applicationId: number;
  /** True when the file format bytes (offsets 18 and 19) say WAL mode. */
  wal: boolean;
}

/**
 * Parses the first 100 bytes of a file as an SQLite header; null when they are not one.
 * The values are those of the last checkpoint: a non-empty -wal file may hold newer ones.
 */
export function parseSqliteHeader(bytes: Uint8Array): SqliteHeader | null {
  if (bytes.length < SQLITE_HEADER_SIZE) return null;
  const magic = Buffer.from(bytes.buffer, bytes.byteOffset, SQLITE_MAGIC.length).toString('latin1');
  if (magic !== SQLITE_MAGIC) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, SQLITE_HEADER_SIZE);
  return {
    userVersion: view.getUint32(60),
    applicationId: view.getUint32(68),
    wal: view.getUint8(18) === 2 && view.getUint8(19) === 2,
  };
}

/** Reads up to the first `length` bytes of a file, opened read-only (so nothing about it changes). */
export function readFileStart(file: string, length: number = SQLITE_HEADER_SIZE): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
