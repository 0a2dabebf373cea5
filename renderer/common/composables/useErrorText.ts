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
  return function errorText(error: BridgeError): string {
    switch (error.kind) {
      case 'rule':
        // An unknown code still says which rule refused, rather than nothing.
        // Worded for the refused player's gender where the language forces one (issue 12 §3).
        return te(`error.${error.code}`)
          ? t(
              genderedKey(tr, `error.${error.code}`, subjectGender(error.params, seatLabel)),
              paramText(tr, error.params, seatLabel, error.code.split('.')[0]),
            )
          : t('station-error.rule', { code: error.code });
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
  };
}
