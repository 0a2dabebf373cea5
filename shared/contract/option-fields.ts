import type { RulesetId } from '../engine/index.ts';
import { CreateGameSchema } from './schemas.ts';

// The new-game form draws each ruleset's options from its create schema, as the console draws commands:
// what the station accepts and what the form offers cannot drift apart.

/** One option of a ruleset's setup, as the new-game form asks for it. */
export type OptionField =
  | { name: string; kind: 'number'; min: number; max: number }
  | { name: string; kind: 'choice'; options: string[] }
  | { name: string; kind: 'flag' }
  /** A group of counts, such as city-mafia's role counts: every member is given together. */
  | { name: string; kind: 'counts'; members: string[]; min: number; max: number };

interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  options?: unknown[];
  wrapped?: SchemaNode;
  pipe?: { type: string; requirement?: unknown }[];
}

function unwrap(node: SchemaNode): SchemaNode {
  let base = node;
  while ((base.type === 'optional' || base.type === 'nullable') && base.wrapped) base = base.wrapped;
  return base;
}

function bounds(node: SchemaNode): { min: number; max: number } {
  let min = 0;
  let max = 99;
  for (const action of node.pipe ?? []) {
    if (action.type === 'min_value') min = Number(action.requirement);
    if (action.type === 'max_value') max = Number(action.requirement);
  }
  return { min, max };
}

function fieldOf(name: string, node: SchemaNode): OptionField {
  const base = unwrap(node);
  if (base.type === 'number') return { name, kind: 'number', ...bounds(base) };
  if (base.type === 'picklist') return { name, kind: 'choice', options: (base.options ?? []).map(String) };
  if (base.type === 'boolean') return { name, kind: 'flag' };
  if (base.type === 'strict_object' || base.type === 'object') {
    const members = Object.entries(base.entries ?? {});
    const first = members[0] ? unwrap(members[0][1]) : null;
    return { name, kind: 'counts', members: members.map(([m]) => m), ...(first ? bounds(first) : { min: 0, max: 16 }) };
  }
  throw new Error(`option ${name}: no form control for a ${base.type} schema`);
}

/** The options of a ruleset's new game, in schema order, read from its create schema. */
export function optionFields(rulesetId: RulesetId): OptionField[] {
  const variant = (CreateGameSchema as unknown as { options: SchemaNode[] }).options;
  const schema = variant.find((o) => (o.entries?.rulesetId as { literal?: string } | undefined)?.literal === rulesetId);
  const options = schema?.entries?.options;
  if (!options) return [];
  return Object.entries(unwrap(options).entries ?? {}).map(([name, node]) => fieldOf(name, node));
}
