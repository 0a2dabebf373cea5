// @vitest-environment happy-dom
/**
 * Issue 12 (club tryout): the City night's blocked don was told twice on the script card (the note, and a
 * badge saying the same), under a call that still said "Record it". Each instruction once: the call,
 * then the private note of the block.
 */
import { describe, expect, it } from 'vitest';
import { moderatorView } from '../../../shared/engine/index.ts';
import ScriptCard from '../../../renderer/moderator/console/ScriptCard.vue';
import { dayOne, run, toNight } from '../../engine/city-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

// 1 putana, 2–3 mafiosi, 4 don, 5 sheriff, 6 doctor, 7 maniac, 8–10 civilians.
const TABLE = 'PMMDSHKCCC';

function cardAt(...commands: Parameters<typeof run>[1][]) {
  const view = moderatorView(run(toNight(dayOne(TABLE)), ...commands), 'g');
  const { wrapper } = mountConsole(ScriptCard, {
    props: { prompts: view.prompts, seats: view.seats, title: 'Night 1' },
  });
  return wrapper;
}

const occurrences = (text: string, word: RegExp): number => text.match(new RegExp(word, 'gi'))?.length ?? 0;

describe('the script card of a blocked step says each thing once', () => {
  it('the blocked don: crossed arms once, and no "Record it" beside "Record nobody"', () => {
    const card = cardAt({ type: 'putana-visit', target: 4 }, { type: 'mafia-shoot', target: 9 });
    const text = card.text();
    expect(occurrences(text, /crossed arms/), text).toBe(1);
    expect(text, text).not.toMatch(/Record it\./);
    expect(text).toContain('Record “nobody”');
  });

  for (const [role, before] of [
    ['sheriff', [{ type: 'mafia-shoot', target: 9 }, { type: 'don-check', target: 8 }, { type: 'end-step' }]],
    [
      'doctor',
      [
        { type: 'mafia-shoot', target: 9 },
        { type: 'don-check', target: 8 },
        { type: 'end-step' },
        { type: 'sheriff-check', target: 8 },
        { type: 'end-step' },
      ],
    ],
    [
      'maniac',
      [
        { type: 'mafia-shoot', target: 9 },
        { type: 'don-check', target: 8 },
        { type: 'end-step' },
        { type: 'sheriff-check', target: 8 },
        { type: 'end-step' },
        { type: 'doctor-heal', target: 9 },
      ],
    ],
  ] as const) {
    it(`the blocked ${role}: crossed arms once, nothing contradicting the note`, () => {
      const guest = { sheriff: 5, doctor: 6, maniac: 7 }[role];
      const card = cardAt(
        { type: 'putana-visit', target: guest },
        ...(before as unknown as Parameters<typeof run>[1][]),
      );
      const text = card.text();
      expect(occurrences(text, /crossed arms/), text).toBe(1);
      expect(text, text).not.toMatch(/Record it\.|show it back and nod/);
    });
  }
});
