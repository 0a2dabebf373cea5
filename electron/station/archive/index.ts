/** The SQLite archive: games, their append-only event logs, and the commands already applied. */
export * from './archive-api.ts';
export { openArchive } from './open-archive.ts';
export { ARCHIVE_APPLICATION_ID } from './archive-identity.ts';
export { MIGRATIONS, SCHEMA_VERSION, type Migration } from './migrations.ts';
export { SqliteArchive, type ConnectionSettings } from './sqlite-archive.ts';
