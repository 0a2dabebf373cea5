// @vitest-environment happy-dom
/**
 * Issue 12 (club tryout): the console's timeline listed the plumbing of the flow ("Step done", "Next name",
 * "Introduction step done") between the steps that did something. It shows what happened.
 */
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { moderatorView } from '../../../shared/engine/index.ts';
import TimelinePanel from '../../../renderer/moderator/components/TimelinePanel.vue';
import { dayOne as cityDayOne, night, toNight } from '../../engine/city-mafia/helpers.ts';
import { dayOne as mensaDayOne, playNight, step } from '../../engine/mensa-hungariqa/helpers.ts';
import { mountConsole } from './mount-kit.ts';

async function timelineOf(view: ReturnType<typeof moderatorView>): Promise<string[]> {
  const { wrapper, station } = mountConsole(TimelinePanel);
  await station.push(view);
  await flushPromises();
  return wrapper.findAll('[data-testid="timeline-step"]').map((row) => row.text());
}

describe('the timeline shows what happened, not the plumbing', () => {
  it('a City night: the roles\' choices, no "Step done"', async () => {
    const game = night(toNight(cityDayOne('PMDSHKCCCC')), {
      visit: 7,
      shot: 8,
      don: 4,
      sheriff: 3,
      heal: 9,
      kill: null,
    });
    const rows = await timelineOf(moderatorView(game, 'g'));
    expect(rows.join('\n')).toMatch(/Night \(sheriff\)/);
    expect(rows.join('\n')).not.toMatch(/Step done|Introduction step done/);
  });

  it('a Mensa night: the hands raised, no "Next name"', async () => {
    const game = playNight(step(mensaDayOne('PMMICCCCCC'), { type: 'end-day' }), {
      check: 10,
      hands: { 1: 6, 2: 6, 3: 9 },
    });
    const rows = await timelineOf(moderatorView(game, 'g'));
    expect(rows.join('\n')).toMatch(/raised a hand/);
    expect(rows.join('\n')).not.toMatch(/Next name|Introduction step done|Inspector's step done/);
  });
});
