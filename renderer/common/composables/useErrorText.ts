import type { MaybeRefOrGetter } from 'vue';
import { useI18n } from 'vue-i18n';
import type { BridgeError } from '../bridge/index.ts';
import { paramText } from '../text/prompt-text.ts';
import { genderedKey, subjectGender } from '../text/gendered-key.ts';
import { useSeatLabel, type NamedSeat } from './useSeatLabel.ts';
import { useTranslator } from './useTranslator.ts';

/** Explains a refusal: a rule's `error.<code>`, or the station's `station-error.<kind>`. */
export function useErrorText(players: MaybeRefOrGetter<readonly NamedSeat[] | null | undefined> = null) {
  const { t, te } = useI18n();
  const seatLabel = useSeatLabel(players);
  const tr = useTranslator();
  function errorText(error: BridgeError): string {
    switch (error.kind) {
      case 'rule': {
        // An unknown code still says which rule refused, rather than nothing.
        // Worded for the refused player's gender where the language forces one (issue 12 §3).
        if (!te(`error.${error.code}`)) return t('station-error.rule', { code: error.code });
        const code = finerCode(error.code, error.params);
        return t(genderedKey(tr, `error.${code}`, subjectGender(error.params, seatLabel)), {
          ...paramText(tr, error.params, seatLabel, code.split('.')[0]),
          ...ruleReason(error.params),
        });
      }
      case 'conflict':
        return t('station-error.conflict', { expected: error.expectedVersion, actual: error.actualVersion });
      case 'not-found':
        return t('station-error.not-found', { what: t(`param.${error.what}`) });
      case 'invalid-payload':
      case 'forbidden':
      case 'unavailable':
      case 'internal':
        return t(`station-error.${error.kind}`, { message: error.message });
      case 'disconnected':
        return t('station-error.disconnected');
    }
  }

  /**
   * The message a refusal is said by: the finer one it names in `said` where this language has it (an import's
   * refusal names the part of the file, or the step), else its own code's, which reads the English `detail`.
   */
  function finerCode(code: string, params: Record<string, string | number>): string {
    const { said } = params;
    return typeof said === 'string' && te(`error.${said}`) ? said : code;
  }

  /**
   * A refusal that quotes another rule's (an imported game's step the rules refuse carries the rule's code in
   * `rule`, its parameters beside): that rule's own message, as `reason`.
   */
  function ruleReason(params: Record<string, string | number>): { reason?: string } {
    // The quoting refusal's own parameters (its finer key, its English detail, the step) are not the rule's.
    const { rule, said: _said, detail: _detail, atStep: _step, ...rest } = params;
    return typeof rule === 'string' ? { reason: errorText({ kind: 'rule', code: rule, params: rest }) } : {};
  }
  return errorText;
}
