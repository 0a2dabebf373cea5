import type { CopagPublicMission, CopagPublicPlayer, CopagPublicView } from './public-view.ts';
import { NOBODY_LEAVES } from './setup.ts';
import type { Role } from './types.ts';
import { amountText } from '../../../text/amount.ts';
import { joinNames } from '../../../text/name-list.ts';
import { roleName } from '../../../text/ruleset-names.ts';
import type { Translator } from '../../../text/translator.ts';
import type { ModelOf, ProjectorPanel, ProjectorSeat } from '../../../projector/projector-model.ts';
import { phaseHead, unscoredResult } from '../../../projector/projector-model.ts';
import { seatLabeller } from '../../../projector/seat-text.ts';

const R = 'copag-mafia';

/** The colour of an objective, where the view shows one (a revealed police officer, or the end). */
function sideOf(role: Role | null): ProjectorSeat['side'] {
  if (role === null) return null;
  return role === 'police' ? 'town' : 'mafia';
}

/**
 * An objective as the result board names it: the shorter of the role's and the side's names ("Police", not
 * "Police officer"; Hungarian "Rendőr", not "Rendőrség"), so that a long name beside it stays whole at 8 seats.
 */
function shortRole(tr: Translator, role: Role): string {
  const names = [roleName(tr, R, role), tr.t(`team.${R}.${role === 'police' ? 'police' : 'mafia'}.singular`)];
  return names[0]!.length <= names[1]!.length ? names[0]! : names[1]!;
}

/** The character, and the trunk and informant markers in front of a player (all public, RULES.md §5). */
function tagsOf(tr: Translator, p: CopagPublicPlayer): string[] {
  const tags: string[] = [];
  // The character, marked once its ability is used: the card is then face down for all to see (RULES.md §5).
  if (p.character)
    tags.push(
      p.abilityUsed
        ? // The language joins the two: Japanese puts no space before its full-width bracket.
          tr.t(`projector.${R}.character-used`, {
            character: tr.t(`character.${R}.${p.character}`),
            used: tr.t(`projector.${R}.ability-used`),
          })
        : tr.t(`character.${R}.${p.character}`),
    );
  // A revealed police officer stays public to the end (RULES.md §5): the seats draw no role, so it is a tag.
  if (p.revealed) tags.push(roleName(tr, R, 'police'));
  // Not the mission he is on: each mission's panel names its characters with their seats, and the seat's line is short.
  if (p.trunk) tags.push(tr.t(`projector.${R}.trunk`));
  if (p.informant) tags.push(tr.t(`projector.${R}.informant`));
  return tags;
}

/** An open mission: its card, its characters and how many cards lie on it (a face-down card's face never). */
function missionPanel(tr: Translator, m: CopagPublicMission, players: readonly CopagPublicPlayer[]): ProjectorPanel {
  const open = m.placed.flatMap((p) => (p.open ? [`${tr.t(`colour.${R}.${p.open.colour}`)} $${p.open.value}`] : []));
  // The characters as the table calls them, with their seats ("Tony (3)"): the players' names are on the seats.
  const character = (seat: number): string => {
    const drawn = players.find((p) => p.seat === seat)?.character;
    return drawn ? tr.t('seat.named', { seat, name: tr.t(`character.${R}.${drawn}`) }) : tr.t('seat.number', { seat });
  };
  const members = m.members.length > 0 ? joinNames(tr, m.members.map(character)) : '—';
  const lines = [tr.t(`projector.${R}.members`, { seats: members })];
  if (m.short) lines.push(tr.t(`projector.${R}.short`));
  if (open.length > 0) lines.push(tr.t(`projector.${R}.face-up`, { cards: joinNames(tr, open) }));
  if (m.revealed) lines.push(tr.t(`projector.${R}.revealed`, { sum: amountText(tr, R, m.revealed.sum) }));
  return {
    tone: 'info',
    label: tr.t(`projector.${R}.mission`, { mission: m.number, name: m.name }),
    // The card and the cards placed on one line, so that both missions fit under the score at 1280×720.
    subject: `${tr.t(`projector.${R}.card`, { colour: tr.t(`colour.${R}.${m.colour}`), value: m.value })} · ${tr.t(`projector.${R}.placed`, { placed: m.placed.length, cards: m.cards })}`,
    needed: null,
    lines,
  };
}

/**
 * The projector's picture of a copag-mafia game (RULES.md §5): the score, the two open missions, whose
 * turn, the Omertà, the trunk and informant markers and the revealed police; objectives only at the end.
 */
export function model(view: CopagPublicView, tr: Translator): ModelOf<CopagPublicView> {
  const label = seatLabeller(tr, view.players);
  const panels: ProjectorPanel[] = [
    {
      tone: 'vote',
      label: tr.t(`projector.${R}.score`),
      // Each count with its language's plural forms ("1 success · 2 sabotages").
      subject: tr.t(`projector.${R}.score-line`, {
        successes: tr.t(`projector.${R}.successes`, { count: view.score.successes }),
        sabotages: tr.t(`projector.${R}.sabotages`, { count: view.score.sabotages }),
      }),
      needed: tr.t(`projector.${R}.needed`, { needed: view.score.needed }),
      lines: [
        ...(view.omerta ? [tr.t(`projector.${R}.omerta`, { seat: label(view.omerta.by) })] : []),
        // The last missions that ended, one short line (a panel of its own would not fit at 8 players).
        ...(view.history.length > 0
          ? [
              tr.t(`projector.${R}.history`, {
                missions: view.history
                  .slice(-4)
                  .map((h) =>
                    tr.t(`projector.${R}.history-line`, {
                      mission: h.number,
                      result: tr.t(`mission-result.${R}.${h.result}`),
                      sum: h.sum === null ? '—' : amountText(tr, R, h.sum),
                      target: amountText(tr, R, h.target),
                    }),
                  )
                  .join(' · '),
              }),
            ]
          : []),
      ],
    },
  ];
  for (const m of view.missions) {
    if (m) panels.push(missionPanel(tr, m, view.players));
    else if (view.phase === 'play')
      panels.push({
        tone: 'info',
        label: tr.t(`projector.${R}.waiting-mission`),
        subject: null,
        needed: null,
        lines: [],
      });
  }
  const turn = view.turn;
  return {
    ...phaseHead(tr, view),
    night: false,
    // Whose turn is the header's line (and his seat is marked): a speaker's panel would push the second
    // mission off a 1280×720 screen at 8 players.
    // With no turn in play, a place is waiting for its mission card (after the deal, after a mission left): the
    // phase's own line ("two missions are open") would say what is not so.
    line: turn
      ? tr.t(`projector.${R}.turn-line`, { seat: label(turn.seat) })
      : view.phase === 'play' && view.missions.some((m) => !m)
        ? tr.t(`projector.${R}.waiting-mission`)
        : phaseHead(tr, view).line,
    nobodyLeaves: NOBODY_LEAVES,
    seats: view.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      alive: true,
      mark: turn?.seat === p.seat ? 'speaker' : null,
      tags: tagsOf(tr, p),
      out: null,
      role: p.role ? roleName(tr, R, p.role) : null,
      side: sideOf(p.role),
    })),
    speaker: null,
    next: null,
    panels,
    announcements: view.announcements,
    result: unscoredResult(tr, R, view.result, view.players, (p, winner) => ({
      alive: true,
      role: p.role ? shortRole(tr, p.role) : null,
      side: sideOf(p.role),
      won: p.role !== null && (p.role === 'police' ? 'police' : 'mafia') === winner,
    })),
  };
}
