export { projectorModel } from '../../../shared/projector/index.ts';
export type { ProjectorModel, ProjectorPanel, ProjectorResult, ProjectorResultRow, ProjectorSeat, SeatMark } from '../../../shared/projector/index.ts';
