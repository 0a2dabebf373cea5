import type { Prompt } from '../../prompt.ts';
import { abilityReady, drawCount, freeSeats, pendingOf, playerAt } from './queries.ts';
import { objectiveCounts } from './setup.ts';
import type { Character, GameState, Seat } from './types.ts';

const P = 'prompt.copag-mafia';

/** The abilities a player uses on his own turn through use-ability (RULES.md §5). */
const TURN_ABILITIES: readonly Character[] = ['enrico', 'giovanna', 'peppe', 'tony'];

function seatList(seats: Seat[]): string {
  return seats.join(', ');
}

/**
 * What the operator must do now, derived from the state: message keys (`prompt.copag-mafia.<step>`)
 * with parameters, each with the commands that answer it. Never an objective: the operator is a player.
 */
export function prompts(state: GameState): Prompt[] {
  switch (state.phase) {
    case 'setup':
      return setupPrompts(state);
    case 'play':
      return [...playPrompts(state), ...sidePrompts(state)];
    case 'ended':
      return [
        {
          key: `${P}.ended`,
          params: { winner: state.outcome?.winner ?? '', successes: state.successes, sabotages: state.sabotages },
          commands: [],
        },
      ];
  }
}

function setupPrompts(state: GameState): Prompt[] {
  const n = state.players.length;
  if (state.players.some((p) => p.character === null)) {
    // Chosen: the operator enters each player's choice; drawn: the station draws them.
    const key = state.options.characters === 'drawn' ? `${P}.draw-characters` : `${P}.choose-characters`;
    return [{ key, params: { players: n }, commands: ['assign-characters'] }];
  }
  const { mafioso, police } = objectiveCounts(n);
  const params = { players: n, mafiosi: mafioso, police };
  return state.options.dealing === 'station'
    ? [{ key: `${P}.deal`, params, commands: ['deal', 'assign-characters'] }]
    : [{ key: `${P}.deal-cards`, params, commands: ['cards-dealt', 'assign-characters'] }];
}

function playPrompts(state: GameState): Prompt[] {
  const pending = pendingOf(state);
  if (pending?.kind === 'open') {
    const free = freeSeats(state);
    // RULES.md §5: with no character free the mission starts short with none, and the prompt says so.
    if (free.length === 0)
      return [{ key: `${P}.open-mission-none`, params: { place: pending.slot + 1 }, commands: ['open-mission'] }];
    return [
      {
        key: `${P}.open-mission`,
        params: { place: pending.slot + 1, free: free.length, seats: seatList(free) },
        commands: ['open-mission'],
      },
    ];
  }
  if (pending?.kind === 'reveal') {
    const m = pending.mission;
    const faceDown = m.placed.filter((p) => p.open === null).length;
    return [
      {
        key: `${P}.reveal-mission`,
        params: { mission: m.number, name: m.card.name, count: faceDown },
        commands: ['reveal-mission'],
      },
    ];
  }
  if (pending?.kind === 'vincenzo') {
    const m = pending.mission;
    const params = {
      mission: m.number,
      name: m.card.name,
      sum: m.revealed?.sum ?? 0,
      value: m.card.value,
      seat: abilityReady(state, 'vincenzo') ?? 0,
    };
    return [{ key: `${P}.vincenzo`, params, commands: ['vincenzo'] }];
  }
  const turn = state.turn;
  if (!turn) return [];
  const own = playerAt(state, turn.seat)?.character ?? null;
  const ability = own !== null && TURN_ABILITIES.includes(own) && abilityReady(state, own) !== null;
  if (turn.stage === 'trunk') {
    // Rulebook, PORTA-MALAS: he loses his turn unless a Pé-de-cabra or Tony frees him now.
    const tony = ability && own === 'tony';
    return [
      {
        key: `${P}.trunk`,
        params: { seat: turn.seat },
        commands: ['skip-turn', 'play-card', ...(tony ? ['use-ability'] : [])],
      },
    ];
  }
  const { draw, keep } = drawCount(state);
  const key = draw === 3 ? `${P}.turn-enrico` : draw === 2 ? `${P}.turn-police` : `${P}.turn`;
  return [
    {
      key,
      params: { seat: turn.seat, draw, keep, round: state.round },
      commands: ['contribute', 'play-card', 'pass', ...(ability ? ['use-ability'] : [])],
    },
  ];
}

/** What stands beside the step: the Omertà's silence, the markers, and the police reveal anyone may make. */
function sidePrompts(state: GameState): Prompt[] {
  const out: Prompt[] = [];
  if (state.omerta) out.push({ key: `${P}.omerta`, params: { seat: state.omerta.by }, commands: ['break-omerta'] });
  const trunk = state.players.filter((p) => p.trunk).map((p) => p.seat);
  if (trunk.length > 0) out.push({ key: `${P}.in-trunk`, params: { seats: seatList(trunk) }, commands: [] });
  const informant = state.players.filter((p) => p.informant).map((p) => p.seat);
  if (informant.length > 0) out.push({ key: `${P}.informant`, params: { seats: seatList(informant) }, commands: [] });
  // Offered while the table's police are not all revealed: a count everyone knows, never whose card is whose.
  const left = objectiveCounts(state.players.length).police - state.players.filter((p) => p.revealed).length;
  // With the station's deal the reveal comes from the officer's own phone card, never the console (RULES.md §5).
  const commands = state.options.dealing === 'station' ? [] : ['reveal-police'];
  if (left > 0) out.push({ key: `${P}.police-may-reveal`, params: { left }, commands });
  return out;
}
