import type { GameState, Seat } from './types.ts';
import type { Prompt } from '../../prompt.ts';
import { entitledVoters } from './ballot.ts';
import { votesNeeded } from './majority.ts';
import { livingMafia } from './queries.ts';
import { withDisciplinePrompts } from '../discipline.ts';

/**
 * What the moderator must do now, derived from the state (message keys with parameters). With the
 * discipline option a remark may be given by day and a removal at any time, and the day's prompts say
 * who may not speak (3 remarks yesterday) or may not speak, accuse nor vote (4).
 */
export function prompts(state: GameState): Prompt[] {
  return withDisciplinePrompts(basePrompts(state), state, 'prompt');
}

function basePrompts(state: GameState): Prompt[] {
  switch (state.phase) {
    case 'setup':
      return state.options.dealing === 'physical'
        ? [
            {
              key: 'prompt.deal-cards',
              params: {
                players: state.players.length,
                mafia: state.options.mafiaCount,
                honest: state.players.length - state.options.mafiaCount,
              },
              commands: ['cards-dealt'],
            },
          ]
        : [
            {
              key: 'prompt.deal',
              params: { players: state.players.length, mafia: state.options.mafiaCount },
              commands: ['deal'],
            },
          ];
    case 'sunrise':
      if (state.players.some((p) => p.role === null)) {
        return [
          {
            key: 'prompt.sunrise-record',
            params: { count: 20, mafia: state.options.mafiaCount },
            commands: ['record-mafia'],
          },
        ];
      }
      // RULES.md §1: while the dealer counts to 20 aloud, the mafia open their eyes and see each other.
      return [{ key: 'prompt.sunrise', params: { count: 20 }, commands: ['end-sunrise'] }];
    case 'day': {
      const vote = state.vote;
      if (!vote) return [{ key: 'prompt.day', params: { round: state.round }, commands: ['accuse', 'propose-night'] }];
      const entitled = entitledVoters(state, vote).length;
      const needed = votesNeeded(state, vote, state.options.majorityBasis);
      const params = { entitled, needed: needed ?? 'majority-of-cast' };
      return vote.kind === 'accusation'
        ? [
            {
              key: 'prompt.vote.accusation',
              params: { ...params, accuser: vote.accuser, accused: vote.accused },
              commands: ['resolve-vote', 'cancel-vote'],
            },
          ]
        : [
            {
              key: 'prompt.vote.night-proposal',
              params: { ...params, proposer: vote.proposer },
              commands: ['resolve-vote', 'cancel-vote'],
            },
          ];
    }
    case 'night': {
      const pending: Seat[] = livingMafia(state).filter((s) => !state.nightNotes.some((n) => n.seat === s));
      if (pending.length > 0) {
        return [
          { key: 'prompt.night.write-notes', params: { round: state.round }, commands: [] },
          ...pending.map((seat) => ({ key: 'prompt.night.read-note', params: { seat }, commands: ['night-note'] })),
        ];
      }
      return [
        { key: 'prompt.night.resolve', params: { round: state.round }, commands: ['resolve-night', 'night-note'] },
      ];
    }
    case 'ended':
      return [{ key: 'prompt.ended', params: { winner: state.outcome?.winner ?? '' }, commands: [] }];
  }
}
