/** Printed documents: the game protocol, role cards, standings, and CSV export. Pure: no DOM, no Node. */
export * from './protocol-types.ts';
export type { ProtocolEntry, ProtocolPeriod, VoteSubject } from '../engine/rulesets/protocol-lines.ts';
export { buildProtocol } from './protocol.ts';
export * from './standings.ts';
export * from './csv.ts';
export {
  roleCardSheet,
  type RoleCardSheet,
  type RoleCardRole,
  type RoleCardRequest,
  type PlayingCard,
} from './role-cards.ts';
export { playerStatsCsv, type PlayerStatsCsvLabels, type PlayerStatsRow } from './player-stats-csv.ts';
export {
  printableSeating,
  type PrintableSeating,
  type PrintableSeatingRound,
  type SeatedTable,
} from './seating-sheet.ts';
export {
  blankPaperProtocol,
  paperProtocolOf,
  type PaperProtocol,
  type PaperRecord,
  type PaperSeat,
  type PaperNight,
} from './paper-protocol.ts';
export { paperVoteCell, type PaperVoteWords } from './paper-vote-cell.ts';
