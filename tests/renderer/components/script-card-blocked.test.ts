// @vitest-environment happy-dom
/**
 * Issue 12 (club tryout): the City night's blocked don was told twice on the script card (the note, and a
 * badge saying the same), under a call that still said "Record it". Each instruction once: the call,
 * then the private note of the block.
 */
import { describe, expect, it } from 'vitest';
import { moderatorView } from '../../../shared/engine/index.ts';
import ScriptCard from '../../../renderer/moderator/console/ScriptCard.vue';
import { dayOne, FULL_TABLE, run, toNight, VISITED_LATER } from '../../engine/city-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

function cardAt(...commands: Parameters<typeof run>[1][]) {
  const view = moderatorView(run(toNight(dayOne(FULL_TABLE)), ...commands), 'g');
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

  for (const { role, seat: guest, before } of VISITED_LATER) {
    it(`the blocked ${role}: crossed arms once, nothing contradicting the note`, () => {
      const card = cardAt({ type: 'putana-visit', target: guest }, ...before);
      const text = card.text();
      expect(occurrences(text, /crossed arms/), text).toBe(1);
      expect(text, text).not.toMatch(/Record it\.|show it back and nod/);
    });
  }
});
