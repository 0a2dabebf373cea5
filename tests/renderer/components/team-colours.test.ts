// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import ResultBoard from '../../../renderer/projector/components/ResultBoard.vue';

const ROOT = resolve(import.meta.dirname, '../../..');
const theme = readFileSync(resolve(ROOT, 'renderer/common/styles/theme.css'), 'utf8');
const BOARD = resolve(ROOT, 'renderer/projector/components/ResultBoard.vue');
const own = readFileSync(BOARD, 'utf8');
/** The shared stylesheets the board imports (`<style scoped src>`), which come before its own style. */
const sheets = [...own.matchAll(/<style scoped src="([^"]+)">/g)].map((m) =>
  readFileSync(resolve(BOARD, '..', m[1]!), 'utf8'),
);
const board = [own, ...sheets].join('\n');

/** The colour a CSS rule for `selector` in the theme gives, resolved through the theme's variables. */
function themeColour(selector: string): string | null {
  const rule = new RegExp(`(^|\\n)[^{}]*\\${selector}\\b[^{}]*\\{([^}]*)\\}`).exec(theme);
  const value = rule ? (/(?:^|;|\s)color:\s*([^;]+);/.exec(rule[2]!)?.[1]?.trim() ?? null) : null;
  const variable = value && /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return variable ? (new RegExp(`${variable}:\\s*(#[0-9a-f]{6})`, 'i').exec(theme)?.[1] ?? null) : value;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

describe('team colours match the team (issue 12 §3 "The red win is drawn in blue")', () => {
  it("the projector draws the reds' win in red, the blacks' as a black card", () => {
    const red = mount(ResultBoard, { props: { result: { winner: 'The reds win', side: 'red', rows: [] } } });
    expect(red.get('[data-testid="projector-winner"]').classes()).toContain('team-red');
    const [r, g, b] = channels(themeColour('.team-red')!);
    expect(r).toBeGreaterThan(2 * Math.max(g, b));
    const [kr, kg, kb] = channels(themeColour('.team-black')!);
    expect(Math.max(kr, kg, kb)).toBeLessThan(0x30);
  });

  it('no component paints a red or black team in the honest blue', () => {
    expect(board).not.toMatch(/\.is-red[^{]*\{[^}]*--honest/);
    expect(board).not.toMatch(/\.is-black[^{]*\{[^}]*--mafia/);
  });
});

describe("the City result board's rows (issue 12 §3: the team colour matches the team everywhere)", () => {
  const style = [...sheets, /<style scoped>([\s\S]*?)<\/style>/.exec(own)![1]!].join('\n');
  /** The value of `property` in the board's rule for `selector`, resolved through the theme's variables. */
  function boardValue(selector: string, property: string): string | null {
    // Every rule for the selector, in order (the board's own and the shared sheets'): the last to set it wins.
    const rules = [...style.matchAll(new RegExp(`(^|\\n)${selector.replace(/\./g, '\\.')}\\s*\\{([^}]*)\\}`, 'g'))];
    const values = rules.map(
      (rule) => new RegExp(`(?:^|;|\\s)${property}:\\s*([^;]+);`).exec(rule[2]!)?.[1]?.trim() ?? null,
    );
    const value = values.filter((v) => v !== null).at(-1) ?? null;
    const variable = value && /var\((--[\w-]+)\)/.exec(value)?.[1];
    return variable ? (new RegExp(`${variable}:\\s*(#[0-9a-f]{6})`, 'i').exec(theme)?.[1] ?? null) : value;
  }

  it('a red-team row is drawn red and a black-team row as a black card, never in the 1987 blue or red', async () => {
    const { cityResultRows } = await import('./team-colour-kit.ts');
    const rows = cityResultRows();
    const red = rows.filter((row) => row.team === 'red');
    const black = rows.filter((row) => row.team === 'black');
    expect(red.length).toBeGreaterThan(0);
    expect(black.length).toBeGreaterThan(0);
    for (const row of red) expect(row.side, `seat ${row.seat}`).toBe('red');
    for (const row of black) expect(row.side, `seat ${row.seat}`).toBe('black');
    const [r, g, b] = channels(boardValue('.row.side-red', 'border-left-color')!);
    expect(r).toBeGreaterThan(2 * Math.max(g, b));
    const [rr, rg, rb] = channels(boardValue('.side-red .role', 'color')!);
    expect(rr).toBeGreaterThan(2 * Math.max(rg, rb));
    // A black card on the dark projector: dark ink on the card's light ground.
    const [kr, kg, kb] = channels(boardValue('.side-black .role', 'color')!);
    expect(Math.max(kr, kg, kb)).toBeLessThan(0x30);
    const [br, bg, bb] = channels(boardValue('.side-black .role', 'background')!);
    expect(Math.min(br, bg, bb)).toBeGreaterThan(0xc0);
  });
});
