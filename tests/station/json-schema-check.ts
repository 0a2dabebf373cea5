/**
 * A small JSON Schema checker for the keywords the game record's schema uses (type, const, enum,
 * properties, required, additionalProperties, items, min/maxItems, minimum/maximum, min/maxLength,
 * pattern, oneOf, $ref to $defs), so the tests can check records against the published schema without a
 * validator dependency. Returns the paths it fails at; an unknown keyword fails loudly.
 */
type Schema = Record<string, unknown>;

const ANNOTATIONS = new Set(['$schema', '$id', 'title', 'description', 'format', '$defs']);

/** The failures of `value` against `schema` (empty when it conforms). */
export function schemaFailures(root: Schema, value: unknown): string[] {
  const failures: string[] = [];
  check(root, root, value, '$', failures);
  return failures;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function check(root: Schema, schema: Schema, value: unknown, path: string, failures: string[]): void {
  for (const [keyword, arg] of Object.entries(schema)) {
    const fail = (why: string) => failures.push(`${path}: ${keyword} ${why}`);
    switch (keyword) {
      case '$ref': {
        const name = String(arg).replace('#/$defs/', '');
        check(root, (root.$defs as Record<string, Schema>)[name]!, value, path, failures);
        break;
      }
      case 'type': {
        const types = Array.isArray(arg) ? arg : [arg];
        const actual = typeOf(value);
        if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) fail(`${JSON.stringify(arg)}, got ${actual}`);
        break;
      }
      case 'const':
        if (JSON.stringify(value) !== JSON.stringify(arg)) fail(JSON.stringify(arg));
        break;
      case 'enum':
        if (!(arg as unknown[]).some((item) => JSON.stringify(item) === JSON.stringify(value))) fail(JSON.stringify(arg));
        break;
      case 'properties':
        if (typeOf(value) === 'object') {
          for (const [key, sub] of Object.entries(arg as Record<string, Schema>)) {
            if (Object.hasOwn(value as object, key)) check(root, sub, (value as Record<string, unknown>)[key], `${path}.${key}`, failures);
          }
        }
        break;
      case 'required':
        if (typeOf(value) === 'object') for (const key of arg as string[]) if (!Object.hasOwn(value as object, key)) fail(key);
        break;
      case 'additionalProperties':
        if (arg === false && typeOf(value) === 'object') {
          const known = Object.keys((schema.properties as object | undefined) ?? {});
          for (const key of Object.keys(value as object)) if (!known.includes(key)) fail(`refuses ${key}`);
        }
        break;
      case 'items':
        if (Array.isArray(value)) value.forEach((item, i) => check(root, arg as Schema, item, `${path}.${i}`, failures));
        break;
      case 'minItems':
        if (Array.isArray(value) && value.length < (arg as number)) fail(String(arg));
        break;
      case 'maxItems':
        if (Array.isArray(value) && value.length > (arg as number)) fail(String(arg));
        break;
      case 'minimum':
        if (typeof value === 'number' && value < (arg as number)) fail(String(arg));
        break;
      case 'maximum':
        if (typeof value === 'number' && value > (arg as number)) fail(String(arg));
        break;
      case 'minLength':
        if (typeof value === 'string' && [...value].length < (arg as number)) fail(String(arg));
        break;
      case 'maxLength':
        if (typeof value === 'string' && [...value].length > (arg as number)) fail(String(arg));
        break;
      case 'pattern':
        if (typeof value === 'string' && !new RegExp(arg as string, 'u').test(value)) fail(String(arg));
        break;
      case 'oneOf': {
        const matching = (arg as Schema[]).filter((sub) => {
          const inner: string[] = [];
          check(root, sub, value, path, inner);
          return inner.length === 0;
        }).length;
        if (matching !== 1) fail(`matched ${matching} of ${(arg as Schema[]).length}`);
        break;
      }
      default:
        if (!ANNOTATIONS.has(keyword)) throw new Error(`json-schema-check: unsupported keyword ${keyword}`);
    }
  }
}
