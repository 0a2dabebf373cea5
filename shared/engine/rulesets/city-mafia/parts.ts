/**
 * The city mafia ruleset's parts under the names `Ruleset` gives them: its module (index.ts) spreads them into
 * defineRuleset and adds only what it names for itself.
 */
export { cityMafiaProtocol as protocol } from './describe.ts';
export { model as projector } from './projector.ts';
export { commandOfStep } from './command-of-step.ts';
export { EVENT_TYPES as eventTypes } from './event-types.ts';
export { decide } from './decide.ts';
export { evolve, initialState } from './evolve.ts';
export { moderatorBody as moderatorView } from './moderator-view.ts';
export { playerCard } from './player-view.ts';
export { prompts } from './prompts.ts';
export { publicBody as publicView } from './public-view.ts';
export { defaultOptions, fitOptions, MAX_PLAYERS as maxPlayers, MIN_PLAYERS as minPlayers } from './setup.ts';
export { simulator } from './simulate.ts';
export { technicalDefeatOf as technicalDefeat } from './technical-defeat.ts';
export { timelineEvents } from './timeline.ts';
export { validateSetup } from './validate-setup.ts';
export { viewerBody as viewerView } from './viewer-view.ts';
