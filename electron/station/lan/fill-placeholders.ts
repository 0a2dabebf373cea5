/**
 * Puts values into a message's named placeholders: `fillPlaceholders('Seat {seat}', { seat: 4 })` is
 * 'Seat 4'. A placeholder with no value is left as written, so a missing parameter shows rather than
 * vanishes. Only the `{name}` form is read (the station's LAN messages use no plurals or linked keys);
 * the values are not escaped here: the pages escape the finished text.
 */
export function fillPlaceholders(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\s*([A-Za-z_][\w-]*)\s*\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
