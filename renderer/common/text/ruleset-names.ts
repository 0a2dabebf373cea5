// Moved to shared/text/ruleset-names.ts (the projector models, carried by each ruleset's module, need it
// in shared/); this re-export keeps the branches in flight compiling until they import it from there.
export { roleName, teamName, winnerLine, type TeamForm } from '../../../shared/text/ruleset-names.ts';
