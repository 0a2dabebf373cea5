import type { Prompt } from '../../prompt.ts';
import { withDisciplinePrompts } from '../discipline.ts';
import {
  accusationPossible,
  angelSeat,
  entitledVoters,
  isLiving,
  livingMafia,
  playerAt,
  rolesKnown,
  rolesLeft,
  seatsWithRole,
  votesNeeded,
} from './queries.ts';
import { roleCounts } from './setup.ts';
import type { GameState, NightState, Seat } from './types.ts';

const P = 'prompt.french-deck';

/** Seats as one parameter: '1, 4, 7' (empty when none). */
function seatList(seats: Seat[]): string {
  return seats.join(', ');
}

/**
 * What the moderator must do now, derived from the state: the script of the current step, as message
 * keys (`prompt.french-deck.<step>`) with parameters, each with the commands that answer it. With the
 * discipline option a remark may be given by day and a removal at any time, and the day's prompts say
 * who may not speak (3 remarks the day before) or may not speak, accuse nor vote (4).
 */
export function prompts(state: GameState): Prompt[] {
  return withDisciplinePrompts(stepPrompts(state), state, P);
}

function stepPrompts(state: GameState): Prompt[] {
  switch (state.phase) {
    case 'setup':
      return setupPrompts(state);
    case 'night':
      return state.night ? nightPrompts(state, state.night) : [];
    case 'day':
      return dayPrompts(state);
    case 'ended':
      return [{ key: `${P}.ended`, params: { winner: state.outcome?.winner ?? '' }, commands: [] }];
  }
}

function setupPrompts(state: GameState): Prompt[] {
  const counts = roleCounts(state.players.length, state.options);
  const params = {
    players: state.players.length,
    mafia: counts.mafioso,
    angel: counts.angel,
    villagers: counts.villager,
  };
  // Physical dealing: the moderator takes the cards out of a 32-card deck (listed in the moderator view) and deals them.
  return state.options.dealing === 'physical'
    ? [{ key: `${P}.deal-cards`, params, commands: ['cards-dealt'] }]
    : [{ key: `${P}.deal`, params, commands: ['deal'] }];
}

/**
 * RULES.md §2 night, and "Things every ruleset shares": every role of the setup is called, living or
 * dead; a dead angel's step is still read, marked `wait: 1`, so that nobody learns of a death from silence.
 */
function nightPrompts(state: GameState, night: NightState): Prompt[] {
  const round = state.round;
  switch (night.step) {
    case 'mafia': {
      const closeEyes: Prompt = { key: `${P}.night.close-eyes`, params: { round }, commands: [] };
      const missing = rolesLeft(state).mafioso;
      if (missing > 0) {
        // Physical dealing, night 1: the moderator sees the mafia as they wake, and records them.
        const recorded = seatsWithRole(state, 'mafioso');
        // `role`: the card the script is calling, so the console's form preselects it. None recorded yet
        // (`empty: 1`): the text says so instead of reading an empty list.
        const params = {
          round,
          missing,
          recorded: seatList(recorded),
          role: 'mafioso',
          ...(recorded.length === 0 ? { empty: 1 } : {}),
        };
        return [closeEyes, { key: `${P}.night.record-mafia`, params, commands: ['record-role'] }];
      }
      const mafia = livingMafia(state);
      const agreement = { kind: 'agreement', seat: null } as const;
      return [
        closeEyes,
        {
          key: `${P}.night.mafia`,
          params: { round, seats: seatList(mafia), wait: 0 },
          commands: ['mafia-kill'],
          timer: agreement,
        },
      ];
    }
    case 'angel': {
      if (!rolesKnown(state))
        return [{ key: `${P}.night.record-angel`, params: { round, role: 'angel' }, commands: ['record-role'] }];
      const angel = angelSeat(state) ?? 0;
      const wait = isLiving(state, angel) ? 0 : 1;
      return [{ key: `${P}.night.angel`, params: { round, seat: angel, wait }, commands: ['angel-check'] }];
    }
    case 'dawn': {
      // Discipline option: a victim removed during the night dies no second time; nobody was killed.
      const removed = !isLiving(state, night.victim);
      const dawn: Prompt = removed
        ? { key: `${P}.night.dawn-nobody`, params: { round }, commands: ['end-night'] }
        : { key: `${P}.night.dawn`, params: { round, victim: night.victim }, commands: ['end-night'] };
      const check = night.check;
      if (!check) return [dawn];
      const answer = check.mafioso ? 'yes' : 'no';
      return [
        {
          key: `${P}.night.angel-answer`,
          params: { seat: angelSeat(state) ?? 0, target: check.target, answer },
          commands: [],
        },
        dawn,
      ];
    }
  }
}

function dayPrompts(state: GameState): Prompt[] {
  // Every living player votes (with the discipline option, less those with the 4-remark penalty).
  const living = entitledVoters(state).length;
  const needed = votesNeeded(state);
  const accusation = state.accusation;
  if (!accusation) {
    const victim = state.nightHistory.at(-1)?.victim ?? 0;
    // Discipline option: the night's victim may have been removed before the dawn; then nobody was killed.
    const killed = playerAt(state, victim)?.eliminated?.cause !== 'removed';
    const canAccuse = accusationPossible(state);
    const day: Prompt = {
      key: killed ? `${P}.day` : `${P}.day-nobody-killed`,
      params: killed ? { round: state.round, victim, living, needed } : { round: state.round, living, needed },
      commands: canAccuse ? ['accuse', 'no-more-accusations'] : ['no-more-accusations'],
    };
    // RULES.md §2: the acquitted cannot be accused again that day.
    if (state.acquitted.length === 0) return [day];
    return [day, { key: `${P}.acquitted-today`, params: { seats: seatList(state.acquitted) }, commands: [] }];
  }
  const { accuser, accused } = accusation;
  return accusation.stage === 'defence'
    ? [
        {
          key: `${P}.defence`,
          params: { accuser, accused },
          commands: ['call-vote'],
          timer: { kind: 'defence', seat: null },
        },
      ]
    : [{ key: `${P}.vote`, params: { accused, living, needed }, commands: ['resolve-vote'] }];
}
