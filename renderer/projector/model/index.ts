export { projectorModel } from '../../../shared/projector/index.ts';
export type {
  ProjectorModel,
  ProjectorPanel,
  ProjectorResult,
  ProjectorSeat,
} from '../../../shared/projector/index.ts';
