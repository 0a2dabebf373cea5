import { expect, test } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { expectProjectorShows, openProjectors, shootAll } from './support/projector-pages.ts';
import { openDriver, seededPick } from './support/station-driver.ts';
import type { GameState, RulesetId } from '../../shared/engine/index.ts';

// The projector of every ruleset, driven through the station's API, photographed at 16:9 and 4:3 at
// the moments a room looks at it: a day, a vote, a night, a death announced, the end (and a QR reveal).

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Fyodor', 'Galina', 'Hugo', 'Ilona', 'Jonas'];
const RULESETS: RulesetId[] = ['davidoff-1987', 'french-deck', 'mensa-hungariqa', 'city-mafia'];

type Moment = 'day' | 'vote' | 'night' | 'death' | 'end';

/** Whether a vote (or the trial's vote) is on, in the ruleset's own state. */
function voting(state: GameState): boolean {
  switch (state.rulesetId) {
    case 'davidoff-1987':
      return state.vote !== null;
    case 'french-deck':
      return state.accusation?.stage === 'vote';
    case 'mensa-hungariqa':
      return state.day?.trial?.stage === 'support';
    case 'city-mafia':
      return state.vote !== null;
    default:
      return false;
  }
}

/** The moments this state shows. */
function momentsOf(state: GameState): Moment[] {
  const moments: Moment[] = [];
  const day = state.phase === 'day' || state.phase === 'discussion';
  if (day && !voting(state)) moments.push('day');
  if (voting(state)) moments.push('vote');
  if (state.phase === 'night') moments.push('night');
  if (state.phase !== 'night' && state.announcements.slice(-3).some((a) => a.kind === 'killed')) moments.push('death');
  if (state.phase === 'ended') moments.push('end');
  return moments;
}

for (const [index, rulesetId] of RULESETS.entries()) {
  test(`projector screens: ${rulesetId} at day, vote, night, death and the end, 1920×1080 and 1024×768`, async ({
    browser,
    station,
  }) => {
    const projectors = await openProjectors(browser, station.projectorUrl);
    const projector = projectors.pages[0]!;
    const problems = watchPageProblems(projector);
    await expect(projector.getByTestId('projector-idle')).toBeVisible();
    const driver = await openDriver(station);
    await driver.create(rulesetId, NAMES);
    const withQr = index === 0;
    if (withQr) await driver.must('lan.start', { host: '127.0.0.1' });

    const pick = seededPick(7 + index);
    const taken = new Set<Moment>();
    let qrDone = !withQr;
    for (let step = 0; step < 4000 && taken.size < 5; step++) {
      if (!(await driver.randomStep(pick))) break;
      const state = driver.state();
      // The QR reveal: the first seat's code on the projector once the cards are dealt.
      if (!qrDone && state.phase !== 'setup') {
        await driver.must('lan.show-on-projector', { seat: 1 });
        await expect(projector.getByTestId('projector-reveal')).toHaveAttribute('data-seat', '1');
        await shootAll(projectors, `projector-${rulesetId}-qr`);
        await driver.must('lan.show-on-projector', { seat: null });
        qrDone = true;
      }
      const fresh = momentsOf(state).filter((m) => !taken.has(m));
      if (fresh.length === 0) continue;
      await expectProjectorShows(projector, state);
      for (const moment of fresh) {
        taken.add(moment);
        if (moment === 'vote') await expect(projector.getByTestId('projector-vote').first()).toBeVisible();
        if (moment === 'end') await expect(projector.getByTestId('projector-result-row')).toHaveCount(NAMES.length);
        await shootAll(projectors, `projector-${rulesetId}-${moment}`);
      }
    }
    expect([...taken].sort()).toEqual(['day', 'death', 'end', 'night', 'vote']);
    if (withQr) await driver.must('lan.stop', {});
    driver.close();
    expect(problems).toEqual([]);
    await projectors.close();
  });
}
