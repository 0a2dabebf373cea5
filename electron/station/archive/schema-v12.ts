/**
 * Schema version 12: when the moderator set an unfinished game aside (null: never, or resumed since). A game set aside
 * leaves the start page's «Unfinished games» and stays in the archive whole: the archive deletes nothing.
 */
export const SCHEMA_V12 = `
ALTER TABLE games ADD COLUMN set_aside_at TEXT;
`;
