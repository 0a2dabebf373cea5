/**
 * French elides before a vowel: «La carte d'Aline (1) est retournée», «Acquittement d'Élodie (5)» (tryout 8 read
 * «de Aline», «de Élodie»). The rule lives where Hungarian's "a(z)" does (shared/locales/french-elision.ts), so
 * every text that puts a name after «de», «que», «le» or «la» reads right, on the console, projector and mirror.
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import { elideFrench } from '../../shared/locales/french-elision.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const NAMES = ['Aline', 'Bernard', 'Chloé', 'Damien', 'Élodie', 'François', 'Gaëlle', 'Hugo'];
const label = (seat: number) => `${NAMES[seat - 1]} (${seat})`;

/** Every string of a message tree. */
function texts(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(texts);
  return [];
}

describe('French elision before a name (tryout 8)', () => {
  it('reads «d’Aline» and «d’Élodie» on the French deck', () => {
    const tr = stationTranslator('fr');
    expect(announcementText(tr, 'french-deck', { kind: 'acquitted', seat: 5 } as never, label)).toMatch(
      /^Acquittement d'Élodie \(5\)/,
    );
    const event = { type: 'player-eliminated', seat: 1, role: 'villager' };
    expect(eventMessage(tr, 'dawn', 'french-deck', event as never, label)).toMatch(
      /^La carte d'Aline \(1\) est retournée/,
    );
  });

  it('elides de, que, le and la before a capital vowel, and nothing else', () => {
    expect(elideFrench('la carte de Aline, plus que Élodie, le Ange, De Yannick, de Hugo, le ou les, de 8')).toBe(
      "la carte d'Aline, plus qu'Élodie, l'Ange, De Yannick, de Hugo, le ou les, de 8",
    );
    expect(elideFrench('garde du corps: Idée')).toBe('garde du corps: Idée');
  });

  it('elides before a Y sounded as a vowel, before a consonant (Yves, Yvonne, Ygor), not before Y and a vowel (Yann, Yannick, Yolande) (tryout 11)', () => {
    expect(elideFrench('la carte de Yves, que Yvonne, le Ygor, De Yseult')).toBe(
      "la carte d'Yves, qu'Yvonne, l'Ygor, D'Yseult",
    );
    expect(elideFrench('la carte de Yann, que Yannick, le Yolande, de Yasmine, de Y')).toBe(
      'la carte de Yann, que Yannick, le Yolande, de Yasmine, de Y',
    );
    const tr = stationTranslator('fr');
    const yves = (seat: number) => (seat === 8 ? 'Yves (8)' : seat === 7 ? 'Yannick (7)' : label(seat));
    const event = (seat: number) => ({ type: 'player-eliminated', seat, role: 'villager' });
    expect(eventMessage(tr, 'dawn', 'french-deck', event(8) as never, yves)).toMatch(
      /^La carte d'Yves \(8\) est retournée/,
    );
    expect(eventMessage(tr, 'dawn', 'french-deck', event(7) as never, yves)).toMatch(
      /^La carte de Yannick \(7\) est retournée/,
    );
  });

  it('changes no French text as written: the rule acts on the names put in', () => {
    for (const text of texts(MESSAGES.fr)) expect(elideFrench(text)).toBe(text);
  });
});
