/**
 * Schema version 7: a player's optional gender (issue 12 §3 "Every player is he"). No rule reads it: the
 * texts of the languages that force a gender (French participles, Russian past tenses) use it, and speak
 * neutrally while it is NULL, as every existing player starts.
 */
export const SCHEMA_V7 = `
ALTER TABLE players ADD COLUMN gender TEXT CHECK (gender IS NULL OR gender IN ('female', 'male'));
`;
