// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import type { BridgeError } from '../../../renderer/common/bridge/index.ts';
import { useErrorText } from '../../../renderer/common/composables/useErrorText.ts';
import type { Locale } from '../../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import { mountConsole } from './mount-kit.ts';

// Tryout 14 §3: the import dialog said a refused game file in English with the rule's code inside the translated
// sentence. The station now sends the refusal's own key; the console says it, and the refusing rule's message.

/** The console's words for a refusal, in `locale`. */
function said(error: BridgeError, locale: Locale): string {
  const Probe = defineComponent({
    setup() {
      const errorText = useErrorText();
      return () => h('p', errorText(error));
    },
  });
  const { wrapper } = mountConsole(Probe, {}, undefined, locale);
  const text = wrapper.text();
  wrapper.unmount();
  return text;
}

/** A message of `locale` by its dotted key. */
function message(locale: Locale, key: string): string {
  let node: unknown = MESSAGES[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

/** As the station sends it: the kind's code and English detail, the finer key in `said` with its parameters. */
function refusal(kind: string, said: string, params: Record<string, string | number>): BridgeError {
  return { kind: 'rule', code: `import.${kind}`, params: { detail: 'English detail', ...params, said } };
}

const stepRefused = refusal('not-replayable', 'import.step-refused', {
  seat: 3,
  rule: 'davidoff-1987.accused-does-not-vote',
  atStep: 20,
});

describe("an import refusal in the moderator's language (tryout 14 §3)", () => {
  it.each(['pt', 'ja', 'hu'] as const)(
    'a step the rules refuse, in %s: the step and the rule’s own message',
    (locale) => {
      const text = said(stepRefused, locale);
      expect(text).toContain('20');
      // The rule's sentence, in the same language, with the seat said as the console says seats.
      const rule = message(locale, 'error.davidoff-1987.accused-does-not-vote').split('{seat}');
      expect(rule.length).toBe(2);
      for (const piece of rule) expect(text).toContain(piece.trim());
      expect(text).not.toContain('davidoff-1987');
      expect(text).not.toMatch(/rules refuse|step 20|English detail/);
    },
  );

  it.each(['pt', 'ja'] as const)('a malformed players’ row, in %s: the row, without the schema’s English', (locale) => {
    const text = said(refusal('invalid-record', 'import.invalid-player', { row: 1 }), locale);
    expect(text).toContain('1');
    expect(text).not.toMatch(/Invalid|Expected|game\.players|English detail/);
    expect(text).toBe(message(locale, 'error.import.invalid-player').replace('{row}', '1'));
  });

  it('the same game under another id names the game the archive holds', () => {
    const text = said(refusal('conflict', 'import.same-game-differs', { game: 'abc-123' }), 'pt');
    expect(text).toContain('abc-123');
    expect(text).toContain('nada foi importado');
  });
});
