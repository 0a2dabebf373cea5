import { ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { PrintPdfPayload, ProjectorLocale as PrintLocale } from '../../../shared/contract/index.ts';
import type { BridgeError } from '../../common/bridge/index.ts';
import { readModeratorToken } from '../../common/bridge/moderator-token.ts';
import { moderatorPreload } from '../../common/bridge/window-api.ts';
import { useModeratorBridge } from '../../common/composables/useBridge.ts';
import { SEATING_MESSAGE, STANDINGS_MESSAGE } from '../../print/load-document.ts';

/** A PDF to print, its language left to the console's. */
type PdfRequest = PrintPdfPayload extends infer P ? (P extends PrintPdfPayload ? Omit<P, 'locale'> : never) : never;
/** The documents this page hands to the print page itself (the station does not hold them). */
type PostedRequest = Extract<PdfRequest, { document: 'standings' | 'seating' }>;

const MESSAGES = { standings: STANDINGS_MESSAGE, seating: SEATING_MESSAGE } as const;

/**
 * Prints one document: in the desktop app as a PDF in the data folder (`print.pdf`, printToPDF); in
 * browser mode the print page opens in a new tab, in the console's language, for the browser's own print.
 */
export function usePrintDocument() {
  const { locale } = useI18n();
  const bridge = useModeratorBridge();
  const saved = ref<string | null>(null);
  const error = ref<BridgeError | null>(null);

  /** In the desktop app, prints the PDF and says true; in browser mode, false (the page prints). */
  async function printedAsPdf(pdf: PdfRequest): Promise<boolean> {
    if (!moderatorPreload()) return false;
    // The PDF is drawn in the console's language, as the browser's print page is.
    const result = await bridge.request('print.pdf', {
      ...pdf,
      locale: locale.value as PrintLocale,
    } as PrintPdfPayload);
    error.value = result.ok ? null : result.error;
    saved.value = result.ok ? result.value.file : null;
    return true;
  }

  /** The print page's address for `page` (see renderer/print/load-document.ts), in the console's language. */
  function pageUrl(page: Record<string, string>): string {
    const url = new URL('/print/', location.href);
    for (const [name, value] of Object.entries(page)) url.searchParams.set(name, value);
    url.searchParams.set('lang', locale.value);
    return url.href;
  }

  /** Prints a document the station holds; `page` is the print page's query for it (it asks the station). */
  async function print(pdf: PdfRequest, page: Record<string, string>): Promise<void> {
    if (await printedAsPdf(pdf)) return;
    window.open(pageUrl({ token: readModeratorToken() ?? '', ...page }), '_blank', 'noopener');
  }

  /**
   * Prints standings or a seating this page holds. In browser mode the print page says when it listens; only
   * then is the document sent, to it alone (same origin), by postMessage.
   */
  async function printPosted(pdf: PostedRequest): Promise<void> {
    if (await printedAsPdf(pdf)) return;
    const { document: name, ...data } = pdf;
    const message = MESSAGES[name];
    const child = window.open(pageUrl({ document: name }), '_blank');
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== location.origin || event.source !== child) return;
      if ((event.data as { type?: unknown } | null)?.type !== `${message}.ready`) return;
      window.removeEventListener('message', onMessage);
      child?.postMessage({ type: message, ...JSON.parse(JSON.stringify(data)) }, location.origin);
    };
    window.addEventListener('message', onMessage);
  }

  return { print, printPosted, saved, error };
}
