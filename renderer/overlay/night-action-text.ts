import type { ViewerAction } from '../../shared/engine/index.ts';
import type { Translator } from '../../shared/text/translator.ts';

/**
 * One line of the viewer feed's night, "{who} checks {target}", and what a check found worded by the language
 * (`overlay.found-line`): a colon and a space were written here, which Japanese writes as one full-width colon.
 */
export function nightActionText(tr: Translator, action: ViewerAction, who: string, target: string): string {
  const line = tr.t(`overlay.action.${action.kind}`, { who, target });
  if (action.found === null) return line;
  return tr.t('overlay.found-line', { action: line, found: tr.t(`overlay.found.${action.found ? 'yes' : 'no'}`) });
}
