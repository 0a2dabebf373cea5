// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import RoleCardSheet from '../../../renderer/print/components/RoleCardSheet.vue';
import { roleCardSheet, type GameProtocol } from '../../../shared/print/index.ts';
import { mountProtocolSheet, printedProtocol, protocolSeat } from './protocol-kit.ts';

// Issue 12 §3: the team colour matches the team everywhere, the printed sheets included (red team red,
// black team black, the 1987 mafia red and the honest blue, as on the screens).

const css = readFileSync(resolve(import.meta.dirname, '../../../renderer/print/print.css'), 'utf8');

/** The colour print.css gives `.team-<team>`, resolved through its variables. */
function printColour(team: string): [number, number, number] | null {
  const rule = new RegExp(`(^|\\n)[^{}]*\\.team-${team}\\b[^{}]*\\{([^}]*)\\}`).exec(css);
  let value = rule ? (/(?:^|;|\s)color:\s*([^;]+);/.exec(rule[2]!)?.[1]?.trim() ?? null) : null;
  const variable = value && /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (variable) value = new RegExp(`${variable}:\\s*(#[0-9a-f]{3,6})\\b`, 'i').exec(css)?.[1] ?? null;
  if (value && /^#[0-9a-f]{3}$/i.test(value)) value = `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return value && /^#[0-9a-f]{6}$/i.test(value)
    ? ([1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number])
    : null;
}

const isRed = ([r, g, b]: [number, number, number]) => r > 2 * Math.max(g, b);
const isDark = ([r, g, b]: [number, number, number]) => Math.max(r, g, b) < 0x40;
const isBlue = ([r, g, b]: [number, number, number]) => b > r + 0x30 && b > g;

function cityProtocol(): GameProtocol {
  const black = [3, 7, 9];
  return printedProtocol({
    gameId: 'g-city',
    rulesetId: 'city-mafia',
    scoring: { kind: 'ruleset' },
    seats: Array.from({ length: 10 }, (_, i) => {
      const isBlack = black.includes(i + 1);
      return protocolSeat(i + 1, `Player ${i + 1}`, isBlack ? 'mafioso' : 'citizen', isBlack ? 'black' : 'red', {
        won: !isBlack,
      });
    }),
    periods: [],
    result: { winner: 'red', scores: null },
    steps: 40,
  });
}

describe('team colours on the printed sheets', () => {
  it('print.css draws the red team red, the black team black, the mafia red and the honest blue', () => {
    expect(isRed(printColour('red')!)).toBe(true);
    expect(isDark(printColour('black')!)).toBe(true);
    expect(isRed(printColour('mafia')!)).toBe(true);
    expect(isBlue(printColour('honest')!)).toBe(true);
  });

  it("the protocol colours each seat's team and the winner line by the team", () => {
    const wrapper = mountProtocolSheet(cityProtocol());
    for (const seat of [1, 3, 7, 10]) {
      const team = [3, 7].includes(seat) ? 'black' : 'red';
      expect(wrapper.get(`tr[data-seat="${seat}"] [data-testid="print-team"]`).classes(), `seat ${seat}`).toContain(
        `team-${team}`,
      );
    }
    expect(wrapper.get('[data-testid="print-result"] .winner').classes()).toContain('team-red');
  });

  it("the role cards name each card's team in its colour", () => {
    const sheet = roleCardSheet({ rulesetId: 'city-mafia', players: 10 });
    if (!sheet.ok) throw new Error(sheet.error.code);
    const wrapper = mount(RoleCardSheet, {
      props: { sheet: sheet.value },
      global: { plugins: [createStationI18n('en', MESSAGES)] },
    });
    const don = wrapper.get('.card[data-role="don"] .card-team');
    expect(don.classes()).toContain('team-black');
    const sheriff = wrapper.get('.card[data-role="sheriff"] .card-team');
    expect(sheriff.classes()).toContain('team-red');
  });
});
