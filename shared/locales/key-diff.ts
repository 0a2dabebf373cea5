/** A tree of messages as stored in a locale file. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Every message of a tree by its dotted key (`error.city-mafia.blocked`), in file order. */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flattenMessages(value, path)) out.set(inner, text);
  }
  return out;
}

/** The keys a translation lacks and the keys it has that the reference (English) does not. */
export function diffKeys(reference: MessageTree, translation: MessageTree): { missing: string[]; extra: string[] } {
  const want = flattenMessages(reference);
  const have = flattenMessages(translation);
  return {
    missing: [...want.keys()].filter((key) => !have.has(key)),
    extra: [...have.keys()].filter((key) => !want.has(key)),
  };
}

/** The named placeholders of a message, sorted and without repeats (`{seat}`, not the literal `{'@'}`). */
export function placeholderNames(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w-]*)\s*\}/g)].map((m) => m[1]!))].sort();
}

/** How many plural forms a message has: its `|` separators outside braces, plus one. */
export function pluralFormCount(message: string): number {
  let depth = 0;
  let forms = 1;
  for (const char of message) {
    if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    else if (char === '|' && depth === 0) forms++;
  }
  return forms;
}
