import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { ScriptedGame } from '../fixtures/scripted-games.ts';
import { InputCounter, playCommand, type ScriptCommand } from './support/console-driver.ts';
import { expect, test, type StationFixture } from './support/fixtures.ts';
import { openTable, type ScriptedTable } from './support/scripted-play.ts';
import { SCREENSHOT_DIR, shoot } from './support/screenshots.ts';
import { openDriver } from './support/station-driver.ts';

/**
 * Issue 12, "Done when": the station tried as a club moderator would, at full typing speed (the console
 * driver presses keys with no pause). Before each command the test writes down what the moderator MEANT
 * (the moderator's fact the station must record); after the game it exports the game's log from the
 * station and compares every recorded step with what was meant.
 */

type Event = { type: string; [field: string]: unknown };

/** One command as the moderator meant it: the words, the command, the fact the station must record. */
interface Meant {
  meaning: string;
  command: ScriptCommand;
  /** The first event of the step the command records (its other events are the automatic consequences). */
  records: Record<string, unknown>;
  keys: number;
}

/** The exported log of the station's only game: for each step, its events. */
async function exportedSteps(station: StationFixture): Promise<Event[][]> {
  const driver = await openDriver(station);
  try {
    const [game] = await driver.must<{ gameId: string }[]>('game.list', {});
    const exported = await driver.must<{ text: string }>('game.export', { gameId: game!.gameId });
    const record = JSON.parse(exported.text) as { log: { step: number; event: Event }[] };
    const steps = new Map<number, Event[]>();
    for (const entry of record.log) steps.set(entry.step, [...(steps.get(entry.step) ?? []), entry.event]);
    return [...steps.keys()].sort((a, b) => a - b).map((step) => steps.get(step)!);
  } finally {
    driver.close();
  }
}

/** A table under test: plays each meant command through the keyboard and keeps what was meant. */
class Tryout {
  readonly meant: Meant[] = [];
  readonly counter = new InputCounter();
  readonly table: ScriptedTable;
  readonly scripted: ScriptedGame;
  constructor(table: ScriptedTable, scripted: ScriptedGame) {
    this.table = table;
    this.scripted = scripted;
  }

  get moderator(): Page {
    return this.table.moderator;
  }

  /** Writes down what the moderator means, then does it through the console's keys. */
  async play(meaning: string, command: ScriptCommand, records: Record<string, unknown>): Promise<void> {
    const before = this.counter.keys + this.counter.clicks;
    await playCommand(
      this.moderator,
      this.scripted.setup.rulesetId,
      this.scripted.setup.players.length,
      command,
      this.counter,
    );
    this.meant.push({ meaning, command, records, keys: this.counter.keys + this.counter.clicks - before });
  }

  /** Screenshots of the console and the projector at a key moment. */
  async shoot(name: string): Promise<void> {
    await shoot(this.moderator, `tryout-${this.scripted.name}-${name}-console`);
    await shoot(this.table.projector, `tryout-${this.scripted.name}-${name}-projector`);
  }

  /** Compares every recorded step with what was meant (the deal step first: its roles are the station's). */
  async compare(station: StationFixture): Promise<void> {
    const steps = await exportedSteps(station);
    // The creation is the station's step, not a command.
    const facts = steps.map((events) => events[0]!).filter((fact) => fact.type !== 'game-created');
    const lines = this.meant.map(
      (m, i) => `${String(m.keys).padStart(2)} keys  ${m.meaning}  =>  ${JSON.stringify(facts[i])}`,
    );
    // Kept beside the screenshots for a person to read; the folder exists even when a run keeps no screenshots.
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(resolve(SCREENSHOT_DIR, `tryout-${this.scripted.name}-steps.txt`), `${lines.join('\n')}\n`);
    expect(facts.length, 'one recorded step per command meant').toBe(this.meant.length);
    for (const [i, m] of this.meant.entries()) expect(facts[i], `step ${i + 1}: ${m.meaning}`).toMatchObject(m.records);
  }
}

