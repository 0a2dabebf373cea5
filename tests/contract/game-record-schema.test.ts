/**
 * The published JSON Schema of the game record is generated from the contract's valibot schema
 * (`npm run schemas`): the committed file must be what the generator writes now, so a change to the contract
 * or a new ruleset without a regenerated schema fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_RECORD_SCHEMA_PATH, gameRecordSchemaText } from '../../scripts/game-record-schema.ts';
import { RULESET_IDS } from '../../shared/engine/index.ts';
import { GAME_RECORD_JSON_SCHEMA } from '../fixtures/game-record-validator.ts';

describe('the game record JSON Schema', () => {
  it('is the generated one: run `npm run schemas` after changing the contract or the registry', () => {
    const committed = readFileSync(join(import.meta.dirname, '../..', GAME_RECORD_SCHEMA_PATH), 'utf8');
    expect(committed).toBe(gameRecordSchemaText());
  });

  it('has one variant per registered ruleset and compiles in a standard validator', () => {
    const variants = GAME_RECORD_JSON_SCHEMA.anyOf as {
      properties: { game: { properties: { rulesetId: { const: string } } } };
    }[];
    expect(variants.map((s) => s.properties.game.properties.rulesetId.const)).toEqual([...RULESET_IDS]);
  });
});
