/** Printed documents: the game protocol, role cards, standings, and CSV export. Pure: no DOM, no Node. */
export * from './protocol-types.ts';
export { buildProtocol } from './protocol.ts';
