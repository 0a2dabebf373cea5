// @vitest-environment happy-dom
/**
 * Issue 12 (club tryout): the `prompt.<ruleset>.hint.*` texts were written and never shown. A hint is the
 * line a prompt's flag adds under it (`silenced: 1` → `prompt.city-mafia.hint.silenced`); each one that is
 * kept is shown where it belongs, and none is left in the message files unused.
 */
import { describe, expect, it } from 'vitest';
import { moderatorView } from '../../../shared/engine/index.ts';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import { promptHints } from '../../../renderer/common/text/prompt-text.ts';
import type { Translator } from '../../../shared/text/translator.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import ScriptCard from '../../../renderer/moderator/console/ScriptCard.vue';
import { dayOne, quietNextDay, remarks, speakUntil } from '../../engine/city-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

const EN: Translator = (() => {
  const i18n = createStationI18n('en', MESSAGES);
  const t = i18n.global.t as unknown as (key: string, params?: Record<string, unknown>) => string;
  return { t: (key, params) => (params ? t(key, params) : t(key)), te: (key) => i18n.global.te(key) };
})();

/** Day 2 of a City game, seat 7 (three remarks on day 1) holding the floor, silenced. */
function silencedSpeech() {
  return moderatorView(speakUntil(quietNextDay(remarks(dayOne('MMDSHCCCCC'), 7, 3)), 7), 'g');
}

describe('prompt hints are shown where they belong', () => {
  it("a silenced speaker's turn says, under the prompt, that he may not speak but may nominate and vote", () => {
    const view = silencedSpeech();
    const { wrapper } = mountConsole(ScriptCard, {
      props: { prompts: view.prompts, seats: view.seats, title: 'Day 2' },
    });
    expect(wrapper.text()).toContain(
      'Three remarks last round: this player may not speak, but may still nominate and vote.',
    );
  });

  it('every hint in the six languages is one a prompt shows (none unused)', () => {
    const shown = new Set(silencedSpeech().prompts.flatMap((p) => promptHints(EN, p).map((h) => h.key)));
    for (const locale of LOCALES) {
      const hints = (MESSAGES[locale] as unknown as { prompt: Record<string, { hint?: Record<string, string> }> })
        .prompt;
      for (const [ruleset, texts] of Object.entries(hints)) {
        for (const flag of Object.keys(texts.hint ?? {}))
          expect(shown, `${locale} prompt.${ruleset}.hint.${flag}`).toContain(`prompt.${ruleset}.hint.${flag}`);
      }
    }
  });
});
