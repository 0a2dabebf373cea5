/**
 * Tryout 6, the stream's viewer feed and the mirror in Japanese: the night panel spaced its particles
 * («プターナ が 山本 拓也（7） を訪ねる») and joined a check's answer with an ASCII colon («を調べる: いいえ»); one
 * night was both «第2夜» (the phase) and «2日目の夜» (the panel); the mirror wrote «オメルタ：Duda（4） の番まで沈黙»
 * with a stray space, where the overlay's announcement wrote the card's own name, «Omertà：».
 */
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { nightActionText } from '../../renderer/overlay/night-action-text.ts';
import type { ViewerAction } from '../../shared/engine/index.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const ja = stationTranslator('ja');
const action = (kind: ViewerAction['kind'], found: boolean | null): ViewerAction =>
  ({ kind, by: 1, group: null, target: 7, found }) as ViewerAction;

describe('the viewer feed and the mirror in Japanese', () => {
  it('writes a night action with no space around its particles', () => {
    expect(nightActionText(ja, action('block', null), 'プターナ', '山本 拓也（7）')).toBe(
      'プターナが山本 拓也（7）を訪ねる',
    );
  });

  it("gives a check's answer after a full-width colon, never an ASCII one", () => {
    const line = nightActionText(ja, action('check', false), 'ドン', '中村 愛（8）');
    expect(line).toMatch(/^ドンが中村 愛（8）を調べる/);
    expect(line).toContain('：いいえ');
    expect(line).not.toMatch(/: /);
    // The other languages keep their own colon.
    expect(nightActionText(stationTranslator('en'), action('check', true), 'Don', 'Ann (8)')).toBe(
      'Don checks Ann (8): yes',
    );
  });

  it('calls a night one way: the panel as the phase', () => {
    expect(ja.t('overlay.night', { round: 2 })).toBe(ja.t('phase.night', { round: 2 }));
  });

  it("writes the Omertà on the mirror as the overlay does, the card's name and no stray space", () => {
    const mirror = ja.t('projector.copag-mafia.omerta', { seat: 'Duda（4）' });
    const overlay = announcementText(ja, 'copag-mafia', { kind: 'omerta-began', seat: 4 }, () => 'Duda（4）');
    expect(mirror).toBe('Omertà：Duda（4）の番まで沈黙');
    expect(overlay.startsWith('Omertà：')).toBe(true);
    expect(ja.t('timeline.copag-mafia.omerta-broken', { seat: 'Duda（4）' })).toContain('Omertà');
    expect(ja.t('command.copag-mafia.break-omerta')).toBe('Omertàが破られた');
  });
});
