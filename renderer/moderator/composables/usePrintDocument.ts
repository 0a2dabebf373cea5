import { ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { PrintPdfPayload, ProjectorLocale as PrintLocale } from '../../../shared/contract/index.ts';
import type { BridgeError } from '../../common/bridge/index.ts';
import { readModeratorToken } from '../../common/bridge/moderator-token.ts';
import { moderatorPreload } from '../../common/bridge/window-api.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';

/**
 * Prints one document: in the desktop app as a PDF in the data folder (`print.pdf`, printToPDF); in
 * browser mode the print page opens in a new tab, in the console's language, for the browser's own print.
 * `page` is the print page's address query for the same document (see renderer/print/load-document.ts).
 */
export function usePrintDocument() {
  const { locale } = useI18n();
  const bridge = useModeratorBridge();
  const saved = ref<string | null>(null);
  const error = ref<BridgeError | null>(null);

  async function print(pdf: PrintPdfPayload, page: Record<string, string>): Promise<void> {
    if (moderatorPreload()) {
      // The PDF is drawn in the console's language, as the browser's print page is.
      const result = await bridge.request('print.pdf', { ...pdf, locale: locale.value as PrintLocale });
      error.value = result.ok ? null : result.error;
      saved.value = result.ok ? result.value.file : null;
      return;
    }
    const url = new URL('/print/', location.href);
    url.searchParams.set('token', readModeratorToken() ?? '');
    for (const [name, value] of Object.entries(page)) url.searchParams.set(name, value);
    url.searchParams.set('lang', locale.value);
    window.open(url.href, '_blank', 'noopener');
  }

  return { print, saved, error };
}
