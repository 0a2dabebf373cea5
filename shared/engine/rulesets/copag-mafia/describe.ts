import type { GameEvent, GameState, MissionRecord } from './types.ts';
import type { ProtocolEntry } from '../protocol-lines.ts';
import type { ProtocolDescriber } from '../protocol-describer.ts';

/** A mission that left the table as the protocol lists it: its card, its characters, its cards and sum. */
function missionEntry(record: MissionRecord, by: number | null): ProtocolEntry {
  return {
    kind: 'mission',
    number: record.number,
    name: record.card.name,
    colour: record.card.colour,
    value: record.card.value,
    seats: [...record.members],
    result: record.result,
    cards: record.cards ? record.cards.map((c) => ({ colour: c.colour, value: c.value })) : null,
    sum: record.sum,
    shift: record.shift,
    target: record.target,
    by,
  };
}

/**
 * The protocol of a copag-mafia game (RULES.md §5): the missions in order, each with its characters and
 * its revealed cards summed against the value to reach, the aborted ones, and the police who revealed
 * themselves. No objective is written before the result (the operator is a player), a revealed police
 * officer's excepted.
 */
export const copagMafiaProtocol: ProtocolDescriber<GameState, GameEvent> = {
  period(state) {
    if (state.phase === 'ended') return null;
    // Round 0 is the table being set before the first turn (characters, objectives): part of the setup, not
    // a round of its own (tryout9: an empty «Round 0» read as a round played).
    if (state.phase === 'setup' || state.round === 0) return { kind: 'setup', round: 0 };
    return { kind: 'day', round: state.round };
  },
  describe(event, _before, after): ProtocolEntry[] {
    switch (event.type) {
      case 'mission-ended':
      case 'mission-aborted': {
        // The state after the event holds the mission in its history, as it left the table.
        const record = after.history.find((h) => h.number === event.mission);
        return record ? [missionEntry(record, event.type === 'mission-aborted' ? event.by : null)] : [];
      }
      case 'police-revealed':
        return [{ kind: 'note', code: 'copag-police-revealed', seats: [event.seat] }];
      default:
        return [];
    }
  },
  roleShown(state, seat) {
    return state.phase === 'ended' || state.players[seat - 1]?.revealed === true;
  },
};
