/** The pure logic of tournaments (issue 6): seating plans and scoring. Storage and UI live elsewhere. */
export type { Pick } from './pick.ts';
export * from './seating/index.ts';
export * from './scoring/index.ts';
