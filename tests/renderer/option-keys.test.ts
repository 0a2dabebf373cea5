import { describe, expect, it } from 'vitest';
import { optionFields } from '../../shared/contract/index.ts';
import { RULESETS, type RulesetId } from '../../shared/engine/index.ts';
import { hasEnglishText } from '../fixtures/english-translator.ts';

// The new-game form draws every option of a ruleset from its create schema and explains it in one line
// (`option.<ruleset>.<name>` or the shared `option.<name>`, with a `-hint`): a new option cannot ship
// with its raw key on screen.

const has = hasEnglishText;

describe('every option of the new-game form has its words', () => {
  it.each(Object.keys(RULESETS) as RulesetId[])('%s', (rulesetId) => {
    const missing: string[] = [];
    const text = (suffix: string) => has(`option.${rulesetId}.${suffix}`) || has(`option.${suffix}`);
    for (const field of optionFields(rulesetId)) {
      if (!text(field.name)) missing.push(field.name);
      if (field.kind === 'choice') {
        for (const option of field.options)
          if (!text(`${field.name}-${option}`) || !text(`${field.name}-${option}-hint`))
            missing.push(`${field.name}-${option}`);
      } else if (!text(`${field.name}-hint`)) missing.push(`${field.name}-hint`);
    }
    expect(missing).toEqual([]);
  });
});
