import { describe, expect, it } from 'vitest';
import { renderCardPage, type RoleCard } from '../../../electron/station/lan/card-page.ts';
import { lanStrings } from '../../../electron/station/lan/lan-strings.ts';

// Issue 15, RULES.md §5: what a Consigliere showed is on the asking player's own card only (rulebook, CONSEGLIERE).

/** Seat 1's Copag card: a mafioso whose Consigliere looked at seat 3, a police officer. */
const ASKER: RoleCard = {
  rulesetId: 'copag-mafia',
  seat: 1,
  name: 'Anna',
  role: 'mafioso',
  team: 'mafia',
  teammates: [],
  character: 'enrico',
  seen: [{ seat: 3, name: 'Clara <b>', role: 'police' }],
} as RoleCard;

describe('the phone card page: a Consigliere’s answer', () => {
  it('shows the seen player, seat and objective under the asker’s own objective, the name escaped', () => {
    const page = renderCardPage(ASKER);
    expect(page).toContain('<p class="team">Your Consigliere showed you:</p>');
    expect(page).toContain('<li class="seen police">Clara &lt;b&gt; (seat 3): Police officer</li>');
    expect(page.indexOf('Consigliere showed')).toBeGreaterThan(page.indexOf('Mafioso'));
  });

  it('shows nothing of the kind on a card that has seen nobody', () => {
    expect(renderCardPage({ ...ASKER, seen: [] } as RoleCard)).not.toContain('Consigliere');
    const { seen: _none, character: _also, ...plain } = ASKER as RoleCard & { seen: unknown; character: unknown };
    expect(renderCardPage({ ...plain, rulesetId: 'davidoff-1987', role: 'honest', team: 'honest' })).not.toContain(
      'class="seen',
    );
  });

  it('is written in each of the six languages, with the objective’s own name', () => {
    const english = lanStrings('en');
    for (const language of ['ru', 'hu', 'fr', 'pt', 'ja'] as const) {
      const t = lanStrings(language);
      expect(t.consigliereTitle, language).not.toBe(english.consigliereTitle);
      const page = renderCardPage(ASKER, language);
      expect(page, language).toContain(t.consigliereTitle);
      expect(page, language).toContain(t.roleName('copag-mafia', 'police'));
    }
  });
});
