/** RULES.md: every ruleset the station runs is for 6–16 players at a table. */
export const MIN_TABLE_SIZE = 6;
/** RULES.md: every ruleset the station runs is for 6–16 players at a table. */
export const MAX_TABLE_SIZE = 16;
/** Upper bound on rounds, so that the generator's work stays bounded. */
export const MAX_ROUNDS = 100;
/** Upper bound on players (the meeting matrix is players², the work scales with it). */
export const MAX_PLAYERS = 1600;