/** The dealt roles, read from the station's log right after the deal. */
async function dealtRoles(station: StationFixture): Promise<string[]> {
  const steps = await exportedSteps(station);
  const dealt = steps.flat().find((e) => e.type === 'roles-dealt');
  return dealt!.roles as string[];
}

// Real long names of a club (up to 24 characters), in several scripts.
const CITY_NAMES = [
  'Szentgyörgyi Kristóf',
  'Alexandra Kovácsné',
  'Екатерина Смирнова',
  'Владимир Кузнецов',
  'Nagy-Bakonyi Zsófia',
  'Jean-Baptiste Lefèvre',
  'Maria da Conceição',
  'Takahashi Yūki',
  'Bartholomew Fitzgerald',
  'Александр Пушкинский',
  'Hajdúszoboszlói Ágnes',
  'Анастасия Волконская',
  'Marie-Hélène Dubois',
  'Иван Тургенев-Мазур',
  'Fekete-Szabó Benedek',
  'Людмила Рождественская',
];

const CITY: ScriptedGame = {
  name: 'city-16',
  setup: { rulesetId: 'city-mafia', players: CITY_NAMES, options: { dealing: 'station' } },
  winner: 'red',
  commands: [],
};

test('a 16-player City Mafia game with real names, dealt by the station, played at full typing speed, records every step as meant', async ({
  browser,
  station,
}) => {
  test.setTimeout(300_000);
  const table = await openTable(browser, station, CITY);
  const t = new Tryout(table, CITY);

  await t.play('The station deals the 16 cards', { type: 'deal' }, { type: 'roles-dealt', roles: expect.any(Array) });
  const roles = await dealtRoles(station);
  const seatOf = (role: string) => roles.indexOf(role) + 1;
  const putana = seatOf('putana');
  const don = seatOf('don');
  // Two candidates who are neither the putana nor the don, from seats 2–9 when the deal allows.
  const plain = [2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16].filter((s) => roles[s - 1] === 'civilian');
  const [a, b] = plain as [number, number];
  await t.shoot('dealt');

  // The night of introductions: every group wakes, is seen, sleeps.
  for (const group of ['putana', 'mafia', 'sheriff', 'doctor', 'maniac']) {
    await t.play(`Introductions: the ${group} wake, are seen, sleep`, { type: 'introduced' }, { type: 'introduced' });
  }
  await t.shoot('day-1');

  // Day 1: seat 1 speaks first and nominates A; seat 10 nominates B; every speech ended with N.
  for (let seat = 1; seat <= 16; seat++) {
    if (seat === 1)
      await t.play(
        `Seat 1 nominates ${a}`,
        { type: 'nominate', by: 1, nominee: a },
        { type: 'nominated', by: 1, nominee: a },
      );
    if (seat === 10)
      await t.play(
        `Seat 10 nominates ${b}`,
        { type: 'nominate', by: 10, nominee: b },
        { type: 'nominated', by: 10, nominee: b },
      );
    const next: Event =
      seat < 16 ? { type: 'floor-given', seat: seat + 1, speech: 'speech' } : { type: 'voting-began' };
    await t.play(
      `Seat ${seat} ends the speech; ${seat < 16 ? `seat ${seat + 1} speaks` : 'the vote opens'}`,
      { type: 'end-speech' },
      next,
    );
  }
  await t.shoot('vote');

  // The vote: a tie of seven hands each, then the car crash's defences and the re-vote. The seats are counted
  // out of the others whatever the deal put a and b on (a fixed split of seats 1–15 was a tie only when both
  // sat in 2–9, so some deals ended the vote at once): a votes for b, b and one other abstain.
  const others = Array.from({ length: 16 }, (_, i) => i + 1).filter((s) => s !== a && s !== b);
  const forA = others.slice(0, 7);
  const forB = [a, ...others.slice(7, 13)].sort((x, y) => x - y);
  await t.play(
    `Hands for ${a}: ${forA.join(' ')}`,
    { type: 'vote', voters: forA },
    { type: 'vote-recorded', voters: forA },
  );
  await t.play(
    `Hands for ${b}: ${forB.join(' ')}`,
    { type: 'vote', voters: forB },
    { type: 'vote-recorded', voters: forB },
  );
  await t.shoot('car-crash');
  await t.play(
    `Seat ${a} ends the defence; seat ${b} defends`,
    { type: 'end-speech' },
    { type: 'floor-given', seat: b, speech: 'defence' },
  );
  await t.play(
    `Seat ${b} ends the defence; the re-vote opens`,
    { type: 'end-speech' },
    { type: 'voting-began', stage: 'revote' },
  );
  // The re-vote sends a out, eight hands to six, whatever the deal (a and b abstain).
  const reA = others.slice(0, 8);
  const reB = others.slice(8);
  await t.play(
    `Re-vote, hands for ${a}: ${reA.join(' ')}`,
    { type: 'vote', voters: reA },
    { type: 'vote-recorded', voters: reA },
  );
  await t.shoot('revote');
  await t.play(
    `Re-vote, hands for ${b}: ${reB.join(' ')}`,
    { type: 'vote', voters: reB },
    { type: 'vote-recorded', voters: reB },
  );
  await t.play(`Seat ${a} ends the last word`, { type: 'end-speech' }, { type: 'night-fell' });
  await t.shoot('night-1');

  // Night 1: the putana visits the don; the mafia still choose (a silent miss); the don is shown crossed arms.
  const alive = (s: number) => s !== a;
  const victim = plain.find((s) => s !== a && s !== b)!;
  const sheriff = seatOf('sheriff');
  const doctor = seatOf('doctor');
  const maniac = seatOf('maniac');
  const checked = don;
  const healed = [1, 2, 3].find((s) => alive(s) && s !== doctor)!;
  const maniacTarget = [16, 15, 14].find((s) => alive(s) && s !== maniac && s !== victim)!;
  await t.play(
    `The putana (${putana}) visits the don (${don})`,
    { type: 'putana-visit', target: don },
    { type: 'night-action', step: 'putana', target: don },
  );
  await t.shoot('night-1-mafia');
  await t.play(
    `The mafia point at ${victim}: the moderator records a miss`,
    { type: 'mafia-shoot', target: victim },
    { type: 'night-action', step: 'mafia', target: victim },
  );
  await t.shoot('night-1-don');
  await t.play(
    'The don, blocked, is shown crossed arms: no check',
    { type: 'don-check', target: null },
    { type: 'night-action', step: 'don', target: null },
  );
  await t.play(
    `The sheriff (${sheriff}) checks ${checked}`,
    { type: 'sheriff-check', target: checked },
    { type: 'night-action', step: 'sheriff', target: checked },
  );
  await t.play('The moderator nods, the sheriff sleeps', { type: 'end-step' }, { type: 'step-ended' });
  await t.play(
    `The doctor (${doctor}) heals ${healed}`,
    { type: 'doctor-heal', target: healed },
    { type: 'night-action', step: 'doctor', target: healed },
  );
  await t.play(
    `The maniac (${maniac}) kills ${maniacTarget}`,
    { type: 'maniac-kill', target: maniacTarget },
    { type: 'night-action', step: 'maniac', target: maniacTarget },
  );
  await t.shoot('dawn');

  console.log(`city-16 roles: ${roles.map((r, i) => `${i + 1}=${r}`).join(' ')}`);
  console.log(`city-16 keys per step:\n${t.meant.map((m) => `  ${m.keys}  ${m.meaning}`).join('\n')}`);
  await t.compare(station);
  expect(table.problems).toEqual([]);
});

