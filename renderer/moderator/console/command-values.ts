import type { CommandField, CommandShape } from '../../../shared/contract/index.ts';

/** What the moderator has entered in one command's form, field by field (a group's by sub-field, a list's by entry). */
export type FieldValue = number | null | number[] | string | boolean | FieldValue[] | { [name: string]: FieldValue };

/** A group's entered values, by sub-field. */
export type GroupValue = { [name: string]: FieldValue };

/**
 * Field values copied as plain data, however deep: a prompt's prefill comes from the moderator view's store
 * (reactive), and a form must edit its own copy, never the view's, and be able to copy its values (a draft, a
 * seat taken back) — structuredClone refuses a reactive group inside them (CI: DataCloneError in every Copag game).
 */
export function plainValues(values: Readonly<Record<string, FieldValue>> | undefined): Record<string, FieldValue> {
  return values ? (JSON.parse(JSON.stringify(values)) as Record<string, FieldValue>) : {};
}

/** Why a form cannot be sent yet: a field still to fill, or a number outside its bounds. */
interface FieldProblem {
  field: CommandField;
  reason: 'missing' | 'range';
}

/** The empty form of a command: no seat chosen, no voters, zero hands, the first choice, no note. */
export function emptyValues(shape: CommandShape): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of shape.fields) values[field.name] = emptyValue(field);
  return values;
}

/** A group's empty sub-fields (a group left out or "none" is null until the moderator gives it). */
export function emptyGroup(field: CommandField): GroupValue {
  const values: GroupValue = {};
  for (const sub of field.fields ?? []) values[sub.name] = emptyValue(sub);
  return values;
}

/** The value a new form field, list entry or group field starts from. */
export function emptyValue(field: CommandField): FieldValue {
  switch (field.kind) {
    case 'seat':
      return null;
    case 'seats':
      return [];
    case 'count':
      return 0;
    case 'choice':
      return field.nullable ? '' : (field.options[0] ?? '');
    case 'text':
      return '';
    case 'step':
      return 0;
    case 'number':
      return null;
    case 'flag':
      return false;
    case 'group':
      return field.nullable || field.optional ? null : emptyGroup(field);
    case 'list':
      return [];
  }
}

/**
 * The entered values a recorded command gives back for its numbers, flags, groups and lists (the
 * correct-step dialog starts from what was recorded), as fresh data the form may edit.
 */
export function recordedValues(shape: CommandShape, recorded: Record<string, unknown>): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of shape.fields) {
    if (builtField(field) && recorded[field.name] !== undefined)
      values[field.name] = enteredValue(field, recorded[field.name]);
  }
  return values;
}

function enteredValue(field: CommandField, value: unknown): FieldValue {
  if (value === null || value === undefined) return emptyValue(field);
  switch (field.kind) {
    case 'group': {
      const group: GroupValue = {};
      for (const sub of field.fields ?? [])
        group[sub.name] = enteredValue(sub, (value as Record<string, unknown>)[sub.name]);
      return group;
    }
    case 'list':
      return Array.isArray(value) && field.item ? value.map((entry) => enteredValue(field.item!, entry)) : [];
    case 'choice':
    case 'text':
      return String(value);
    case 'number':
      return typeof value === 'number' ? value : null;
    case 'flag':
      return value === true;
    default:
      return Array.isArray(value) ? [...(value as number[])] : (value as FieldValue);
  }
}

/** Sets one field of a group or one entry of a list (the form's controls edit its values in place). */
export function setValue(holder: GroupValue | FieldValue[], at: string | number, value: FieldValue): void {
  (holder as Record<string | number, FieldValue>)[at] = value;
}

/**
 * The first field the command still needs or cannot take as entered (a nullable seat may be "nobody" only
 * if chosen; a number must be whole and within the schema's bounds), looking into groups and lists.
 */
export function missingField(
  shape: CommandShape,
  values: Record<string, FieldValue>,
  nobody: Set<string>,
): FieldProblem | null {
  for (const field of shape.fields) {
    const value = values[field.name];
    // An optional seat (Lorenzo's block) may stay empty: it is left out.
    if (field.kind === 'seat' && value === null && !field.optional && !(field.nullable && nobody.has(field.name)))
      return { field, reason: 'missing' };
    const problem = problemOf(field, value);
    if (problem) return problem;
  }
  return null;
}

