/** `npm run schemas`: writes the generated JSON Schemas (today the game record's) into resources/schemas/. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_RECORD_SCHEMA_PATH, gameRecordSchemaText } from './game-record-schema.ts';

const root = join(import.meta.dirname, '..');
writeFileSync(join(root, GAME_RECORD_SCHEMA_PATH), gameRecordSchemaText());
console.log(`wrote ${GAME_RECORD_SCHEMA_PATH}`);
