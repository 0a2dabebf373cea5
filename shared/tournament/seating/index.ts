/** The tournament seating generator: plan, evenness report, plan check. */
export * from './types.ts';
export { checkSeatingRequest, evenTableSizes } from './table-sizes.ts';
export { generateSeating } from './generate.ts';
export { evennessReport } from './evenness.ts';
export { validatePlan } from './validate-plan.ts';
export { reseat } from './reseat.ts';
export { judgeOf } from './constraints.ts';
