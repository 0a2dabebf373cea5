import type { CopagModeratorBody } from '../../../shared/engine/rulesets/copag-mafia/moderator-view.ts';
import { model as copagMafiaModel } from '../../../shared/engine/rulesets/copag-mafia/projector.ts';
import type { ProjectorModel } from '../../../shared/projector/projector-model.ts';
import { seatLabeller } from '../../../shared/projector/seat-text.ts';
import type { Translator } from '../../../shared/text/translator.ts';

const R = 'copag-mafia';

/**
 * The table of a copag-mafia game as the operator's console draws it: the projector's picture of the same
 * table (the score, the two open missions, whose turn, the markers, the revealed police, the Omertà), built
 * from the operator's view, which carries no objective (RULES.md §5: the operator is a player). One change:
 * a mission's characters are named with their seats and characters, as the operator has no seat tags to read.
 */
export function copagConsoleTable(view: CopagModeratorBody & { gameId: string }, tr: Translator): ProjectorModel {
  const model = copagMafiaModel(view, tr);
  const label = seatLabeller(tr, view.players);
  const characterOf = new Map(view.players.map((p) => [p.seat, p.character]));
  const missions = view.missions.filter((m) => m !== null);
  const panels = model.panels.map((panel, index) => {
    // The first panel is the score; the others are the open missions in order, then the places still waiting.
    const m = index > 0 ? missions[index - 1] : undefined;
    if (!m) return panel;
    const members = m.members.map((seat) => {
      const character = characterOf.get(seat);
      return character
        ? tr.t(`console.${R}.member`, { seat: label(seat), character: tr.t(`character.${R}.${character}`) })
        : label(seat);
    });
    return {
      ...panel,
      lines: [
        tr.t(`projector.${R}.members`, { seats: members.length > 0 ? members.join(', ') : '—' }),
        ...panel.lines.slice(1),
      ],
    };
  });
  return { ...model, panels };
}
