// @vitest-environment happy-dom
import { nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { moderatorView } from '../../../shared/engine/index.ts';
import DawnSummary from '../../../renderer/moderator/console/DawnSummary.vue';
import { nightRecord } from '../../../renderer/moderator/console/night-record.ts';
import { useGameStore } from '../../../renderer/moderator/stores/game.ts';
import { dayOne, night, toNight } from '../../engine/city-mafia/helpers.ts';
import { mountConsole } from './mount-kit.ts';

/** A City Mafia game (PMDSHKCCCC: putana 1, mafioso 2, don 3, sheriff 4, doctor 5, maniac 6) just after its first real night. */
function afterNight(plan: Parameters<typeof night>[1]) {
  const game = night(toNight(dayOne('PMDSHKCCCC')), plan);
  return moderatorView(game, 'g');
}

async function summaryOf(plan: Parameters<typeof night>[1]): Promise<string[]> {
  const view = afterNight(plan);
  const { wrapper, station } = mountConsole(DawnSummary, {
    props: { events: nightRecord(view).events, announcements: [] },
  });
  await station.push(view);
  useGameStore();
  await nextTick();
  return wrapper.findAll('.events li').map((li) => li.text());
}

describe('the dawn summary reads the night as sentences (issue 12 §3)', () => {
  it('names what each role did and who died, with no bookkeeping lines', async () => {
    const lines = await summaryOf({ visit: 7, shot: 8, don: 4, sheriff: 3, heal: 9, kill: null });
    expect(lines).toEqual([
      'The putana spent the night with P7 (7).',
      'The mafia shot at P8 (8).',
      'The don checked P4 (4).',
      'The sheriff checked P3 (3).',
      'The doctor healed P9 (9).',
      'The maniac killed nobody.',
      'Tonight P8 (8) was killed.',
    ]);
  });

  it('says so when nobody died', async () => {
    const lines = await summaryOf({ visit: 7, shot: 8, don: 4, sheriff: 3, heal: 8, kill: null });
    expect(lines.at(-1)).toBe('Nobody died tonight.');
    expect(lines.join(' ')).not.toMatch(/Step done|Morning|Dawn: victims/);
  });

  it('tells the moderator what the putana blocked (issue 12 §1: recorded silently, said at dawn)', async () => {
    const sheriff = await summaryOf({ visit: 4, shot: 8, don: 5, sheriff: null, heal: 9, kill: null });
    expect(sheriff).toContain('The putana was with P4 (4): the sheriff could not check.');
    const mafioso = await summaryOf({ visit: 2, shot: 8, don: 4, sheriff: 3, heal: 9, kill: null });
    expect(mafioso).toContain("The putana was with P2 (2): the mafia's shot missed.");
    expect(mafioso).not.toContain('Tonight P8 (8) was killed.');
  });
});
