import type { GenericSchema } from 'valibot';
import type { RulesetId } from '../engine/index.ts';
import { count, seat, seats, stepNumber } from '../engine/rulesets/schema-parts.ts';
import { COMMAND_SCHEMAS } from './schemas.ts';

// The console draws one form per command from the command's own schema, so the station's validation
// and the console's controls can never disagree about what a command takes.

/**
 * What a command field holds: one seat, several seats, a number of hands, one of a list, free text, a step
 * of the log, a whole number within bounds, a yes/no flag, a group of fields, or a list of entries.
 */
export type CommandFieldKind =
  'seat' | 'seats' | 'count' | 'choice' | 'text' | 'step' | 'number' | 'flag' | 'group' | 'list';

/** One field of a command, as the console must ask for it. */
export interface CommandField {
  name: string;
  kind: CommandFieldKind;
  /** The field may be null: for a seat, "nobody". */
  nullable: boolean;
  /** The field may be left out (votes entered as a count leave the voters out). */
  optional: boolean;
  /** The values of a choice (as text; `numeric` when the schema's values are numbers). */
  options: string[];
  /** A choice whose values are numbers: sent as numbers. */
  numeric?: true;
  /** The bounds of a number, and the longest text or list, from the schema's pipe. */
  min?: number;
  max?: number;
  /** The fields of a group, in schema order. */
  fields?: CommandField[];
  /** What each entry of a list holds. */
  item?: CommandField;
}

/** The shape of a command as the console draws it: its type and its fields in schema order. */
export interface CommandShape {
  type: string;
  fields: CommandField[];
}

/** The parts of a valibot schema this module reads (its public, documented properties). */
interface SchemaNode {
  type: string;
  entries?: Record<string, SchemaNode>;
  options?: unknown[];
  wrapped?: SchemaNode;
  literal?: unknown;
  item?: SchemaNode;
  pipe?: { type: string; requirement?: unknown }[];
}

/** A requirement of the schema's pipe (`min_value`, `max_length`…), when it has one. */
function requirement(node: SchemaNode, type: string): number | undefined {
  const found = node.pipe?.find((action) => action.type === type)?.requirement;
  return typeof found === 'number' ? found : undefined;
}

/** The bounds a field carries only when its schema states them. */
function bounds(min: number | undefined, max: number | undefined): Pick<CommandField, 'min' | 'max'> {
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function unwrap(node: SchemaNode): { base: SchemaNode; nullable: boolean; optional: boolean } {
  let base = node;
  let nullable = false;
  let optional = false;
  for (;;) {
    if (base.type === 'nullable' && base.wrapped) {
      nullable = true;
      base = base.wrapped;
    } else if (base.type === 'optional' && base.wrapped) {
      optional = true;
      base = base.wrapped;
    } else return { base, nullable, optional };
  }
}

function fieldOf(name: string, node: SchemaNode): CommandField {
  const { base, nullable, optional } = unwrap(node);
  const field = (kind: CommandFieldKind, extra: Partial<CommandField> = {}): CommandField => ({
    name,
    kind,
    nullable,
    optional,
    options: [],
    ...extra,
  });
  if (base === (seat as unknown)) return field('seat');
  if (base === (seats as unknown)) return field('seats');
  if (base === (count as unknown)) return field('count');
  if (base === (stepNumber as unknown)) return field('step');
  if (base.type === 'picklist') {
    const options = base.options ?? [];
    const numeric = options.length > 0 && options.every((option) => typeof option === 'number');
    return field('choice', { options: options.map(String), ...(numeric ? { numeric: true as const } : {}) });
  }
  if (base.type === 'string') return field('text', bounds(undefined, requirement(base, 'max_length')));
  if (base.type === 'number' && base.pipe?.some((action) => action.type === 'integer')) {
    return field('number', bounds(requirement(base, 'min_value'), requirement(base, 'max_value')));
  }
  if (base.type === 'boolean') return field('flag');
  if (base.type === 'strict_object') {
    return field('group', { fields: Object.entries(base.entries ?? {}).map(([sub, schema]) => fieldOf(sub, schema)) });
  }
  if (base.type === 'array' && base.item) {
    const item = fieldOf(name, base.item);
    if (item.kind === 'choice' || item.kind === 'group') {
      return field('list', { item, ...bounds(undefined, requirement(base, 'max_length')) });
    }
  }
  throw new Error(`command field ${name}: no console control for a ${base.type} schema`);
}

function shapesOf(node: SchemaNode, out: Map<string, CommandShape>): void {
  if (node.type === 'variant' || node.type === 'union') {
    for (const option of (node.options ?? []) as SchemaNode[]) shapesOf(option, out);
    return;
  }
  const entries = node.entries ?? {};
  const typeNode = entries.type;
  if (!typeNode || typeNode.type !== 'literal') throw new Error('a command schema names its type with a literal');
  const type = String(typeNode.literal);
  const fields = Object.entries(entries)
    .filter(([name]) => name !== 'type')
    .map(([name, schema]) => fieldOf(name, schema));
  out.set(type, { type, fields });
}

const cache = new Map<RulesetId, Map<string, CommandShape>>();

/** Every command of a ruleset with the fields the console must ask for, read from its contract schema. */
export function commandShapes(rulesetId: RulesetId): Map<string, CommandShape> {
  let shapes = cache.get(rulesetId);
  if (!shapes) {
    shapes = new Map();
    shapesOf(COMMAND_SCHEMAS[rulesetId] as GenericSchema as unknown as SchemaNode, shapes);
    cache.set(rulesetId, shapes);
  }
  return shapes;
}

/** One command's shape, or null when the ruleset has no such command. */
export function commandShape(rulesetId: RulesetId, type: string): CommandShape | null {
  return commandShapes(rulesetId).get(type) ?? null;
}
