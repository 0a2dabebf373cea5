/**
 * The SQLite `application_id` of a Mafia Station archive: the ASCII bytes of 'MAFS' (0x4D414653).
 * It is how a file says it is ours; a file with any other non-zero id belongs to another program.
 */
export const ARCHIVE_APPLICATION_ID = 0x4d414653;
