/**
 * Tryout 8: Hungarian Mensa told a lover's and a kamikaze's victim's death in the present tense among past ones
 * («Lilla (12) meghal.»), listed the dead on the projector in three styles, called the phone card's reader «Ön» but
 * the lover line «A szerelmed», nested brackets («Figyelje a testőrt (Gábor (7))») and gave a support vote no
 * outcome. The French deck's angel asked «Aline (1) est-il un mafioso ?» of a player with no gender set, and woke
 * one mafioso as «Mafiosi (8), réveillez-vous».
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import type { Announcement, SeatGenders } from '../../shared/engine/index.ts';
import { seatLabeller } from '../../shared/projector/seat-text.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const HU = ['Anna', 'Bence', 'Csilla', 'Dániel', 'Eszter', 'Ferenc', 'Gábor', 'Hanna', 'István', 'Judit'];
const huLabel = (seat: number) => `${HU[seat - 1]} (${seat})`;

/** Every string under a message tree, with its key. */
function entries(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree && typeof tree === 'object')
    return Object.entries(tree).flatMap(([key, value]) => entries(value, path ? `${path}.${key}` : key));
  return [];
}

describe('tryout 8: Hungarian Mensa wording', () => {
  const tr = stationTranslator('hu');
  const say = (a: Record<string, unknown>) => announcementText(tr, 'mensa-hungariqa', a as Announcement, huLabel);

  it('tells the deaths that follow another in the past tense, as the others', () => {
    expect(say({ kind: 'died', seat: 8 })).toBe('Hanna (8) is meghalt.');
    expect(say({ kind: 'took-along', seat: 10, by: 4 })).toBe('Judit (10) is meghalt: Dániel (4) magával rántotta.');
  });

  it('lists the dead on the projector in one style: what happened, then on which day or night', () => {
    const out = (cause: string, round: number, time: 'day' | 'night', by = '') =>
      tr.t(`projector.out.mensa-hungariqa.${cause}`, {
        round,
        by,
        time: tr.t(`projector.out.mensa-hungariqa.time.${time}`, { round }),
      });
    expect([
      out('executed', 2, 'day'),
      out('killed', 1, 'night'),
      out('kamikaze', 2, 'night', 'Dániel (4)'),
      out('died', 1, 'night'),
    ]).toEqual([
      'kivégezték a 2. nappalon',
      'megölték az 1. éjszakán',
      'Dániel (4) rántotta magával a 2. éjszakán',
      'meghalt az 1. éjszakán',
    ]);
  });

  it('addresses the phone card’s reader formally throughout, the lover line too', () => {
    expect(tr.t('phone.lover')).toBe('Az Ön szerelme:');
    expect(tr.t('deal.card.lover')).toBe('Az Ön szerelme:');
  });

  it('puts no player, whose label has its own brackets, inside brackets', () => {
    const nested = entries(MESSAGES.hu)
      .filter(([key]) => key.includes('mensa-hungariqa'))
      .filter(([, text]) => /\(\{(seat|seats|kamikaze|accused|accuser|victim|target|by|waiting)\}\)/.test(text));
    expect(nested).toEqual([]);
    expect(tr.t('prompt.mensa-hungariqa.watch-bodyguard', { seat: huLabel(7) })).toMatch(
      /^Figyelje a testőrt: Gábor \(7\)\. /,
    );
  });

  it('says whether the support vote and the execution vote carried', () => {
    const vote = (kind: string, passed: boolean) => say({ kind, accused: 5, yes: 1, needed: 2, passed });
    expect(vote('support-result', false)).toBe(
      'A vád támogatása ellene: Eszter (5) — 1 kéz, 2 kellett: a vádat elvetették.',
    );
    expect(vote('support-result', true)).toMatch(/: a vád áll\.$/);
    expect(vote('execution-result', false)).toMatch(/: elutasítva\.$/);
    expect(vote('execution-result', true)).toMatch(/: elfogadva\.$/);
  });
});

describe('tryout 8: French deck wording', () => {
  const tr = stationTranslator('fr');
  const players = ['Aline', 'Bernard', 'Chloé'].map((name, i) => ({ seat: i + 1, name }));
  const genders: SeatGenders = [null, 'male', 'female'];
  const label = seatLabeller(tr, players, genders);

  it('asks the angel’s question in words with no gender, a player’s gender set or not', () => {
    const answer = (target: number) =>
      promptText(
        tr,
        { key: 'prompt.french-deck.night.angel-answer', params: { target, answer: 'yes' }, commands: [] },
        label,
      );
    expect(answer(1)).toContain('Aline (1), de la mafia ou non\u00a0?');
    for (const seat of [1, 2, 3]) expect(answer(seat)).not.toMatch(/est-il|est-elle/);
  });

  it('wakes the mafia in words that fit one mafioso left as well as several', () => {
    const wake = (seats: string) =>
      promptText(
        tr,
        { key: 'prompt.french-deck.night.mafia', params: { round: 3, seats, wait: 0 }, commands: [] },
        label,
      );
    expect(wake('8')).toMatch(/^« La mafia \(8\) se réveille /);
    expect(wake('3, 8')).toMatch(/^« La mafia \(3, 8\) se réveille /);
  });
});
