/** The tournament seating generator: plan, evenness report, plan check. */
export * from './types.ts';
export { MAX_PLAYERS, MAX_ROUNDS, MAX_TABLE_SIZE, MIN_TABLE_SIZE } from './limits.ts';
export { checkSeatingRequest, evenTableSizes } from './table-sizes.ts';
export { defaultIterations, generateSeating } from './generate.ts';
export { evennessReport, meetingCounts } from './evenness.ts';
export { validatePlan } from './validate-plan.ts';