const MENSA_NAMES = [
  'Szentgyörgyi Kristóf',
  'Alexandra Kovácsné',
  'Hajdúszoboszlói Ágnes',
  'Nagy-Bakonyi Zsófia',
  'Fekete-Szabó Benedek',
  'Kiss-Tóth Emese',
  'Dr. Várhelyi Gergely',
  'Bánffy-Kemény Lilla',
  'Oroszlány Ildikó',
  'Pál Szilveszter',
  'Mészáros-Lőrinc Dóra',
  'Zsigmond Bálint',
];

const MENSA: ScriptedGame = {
  name: 'mensa-12',
  setup: { rulesetId: 'mensa-hungariqa', players: MENSA_NAMES, options: { dealing: 'station' } },
  winner: 'citizens',
  commands: [],
};

test('a 12-player Mensa night at full typing speed records every step as meant', async ({ browser, station }) => {
  test.setTimeout(300_000);
  const table = await openTable(browser, station, MENSA);
  const t = new Tryout(table, MENSA);

  await t.play(
    'The station deals the 12 cards',
    { type: 'deal' },
    { type: 'roles-dealt', roles: expect.any(Array), seconds: expect.any(Array) },
  );
  const roles = await dealtRoles(station);
  const mafia = roles.flatMap((r, i) => (r.includes('mafioso') ? [i + 1] : []));
  const inspector = roles.indexOf('inspector') + 1;
  await t.shoot('night-0');
  // Night 0: the inspector, then the mafia wake and see each other.
  let nightZero = 0;
  while ((await t.moderator.locator('[data-testid="ruleset-console"]').getAttribute('data-phase')) === 'night-zero') {
    nightZero++;
    await t.play(
      `Night 0, group ${nightZero}: wake, seen, sleep`,
      { type: 'next-step' },
      { type: expect.stringMatching(/^(intro-step-done|day-began)$/) },
    );
    if (nightZero > 5) break;
  }
  // Day 1 ends with no accusation.
  await t.play('Day 1: no accusation, night falls', { type: 'end-day' }, { type: 'night-fell' });
  await t.shoot('night-1');

  // Night 1: the inspector checks; the names are read, and every mafioso raises a hand at the victim's.
  const nightStart = t.counter.keys + t.counter.clicks;
  const checked = [1, 2, 3, 4].find((s) => s !== inspector)!;
  const victim = [5, 6, 7, 8, 9, 10, 11, 12].find((s) => !mafia.includes(s) && s !== inspector)!;
  await t.play(
    `The inspector (${inspector}) checks ${checked}`,
    { type: 'inspector-check', target: checked },
    { type: 'inspector-checked', target: checked, answer: expect.anything() },
  );
  await t.play('The inspector sleeps; the reading begins', { type: 'next-step' }, { type: 'inspector-step-done' });
  for (let seat = 1; seat < victim; seat++) {
    await t.play(`Name ${seat} read: no hands`, { type: 'next-name' }, { type: expect.any(String) });
  }
  await t.shoot('reading');
  for (const voter of mafia)
    await t.play(
      `Mafioso ${voter} raises a hand at ${victim}`,
      { type: 'hand', voter },
      { type: 'hand-raised', voter, target: victim },
    );
  await t.play(`Name ${victim} done: the mafia's hands kill`, { type: 'next-name' }, { type: expect.any(String) });
  const nightKeys = t.counter.keys + t.counter.clicks - nightStart;
  await t.shoot('dawn');
  // The timeline names the night's victim (it read "the mafia kill nobody" when nobody was guarded).
  const reading = t.moderator.locator('[data-testid="timeline-step"][data-kind="reading-ended"]');
  await expect(reading).toContainText(MENSA_NAMES[victim - 1]!);
  await expect(reading).not.toContainText('nobody');

  console.log(`mensa-12 roles: ${roles.map((r, i) => `${i + 1}=${r}`).join(' ')}`);
  console.log(`mensa-12 keys per step:\n${t.meant.map((m) => `  ${m.keys}  ${m.meaning}`).join('\n')}`);
  console.log(`mensa-12 night 1: ${nightKeys} keys and clicks`);
  await t.compare(station);
  expect(table.problems).toEqual([]);
});