function problemOf(field: CommandField, value: FieldValue | undefined): FieldProblem | null {
  const empty = value === null || value === '' || value === undefined;
  switch (field.kind) {
    case 'count':
      return typeof value !== 'number' || !Number.isInteger(value) || value < 0 ? { field, reason: 'missing' } : null;
    case 'number':
      if (empty) return field.nullable || field.optional ? null : { field, reason: 'missing' };
      return typeof value !== 'number' ||
        !Number.isInteger(value) ||
        value < (field.min ?? -Infinity) ||
        value > (field.max ?? Infinity)
        ? { field, reason: 'range' }
        : null;
    case 'text':
      return empty && !field.nullable && !field.optional ? { field, reason: 'missing' } : null;
    case 'choice':
      return empty && !field.nullable ? { field, reason: 'missing' } : null;
    case 'group':
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
      for (const sub of field.fields ?? []) {
        const problem = problemOf(sub, value[sub.name]);
        if (problem) return problem;
      }
      return null;
    case 'list':
      if (!Array.isArray(value)) return null;
      if (value.length > (field.max ?? Infinity)) return { field, reason: 'range' };
      for (const entry of value) {
        const problem = field.item ? problemOf(field.item, entry) : null;
        if (problem) return problem;
      }
      return null;
    default:
      return null;
  }
}

/** The kinds (and numeric choices) whose value is built by `sentValue`, groups and lists recursively. */
function builtField(field: CommandField): boolean {
  return (
    ['number', 'flag', 'group', 'list'].includes(field.kind) || (field.kind === 'choice' && field.numeric === true)
  );
}

/**
 * A field's value as the schema takes it, or undefined to leave it out: an optional field left empty is
 * left out, a nullable one is null; a group and a list are built entry by entry as plain data.
 */
function sentValue(field: CommandField, value: FieldValue | undefined): unknown {
  const empty = value === null || value === '' || value === undefined;
  switch (field.kind) {
    case 'number':
      return empty ? (field.optional ? undefined : null) : Number(value);
    case 'flag':
      return field.optional && value !== true ? undefined : value === true;
    case 'group': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return field.optional ? undefined : null;
      const group: Record<string, unknown> = {};
      for (const sub of field.fields ?? []) {
        const built = sentValue(sub, value[sub.name]);
        if (built !== undefined) group[sub.name] = built;
      }
      return group;
    }
    case 'list': {
      const entries = Array.isArray(value)
        ? value.map((entry) => (field.item ? sentValue(field.item, entry) : entry))
        : [];
      return entries.length === 0 && field.optional ? undefined : entries;
    }
    case 'choice':
    case 'text':
      if (empty) return field.optional ? undefined : field.nullable ? null : '';
      return field.kind === 'choice' && field.numeric ? Number(value) : value;
    default:
      return plain(value);
  }
}

/** The command as the station takes it. Optional voters left empty are left out (a vote by count of hands). */
export function commandOf(
  shape: CommandShape,
  values: Record<string, FieldValue>,
  byVoters: boolean,
  against: CommandField | null = null,
): Record<string, unknown> {
  const command: Record<string, unknown> = { type: shape.type };
  const counted = countedSeatsField(shape);
  for (const field of shape.fields) {
    const value = values[field.name];
    if (field.kind === 'seats' && field.optional) {
      if (byVoters) command[field.name] = plain(value);
      continue;
    }
    if (field.kind === 'count' && byVoters && counted && field === countField(shape)) {
      command[field.name] = (values[counted.name] as number[]).length;
      continue;
    }
    if (field.kind === 'text' || (field.kind === 'choice' && field.nullable)) {
      if (value === '') {
        if (!field.optional) command[field.name] = null;
        continue;
      }
    }
    // A vote's hands against are sent only where the vote asks for them (then even none): the engine's majority says.
    if (field.kind === 'count' && field === againstField(shape)) {
      if (field === against) command[field.name] = Number(value) || 0;
      continue;
    }
    if (field.kind === 'seat' && field.optional && value === null) continue;
    if (builtField(field)) {
      const built = sentValue(field, value);
      if (built !== undefined) command[field.name] = built;
      continue;
    }
    if (field.optional && field.kind === 'count' && !byVoters && value === 0 && field !== countField(shape)) continue;
    command[field.name] = plain(value);
  }
  return command;
}

/**
 * A form value as plain data: the form's seat lists are reactive proxies, which Electron's contextBridge
 * and IPC cannot copy (the structured clone algorithm refuses proxies; electron/electron#39598).
 */
function plain(value: FieldValue | undefined): FieldValue | undefined {
  return Array.isArray(value) ? ([...value] as FieldValue) : value;
}

/** The first count of a vote-like command (the hands for). */
export function countField(shape: CommandShape): CommandField | null {
  return shape.fields.find((f) => f.kind === 'count') ?? null;
}

/** A vote's second count: the hands against, where the vote is carried by more for than against. */
export function againstField(shape: CommandShape): CommandField | null {
  return shape.fields.filter((f) => f.kind === 'count')[1] ?? null;
}

/** A vote-like command's optional voter list: with it, the hands are entered voter by voter. */
export function countedSeatsField(shape: CommandShape): CommandField | null {
  return countField(shape) ? (shape.fields.find((f) => f.kind === 'seats' && f.optional) ?? null) : null;
}

/** Whether a command is a vote: hands counted, or voters listed. */
export function isVote(shape: CommandShape): boolean {
  return countField(shape) !== null || shape.fields.some((f) => f.kind === 'seats' && f.name === 'voters');
}
