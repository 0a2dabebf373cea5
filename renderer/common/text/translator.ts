// Moved to shared/text/translator.ts (the projector models, carried by each ruleset's module, need it in
// shared/); this re-export keeps the branches in flight compiling until they import it from there.
export type { SeatLabel, Translator } from '../../../shared/text/translator.ts';
