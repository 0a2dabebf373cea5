/**
 * Tryout 6, a Copag game in Portuguese as a Brazilian player reads it: the room's announcements said «A missão 1
 * é aberta» (the mission was opened: «foi aberta»); a seat's label inside a character's brackets nested them,
 * «Vincenzo (Rafael (2)) pode…», «Lorenzo (Rafael (2)) impede…», and a field read «Barrada por (Lorenzo)»; a used
 * ability read «Francesca (usado)», agreeing with no one; a count read «(1 ainda não revelado(s))»; the phone
 * card spoke European Portuguese («Pode revelar-se», «Revelar-me como policial»); a used phone code sent the
 * player to a narrator Copag does not have; and the console called its user both «narrador» and «moderador».
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import type { Announcement } from '../../shared/engine/rulesets/copag-mafia/types.ts';
import type { LoggedEvent } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const pt = stationTranslator('pt');
const label = (seat: number) => `${['', 'Ana', 'Rafael'][seat] ?? 'Bruno'} (${seat})`;
const say = (a: Announcement) => announcementText(pt, 'copag-mafia', a, label);
/** Brackets inside brackets: «Vincenzo (Rafael (2))». */
const NESTED = /\([^()]*\(/;

describe('Copag in Brazilian Portuguese', () => {
  it('announces what was done to a mission in the past: «foi aberta», «foi sabotada», «teve êxito»', () => {
    const opened = say({ kind: 'mission-opened', mission: 1, name: 'Missione 1', members: [1], short: false });
    expect(opened).toBe('A missão 1 foi aberta: Missione 1.');
    expect(say({ kind: 'mission-sabotaged', mission: 4, sum: 2, target: 5 })).toMatch(/^A missão 4 foi sabotada/);
    expect(say({ kind: 'mission-succeeded', mission: 2, sum: 6, target: 5 })).toMatch(/^A missão 2 teve êxito/);
    expect(say({ kind: 'mission-aborted', mission: 3, by: 1 })).toMatch(/^A missão 3 foi abortada por Ana \(1\)/);
  });

  it('never nests a seat’s brackets inside a character’s', () => {
    const lines = [
      pt.t('prompt.copag-mafia.vincenzo', { mission: 2, name: 'Missione 2', sum: '$4', value: '$5', seat: label(2) }),
      say({ kind: 'placement-blocked', mission: 1, seat: 1, by: 2 }),
      eventMessage(
        pt,
        'timeline',
        'copag-mafia',
        { type: 'placement-blocked', mission: 1, seat: 1, by: 2 } as LoggedEvent,
        label,
      )!,
      pt.t('field.copag-mafia.blockedBy'),
    ];
    for (const line of lines) expect(line).not.toMatch(NESTED);
    expect(lines[0]).toContain('Vincenzo — Rafael (2) — pode');
    expect(lines[3]).toBe('Barrada por Lorenzo');
  });

  it('marks a used ability without agreeing with the character (Francesca, Giovanna are women)', () => {
    const used = pt.t('projector.copag-mafia.ability-used');
    expect(used).not.toMatch(/^\(usad[oa]s?\)$/);
    expect(used).toBe('(habilidade usada)');
  });

  it('words a player in the trunk or revealed without a masculine participle (the player may be a woman)', () => {
    const trunk = pt.t('prompt.copag-mafia.trunk', { seat: 'Ana (1)' });
    const police = pt.t('prompt.copag-mafia.turn-police', { seat: 'Ana (1)' });
    expect(trunk).not.toMatch(/libertad[oa]/);
    expect(trunk).toContain('Ana (1) está no porta-malas');
    expect(police).not.toMatch(/policial revelad[oa]/);
    expect(police).toMatch(/^Vez de Ana \(1\), que se revelou policial:/);
  });

  it('counts the police not yet revealed without «(s)»', () => {
    for (const left of [1, 2]) {
      const line = pt.t('prompt.copag-mafia.police-may-reveal', { left });
      expect(line).not.toContain('(s)');
      expect(line).toContain(`: ${left})`);
    }
    const ended = pt.t('prompt.copag-mafia.ended', { winner: 'os policiais', successes: 1, sabotages: 4 });
    expect(ended).not.toMatch(/\b1 êxitos\b/);
  });

  it('speaks Brazilian on the phone card and points a used code to the station, not a narrator', () => {
    expect(pt.t('print.role.copag-mafia.police.description')).toMatch(/Você pode se revelar\.$/);
    expect(pt.t('phone.reveal.button')).toBe('Me revelar como policial');
    expect(pt.t('phone.reveal.confirm')).toBe('Sim, me revelar');
    expect(pt.t('phone.invalid-text')).not.toMatch(/narrador|moderador/);
    expect(pt.t('phone.invalid-text')).toContain('estação');
  });

  it('calls the console’s user one word throughout: «narrador»', () => {
    const dir = join(import.meta.dirname, '../../shared/locales');
    const files = ['pt.json', 'rulesets/copag-mafia.pt.json', 'rulesets/city-mafia.pt.json'];
    for (const file of files) {
      expect(readFileSync(join(dir, file), 'utf8').match(/\b(moderador|mediador)\w*/g) ?? [], file).toEqual([]);
    }
  });
});
