/**
 * The game record's JSON Schema, generated from the contract's valibot schemas (shared/contract/game-record-v2.ts)
 * so the published schema can never drift from what the station accepts. `npm run schemas` writes it to
 * resources/schemas/game-record-v2.schema.json; a test regenerates it and fails when the committed file is stale.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { GAME_RECORD_V2_SCHEMAS } from '../shared/contract/game-record-v2.ts';
import { RULESET_IDS } from '../shared/engine/index.ts';

/** Where the generated schema is committed, from the repository's root. */
export const GAME_RECORD_SCHEMA_PATH = 'resources/schemas/game-record-v2.schema.json';

const DESCRIPTION =
  'One game of a Mafia Station archive (format mafia-station/game, version 2), one variant per ruleset; documented in ' +
  'shared/contract/game-record.ts and generated from its valibot schema by `npm run schemas`. Beyond this schema an importer ' +
  'checks that seats run 1..N, steps start at 0 and go up by one, game.version is the number of steps, step 0 is one ' +
  'game-created event matching the summary, and that the log replays through the rules exactly as recorded.';

/** The JSON Schema (draft 2020-12) of a version 2 game record, one variant per registered ruleset. */
export function gameRecordJsonSchema(): Record<string, unknown> {
  const records = v.union(RULESET_IDS.map((id) => GAME_RECORD_V2_SCHEMAS[id]));
  // The whole-record checks (seats 1..N, contiguous steps, step 0 matching the summary…) need the whole record
  // and have no JSON Schema form: an importer applies them beyond the schema, as the description says.
  const schema = toJsonSchema(records, { target: 'draft-2020-12', ignoreActions: ['raw_check', 'check'] });
  return {
    $schema: schema.$schema,
    $id: 'mafia-station/game-record-v2.schema.json',
    title: 'Mafia Station game record, version 2',
    description: `${DESCRIPTION} Rulesets: ${RULESET_IDS.join(', ')}.`,
    ...schema,
  };
}

/** The schema as the committed file holds it: two-space JSON and a final newline. */
export function gameRecordSchemaText(): string {
  return `${JSON.stringify(gameRecordJsonSchema(), null, 2)}\n`;
}
