/** The characters that change meaning in HTML text or in a quoted attribute, and their entities. */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Escapes a string for use as HTML text or a quoted attribute value: player names are never markup. */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"'`]/g, (c) => ENTITIES[c]!);
}
