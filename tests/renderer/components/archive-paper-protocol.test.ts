// @vitest-environment happy-dom
/**
 * The archive offers the FIIM paper protocol only for a game the station can print on it, and says why not for
 * the others (club tryout: the button was offered for a City club table with a doctor, and its refusal came
 * half in English).
 */
import { describe, expect, it } from 'vitest';
import { flushPromises } from '@vue/test-utils';
import ArchiveGamePage from '../../../renderer/moderator/archive/ArchiveGamePage.vue';
import type { GameSummary } from '../../../shared/contract/index.ts';
import { mountConsole, Refusal } from './mount-kit.ts';

const SUMMARY = {
  gameId: 'g1',
  rulesetId: 'city-mafia',
  players: ['Ada', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'],
  notes: '',
  tournament: null,
  createdAt: '2026-11-27T18:00:00.000Z',
  finishedAt: '2026-11-27T19:00:00.000Z',
  version: 40,
  winner: 'red',
} as unknown as GameSummary;

async function archivePage(paper: unknown) {
  const mounted = mountConsole(ArchiveGamePage, { props: { gameId: 'g1' } } as never, (name) =>
    name === 'game.summary' ? SUMMARY : name === 'print.paper-protocol' ? paper : null,
  );
  await flushPromises();
  return mounted;
}

describe('the archive’s FIIM paper protocol', () => {
  it('is not offered for a game the station refuses, and the refusal says why', async () => {
    const { wrapper, station } = await archivePage(
      new Refusal({ kind: 'rule', code: 'print.paper-unknown-role', params: { seat: 3 } }),
    );
    expect(station.requests).toContainEqual({ name: 'print.paper-protocol', payload: { gameId: 'g1' } });
    expect(wrapper.find('[data-testid="print-paper-protocol-button"]').exists()).toBe(false);
    expect(wrapper.get('[data-testid="archive-paper-refused"]').text()).toContain(
      'a role it has no place for was dealt (seat 3)',
    );
  });

  it('is offered for a game the station can print on it', async () => {
    const { wrapper } = await archivePage({ players: [] });
    expect(wrapper.find('[data-testid="print-paper-protocol-button"]').exists()).toBe(true);
    expect(wrapper.find('[data-testid="archive-paper-refused"]').exists()).toBe(false);
  });
});
