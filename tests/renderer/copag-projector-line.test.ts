/**
 * Club tryout: the Copag projector's line says what the table is doing. After the deal, with no mission card
 * opened yet, it read "Two missions are open." while both places waited for a card; it now says so only when two
 * are, and names the wait otherwise (the console then asks the operator for a mission card).
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/locales/messages.ts';
import { createStationI18n } from '../../renderer/common/i18n.ts';
import { copagMafia as CM } from '../../shared/engine/rulesets/copag-mafia/index.ts';
import { model } from '../../shared/engine/rulesets/copag-mafia/projector.ts';
import { copagStates } from '../fixtures/copag-games.ts';

const { t, te } = createStationI18n('en', MESSAGES).global;
const tr = { t: (key: string, params?: Record<string, unknown>) => t(key, params ?? {}), te: (key: string) => te(key) };

describe("the Copag projector's line", () => {
  it('names the wait for a mission card while a place is empty, and "two missions are open" only when they are', () => {
    let waiting = 0;
    let open = 0;
    for (const state of copagStates(6, 5, false)) {
      if (state.phase !== 'play' || state.turn !== null) continue;
      const view = CM.publicView(state as never) as never as Parameters<typeof model>[0];
      const line = model(view, tr).line;
      const places = (view as unknown as { missions: unknown[] }).missions;
      if (places.some((m) => m === null)) {
        waiting++;
        expect(line).toBe(t('projector.copag-mafia.waiting-mission'));
      } else {
        open++;
        expect(line).toBe('Two missions are open.');
      }
    }
    expect(waiting).toBeGreaterThan(0);
    expect(open + waiting).toBeGreaterThan(0);
  });
});
