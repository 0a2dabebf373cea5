/**
 * Club tryout, three sentences that read wrong: the French projector's "1 mains pour « coupable »" (a count
 * run into a plural noun), the angel's answer card that says to nod ("d'un hochement de tête", "Nod") when
 * the answer is no, and the Hungarian protocol's "Hanna (8) kivégezték" (a transitive verb wanting the
 * accusative of the name).
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import type { Announcement } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const label = (seat: number) => `Hanna (${seat})`;

describe('club tryout: words that read wrong', () => {
  it.each([
    ['fr', /\b1 mains\b/],
    ['en', /\b1 hands\b/],
    ['pt', /\b1 mãos\b/],
  ] as const)('%s: a verdict of one hand for guilty has no plural noun after the 1', (locale, wrong) => {
    const verdict = { kind: 'verdict', seat: 8, guilty: 1, needed: 4, passed: false } as unknown as Announcement;
    const text = announcementText(stationTranslator(locale), 'french-deck', verdict, label);
    expect(text).toContain('1');
    expect(text).toContain('4');
    expect(text).not.toMatch(wrong);
  });

  it.each([
    ['fr', /hochement/i],
    ['en', /^nod to/i],
    ['ru', /^кивком/i],
    ['hu', /^bólintson/i],
    ['ja', /うなずきで答え/],
  ] as const)('%s: the angel’s answer card does not say to nod whatever the answer', (locale, nodOnly) => {
    const tr = stationTranslator(locale);
    const text = tr.t('prompt.french-deck.night.angel-answer', { target: 'Hanna (8)', answer: tr.t('param.no') });
    expect(text).toContain('Hanna (8)');
    expect(text).not.toMatch(nodOnly);
  });

  it('hu: the protocol names the dead as the subject, not as a bare object of «kivégezték», «megölték»', () => {
    const tr = stationTranslator('hu');
    for (const cause of ['executed', 'killed']) {
      const text = tr.t('print.entry.death', { seat: 'Hanna (8)', cause: tr.t(`print.cause.${cause}`) });
      expect(text).not.toMatch(/^Hanna \(8\) (kivégezték|megölték)/);
      expect(text).toMatch(/kivégezték|megölték/);
    }
  });
});
