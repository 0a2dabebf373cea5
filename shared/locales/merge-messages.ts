import type { MessageTree } from './key-diff.ts';

/**
 * A message itself, not a tree of messages: its text, or, in the built renderer, the form the build
 * precompiled it to (@intlify/unplugin-vue-i18n: an AST object whose node type, `type` or minified `t`, is a
 * number; a message tree's values are never numbers).
 */
function isMessage(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const node = value as { type?: unknown; t?: unknown };
  return typeof node.type === 'number' || typeof node.t === 'number';
}

/**
 * Merges message trees; where two define the same key, the earlier wins, so a ruleset's file can add
 * keys (its prompts, rule errors, roles) but never changes a text the console already uses.
 */
export function mergeMessages(...trees: MessageTree[]): MessageTree {
  const out: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      if (existing === undefined) out[key] = isMessage(value) ? value : mergeMessages(value as MessageTree);
      else if (!isMessage(existing) && !isMessage(value))
        out[key] = mergeMessages(existing as MessageTree, value as MessageTree);
    }
  }
  return out;
}
