/**
 * Schema version 6: the notes' search key. SQLite's LIKE and lower() fold ASCII only, so "финал" never
 * found "Финал"; the notes are folded in JS with the names' fold (nameKey: NFKC, full Unicode case fold)
 * into notes_key, which the text search reads with instr(). Filled for existing games by the migration
 * (see migrations.ts) and kept by every notes change. Schema version 10 folds it further, without a Latin
 * letter's accents (searchFold, shared/engine/names.ts).
 */
export const SCHEMA_V6 = `
ALTER TABLE games ADD COLUMN notes_key TEXT NOT NULL DEFAULT '';
`;
