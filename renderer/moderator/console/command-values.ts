import type { CommandField, CommandShape } from '../../../shared/contract/index.ts';

/** What the moderator has entered in one command's form, field by field. */
export type FieldValue = number | null | number[] | string;

/** The empty form of a command: no seat chosen, no voters, zero hands, the first choice, no note. */
export function emptyValues(shape: CommandShape): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of shape.fields) values[field.name] = emptyValue(field);
  return values;
}

function emptyValue(field: CommandField): FieldValue {
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
  }
}

/** Whether every field the command needs has a value (a nullable seat may be "nobody" only if chosen). */
export function missingField(
  shape: CommandShape,
  values: Record<string, FieldValue>,
  nobody: Set<string>,
): CommandField | null {
  for (const field of shape.fields) {
    const value = values[field.name];
    if (field.kind === 'seat' && value === null && !(field.nullable && nobody.has(field.name))) return field;
    if (field.kind === 'count' && (typeof value !== 'number' || !Number.isInteger(value) || value < 0)) return field;
  }
  return null;
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
