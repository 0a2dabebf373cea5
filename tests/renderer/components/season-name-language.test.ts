// @vitest-environment happy-dom
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import SeasonPanel from '../../../renderer/moderator/players/SeasonPanel.vue';
import type { SeasonCandidate } from '../../../shared/contract/index.ts';
import { mountConsole } from './mount-kit.ts';

const CUP: SeasonCandidate = {
  tournamentId: 't-1',
  name: 'Autumn cup',
  startsOn: '2026-10-01',
  endsOn: '2026-10-02',
  rulesetId: 'city-mafia',
  players: 10,
};

/** The season panel, with one finished tournament to choose (the form shows only then). */
async function mountSeason() {
  return mountConsole(SeasonPanel, {}, (name) => (name === 'season.tournaments' ? [CUP] : null));
}

describe("the season's name", () => {
  it('follows a change of language while the organiser has not written one (noticed in sessions 8–10)', async () => {
    const { wrapper } = await mountSeason();
    await flushPromises();
    const input = wrapper.get<HTMLInputElement>('[data-testid="season-name"]');
    expect(input.element.value).toBe('Season');
    const i18n = (wrapper.vm as unknown as { $i18n: { locale: string } }).$i18n;
    i18n.locale = 'fr';
    await flushPromises();
    expect(input.element.value).toBe('Saison');
  });

  it('keeps a name the organiser wrote through a change of language', async () => {
    const { wrapper } = await mountSeason();
    await flushPromises();
    const input = wrapper.get<HTMLInputElement>('[data-testid="season-name"]');
    await input.setValue('Winter league 2026');
    const i18n = (wrapper.vm as unknown as { $i18n: { locale: string } }).$i18n;
    i18n.locale = 'ja';
    await flushPromises();
    expect(input.element.value).toBe('Winter league 2026');
  });
});
