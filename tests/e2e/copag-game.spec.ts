import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { ActionCard, Character, GameState, Role } from '../../shared/engine/rulesets/copag-mafia/types.ts';
import { copagState } from './support/copag-steps.ts';
import { expect, test, type StationFixture } from './support/fixtures.ts';
import { watchPageProblems } from './support/page-problems.ts';
import { revealCodes, type RevealCode } from './support/received-frames.ts';
import { shoot } from './support/screenshots.ts';
import { openDriver, type StationDriver } from './support/station-driver.ts';

// Issue 15, "Done when": a Copag game at 5 and at 8 players played from the new-game form to the result
// in the console, by keyboard and mouse as its operator would (a player at the laptop: RULES.md §5). The
// objectives go to the players' phones (each phone opens its own card), a police officer reveals himself
// from his phone, every kind of action card and every character's ability is used from the console, and
// the projector follows. The operator's page never shows an objective before the end, nor the projector
// (a revealed officer's aside), nor a face-down card's face. The test reads the game's state from a second
// moderator socket only to decide what the table does next; every game command goes through the console.

const TEXT_OBJECTIVE = /mafioso|police officer(?!s may)/i;

/** One phone at the table: its page, and the objective its card showed. */
interface Phone {
  page: Page;
  role: Role;
}

/** What a table does at a turn instead of the usual (place a card on one's mission, or pass): its own condition. */
interface Special {
  name: string;
  when(state: GameState, seat: number): boolean;
  run(state: GameState, seat: number): Promise<void>;
}

const missionOfSeat = (s: GameState, seat: number) =>
  s.missions.find((m) => m !== null && m.members.includes(seat)) ?? null;
const seatOfCharacter = (s: GameState, c: Character) => s.players.find((p) => p.character === c)?.seat ?? null;
const ready = (s: GameState, c: Character) => s.players.some((p) => p.character === c && !p.abilityUsed);
const around = (s: GameState, seat: number, by: number) =>
  ((((seat - 1 + by) % s.players.length) + s.players.length) % s.players.length) + 1;

class CopagTable {
  readonly phones = new Map<number, Phone>();
  /** The phone codes the operator's page was given, as a phone's camera reads them off its QR. */
  readonly codes: RevealCode[];
  readonly problems: string[];
  /** Face-up cards placed under an informant: the only card faces the room may see before a reveal. */
  faceUp = 0;
  revealed: number | null = null;
  driver!: StationDriver;

  readonly station: StationFixture;
  readonly operator: Page;
  readonly projector: Page;
  readonly phoneContext: BrowserContext;
  readonly names: readonly string[];
  /** How the missions end here: the side this table plays towards. */
  readonly aim: 'success' | 'sabotage';

  constructor(
    station: StationFixture,
    operator: Page,
    projector: Page,
    phoneContext: BrowserContext,
    names: readonly string[],
    aim: 'success' | 'sabotage',
  ) {
    this.station = station;
    this.operator = operator;
    this.projector = projector;
    this.phoneContext = phoneContext;
    this.names = names;
    this.aim = aim;
    this.problems = watchPageProblems(operator);
    this.codes = revealCodes(operator);
  }

  state(): GameState {
    return copagState(this.driver);
  }

  form(type: string): Locator {
    return this.operator.locator(`[data-testid="command-form"][data-command="${type}"]`);
  }

  async version(): Promise<number> {
    return Number(await this.operator.getByTestId('ruleset-console').getAttribute('data-version'));
  }

  /** Does what the operator does, then waits for the station's step (the console's version moves on). */
  async step(what: string, act: () => Promise<void>): Promise<void> {
    const before = await this.version();
    await act();
    // The console's version moves on (the game-over page carries it once the last step ends the game).
    await expect(
      this.operator.locator('[data-testid="ruleset-console"], [data-testid="game-over"]'),
      what,
    ).not.toHaveAttribute('data-version', String(before));
    await expect(this.operator.getByTestId('command-error')).toHaveCount(0);
    await this.checkSecrecy(what);
  }

  /** Highlights a form by a click on its title (the seats typed then go to it). */
  async activate(type: string): Promise<void> {
    await this.form(type).locator('.command-title').click();
    await expect(this.form(type)).toHaveClass(/is-active/);
  }

  /** Types a seat on the keyboard into the highlighted form (at most 8 seats: one digit). */
  async typeSeat(seat: number): Promise<void> {
    await this.operator.keyboard.press(String(seat));
  }

  /** The operator's page and the projector show no objective (but a revealed officer's) and no face-down face. */
  async checkSecrecy(when: string): Promise<void> {
    const s = this.state();
    if (s.phase === 'ended') return;
    const read = (page: Page, seat: string) =>
      page.evaluate(
        (selector) => ({
          body: document.body.innerText,
          seats: [...document.querySelectorAll(selector)].map((el) => ({
            seat: Number(el.getAttribute('data-seat')),
            text: el.textContent ?? '',
          })),
        }),
        `[data-testid="${seat}"]`,
      );
    // Over the whole text of each page, and seat by seat: only a revealed officer's objective is shown.
    for (const [screen, shown] of [
      ['operator', await read(this.operator, 'seat')],
      ['projector', await read(this.projector, 'projector-seat')],
    ] as const) {
      expect(shown.body, `${screen}, ${when}`).not.toMatch(/mafioso/i);
      for (const seat of shown.seats)
        if (!s.players[seat.seat - 1]?.revealed)
          expect(seat.text, `${screen}, seat ${seat.seat}, ${when}`).not.toMatch(TEXT_OBJECTIVE);
      if (screen === 'projector' && this.faceUp === 0)
        expect(shown.body, `${screen}, ${when}`).not.toContain('Face up');
    }
  }

  // --- The new-game form, the characters, the deal, the phones.

  async setUp(characters: readonly Character[]): Promise<void> {
    const op = this.operator;
    await op.goto(this.station.moderatorUrl);
    await this.projector.goto(this.station.projectorUrl);
    await op.getByTestId('new-game').click();
    await op.getByTestId('ruleset').selectOption('copag-mafia');
    while (
      (await op.getByTestId('player-names').locator('input[data-testid^="player-name-"]').count()) > this.names.length
    )
      await op.getByTestId(`remove-${this.names.length + 1}`).click();
    for (const [i, name] of this.names.entries()) {
      if ((await op.getByTestId(`player-name-${i + 1}`).count()) === 0) await op.getByTestId('add-player').click();
      await op.getByTestId(`player-name-${i + 1}`).fill(name);
    }
    await expect(op.getByTestId('playability-ok')).toBeVisible();
    await shoot(op, `copag-game-${this.names.length}-01-new-game`);
    await op.getByTestId('create-game').click();
    await expect(op.getByTestId('ruleset-console')).toHaveAttribute('data-phase', 'setup');
    this.driver = await openDriver(this.station);
    await this.step('the characters', async () => {
      for (const [i, c] of characters.entries()) {
        await op.getByTestId('add-characters').click();
        await op.getByTestId(`choice-characters-${i + 1}`).selectOption(c);
      }
      await op.keyboard.press('Enter');
    });
    // The phones' server, then the deal (N).
    await op.getByTestId('phones-interface').selectOption('127.0.0.1');
    await op.getByTestId('phones-start').click();
    await expect(op.getByTestId('phones-panel')).toHaveAttribute('data-running', 'true');
    await expect(this.form('deal')).toBeVisible();
    await this.step('the deal', () => op.keyboard.press('n'));
    await expect(op.getByTestId('ruleset-console')).toHaveAttribute('data-phase', 'play');
    // Each player scans his code on the operator's screen ("Show here") and reads his card on his phone.
    for (let seat = 1; seat <= this.names.length; seat++) {
      await op.getByTestId(`phones-here-${seat}`).click();
      await expect(op.getByTestId('phones-here')).toHaveAttribute('data-seat', String(seat));
      await expect.poll(() => this.codes.some((c) => c.seat === seat)).toBe(true);
      const page = await this.phoneContext.newPage();
      await page.goto(this.codes.findLast((c) => c.seat === seat)!.url);
      await expect(page.locator('.seat')).toHaveText(`Seat ${seat} · ${this.names[seat - 1]}`);
      const text = (await page.locator('.role').innerText()).trim();
      expect(['Mafioso', 'Police officer']).toContain(text);
      this.phones.set(seat, { page, role: text === 'Mafioso' ? 'mafioso' : 'police' });
      // The code leaves the operator's screen by itself once the phone has opened it.
      await expect(op.getByTestId('phones-here')).toHaveCount(0);
      await expect(op.getByTestId('phones-seen-' + seat)).toHaveAttribute('data-seen', 'true');
    }
    const police = [...this.phones.values()].filter((p) => p.role === 'police').length;
    expect(police).toBe({ 5: 2, 8: 3 }[this.names.length]);
    await this.checkSecrecy('after the deal');
  }

  // --- The operator's forms.

  async openMission(name: string, recruits: number, cards: number, value: number, colour: 'blue' | 'yellow') {
    await this.step(`open ${name}`, async () => {
      const op = this.operator;
      await op.getByTestId('text-card-name').fill(name);
      await op.getByTestId('number-card-recruits').fill(String(recruits));
      await op.getByTestId('number-card-cards').fill(String(cards));
      await op.getByTestId('number-card-value').fill(String(value));
      await op.getByTestId('choice-card-colour').selectOption(colour);
      await op.getByTestId('number-card-value').press('Enter');
    });
    await this.checkTable();
  }

  /** The console's table panel (issue 15): the open missions by number and name, and the score, as the state has them. */
  async checkTable(): Promise<void> {
    const s = this.state();
    if (s.phase !== 'play') return;
    const table = this.operator.getByTestId('copag-table');
    const open = s.missions.filter((m) => m !== null);
    await expect(table.getByTestId('copag-mission')).toHaveCount(s.missions.length);
    for (const m of open) await expect(table).toContainText(`Mission ${m.number}: ${m.card.name}`);
    const successes = s.successes === 1 ? '1 success' : `${s.successes} successes`;
    const sabotages = s.sabotages === 1 ? '1 sabotage' : `${s.sabotages} sabotages`;
    await expect(table.getByTestId('copag-score')).toContainText(`${successes} · ${sabotages}`);
    if (s.opened === 2) await shoot(this.operator, `copag-game-${this.names.length}-02-console-table`);
  }

  async contribute(
    seat: number,
    mission: number,
    opts: { salvatore?: boolean; blockedBy?: number; face?: { colour: 'blue' | 'yellow'; value: number } } = {},
  ) {
    await this.step(`seat ${seat} places a card on mission ${mission}`, async () => {
      const form = this.form('contribute');
      await this.activate('contribute');
      if (opts.blockedBy) await this.typeSeat(opts.blockedBy);
      if (opts.salvatore) await form.getByTestId('flag-salvatore').check();
      if (opts.face) {
        await form.getByTestId('give-card').check();
        await form.getByTestId('choice-card-colour').selectOption(opts.face.colour);
        await form.getByTestId('number-card-value').fill(String(opts.face.value));
        this.faceUp++;
      }
      await form.getByTestId('number-mission').fill(String(mission));
      await form.getByTestId('number-mission').press('Enter');
    });
  }

  async playCard(
    card: ActionCard,
    opts: {
      target?: number;
      other?: number;
      mission?: number;
      direction?: 'next' | 'previous';
      francesca?: boolean;
    } = {},
  ) {
    await this.step(`play ${card}`, async () => {
      const form = this.form('play-card');
      await this.activate('play-card');
      await form.getByTestId('choice-card').selectOption(card);
      // The seats by keyboard: the first empty seat field takes the first, then the other.
      if (opts.target) await this.typeSeat(opts.target);
      if (opts.other) await this.typeSeat(opts.other);
      if (opts.mission) await form.getByTestId('number-mission').fill(String(opts.mission));
      if (opts.direction) await form.getByTestId('choice-direction').selectOption(opts.direction);
      if (opts.francesca) await form.getByTestId('flag-francesca').check();
      await form.getByTestId('send-command').click();
    });
  }

  async useAbility(character: Character, target?: number) {
    await this.step(`${character}'s ability`, async () => {
      await this.activate('use-ability');
      await this.form('use-ability').getByTestId('choice-character').selectOption(character);
      if (target) await this.typeSeat(target);
      await this.operator.keyboard.press('Enter');
    });
  }

  async pass() {
    await this.step('pass', () => this.operator.keyboard.press('n'));
  }

  /** The full mission's face-down cards, entered one by one: they make the table's aim. */
  async revealMission(s: GameState) {
    const m = s.missions.find((x) => x && x.placed.length >= x.card.cards && !x.revealed)!;
    const faceDown = m.placed.filter((p) => p.open === null).length;
    const other = m.card.colour === 'blue' ? 'yellow' : 'blue';
    await this.step(`reveal mission ${m.number}`, async () => {
      const form = this.form('reveal-mission');
      for (let i = 1; i <= faceDown; i++) {
        await form.getByTestId('add-cards').click();
        await form.getByTestId(`choice-cards-${i}-colour`).selectOption(this.aim === 'success' ? m.card.colour : other);
        await form.getByTestId(`number-cards-${i}-value`).fill(this.aim === 'success' ? '10' : '1');
      }
      await form.getByTestId('send-command').click();
    });
  }

  /** A police officer reveals himself from his own phone card (the folded button, then its confirmation). */
  async revealFromPhone(seat: number) {
    const phone = this.phones.get(seat)!;
    expect(phone.role).toBe('police');
    await this.step(`seat ${seat} reveals himself on his phone`, async () => {
      await phone.page.locator('details summary').click();
      await phone.page.locator('form[action^="/reveal/"] button').click();
    });
    this.revealed = seat;
    // The operator's console tells it in its timeline (its seats show roles only when asked: H).
    await expect(this.operator.getByTestId('timeline')).toContainText(
      `${this.names[seat - 1]} (${seat}) revealed as police`,
    );
    await expect(this.projector.locator(`[data-testid="projector-seat"][data-seat="${seat}"]`)).toContainText(/Police/);
  }

  /** Plays on: the specials in their order as soon as each can be played, else the usual turn, to the result. */
  async playToEnd(specials: Special[], checkpoints: (s: GameState) => Promise<void>) {
    const missions = [
      ['Invasão da delegacia', 3, 5, 6, 'blue'],
      ['Roubo ao banco', 2, 3, 5, 'yellow'],
      ['Contrabando no porto', 2, 3, 4, 'blue'],
    ] as const;
    let opened = 0;
    for (let guard = 0; guard < 400; guard++) {
      const s = this.state();
      if (s.phase === 'ended') return;
      await checkpoints(s);
      const m = s.missions;
      const full = m.find((x) => x && x.placed.length >= x.card.cards && !x.revealed);
      const waitingVincenzo = m.find((x) => x?.revealed);
      if (waitingVincenzo) {
        const special = specials.find((sp) => sp.name === 'vincenzo');
        if (special) {
          specials.splice(specials.indexOf(special), 1);
          await special.run(s, 0);
        } else await this.vincenzo(0);
        continue;
      }
      if (full) {
        await this.revealMission(s);
        continue;
      }
      if (m.some((x) => x === null)) {
        // The next card in turn that is not open in the other place: a card is on the table once (RULES-5).
        while (m.some((x) => x?.card.name === missions[opened % missions.length]![0])) opened++;
        const [name, recruits, cards, value, colour] = missions[opened++ % missions.length]!;
        await this.openMission(name, recruits, cards, value, colour);
        continue;
      }
      const turn = s.turn!;
      const special = specials.find((sp) => sp.name !== 'vincenzo' && sp.when(s, turn.seat));
      if (special) {
        specials.splice(specials.indexOf(special), 1);
        await special.run(s, turn.seat);
        continue;
      }
      if (turn.stage === 'trunk') {
        await this.step(`seat ${turn.seat} loses the turn`, () => this.operator.keyboard.press('n'));
        continue;
      }
      const own = missionOfSeat(s, turn.seat);
      const me = s.players[turn.seat - 1]!;
      if (own) {
        await this.contribute(
          turn.seat,
          own.number,
          me.informant ? { face: { colour: this.aim === 'success' ? own.card.colour : 'yellow', value: 2 } } : {},
        );
      } else await this.pass();
    }
    throw new Error('the game did not end');
  }

  async vincenzo(shift: -2 | 0 | 2) {
    await this.step(`Vincenzo ${shift}`, async () => {
      await this.form('vincenzo').getByTestId('choice-shift').selectOption(String(shift));
      await this.form('vincenzo').getByTestId('send-command').click();
    });
  }

  /** The projector's whole text. */
  projectorText(): Promise<string> {
    return this.projector.locator('body').innerText();
  }

  async close() {
    this.driver.close();
  }
}

async function openTable(
  browser: Browser,
  station: StationFixture,
  names: readonly string[],
  aim: 'success' | 'sabotage',
): Promise<CopagTable> {
  const operator = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const projector = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  const phones = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  return new CopagTable(station, operator, projector, phones, names, aim);
}

/** A special played at the first turn whose player may: `card` with targets read from the state. */
function card(
  table: CopagTable,
  name: ActionCard,
  when: Special['when'],
  opts: (s: GameState, seat: number) => Parameters<CopagTable['playCard']>[1],
): Special {
  return { name, when, run: (s, seat) => table.playCard(name, opts(s, seat)) };
}

const acting = (s: GameState) => s.turn?.stage === 'action';

/** An Omertà, seen in the projector's score panel, then broken by the next player speaking (the form by keyboard). */
function omerta(table: CopagTable, seen: { omerta: boolean }): Special[] {
  return [
    card(table, 'omerta', acting, () => ({})),
    {
      name: 'break omerta',
      when: (s) => s.omerta !== null && acting(s),
      run: async (s, seat) => {
        await expect(table.projector.getByTestId('projector-vote')).toContainText('Omertà: silence until the turn of');
        seen.omerta = true;
        await table.step('someone spoke', async () => {
          await table.activate('break-omerta');
          await table.typeSeat(around(s, seat, 1));
          await table.operator.keyboard.press('Enter');
        });
        await expect(table.projector.getByTestId('projector-vote')).not.toContainText('Omertà');
      },
    },
  ];
}

/** A police officer (the first the phones showed) reveals himself from his phone once a mission has ended. */
function policeReveal(table: CopagTable): Special {
  const police = [...table.phones.entries()].find(([, p]) => p.role === 'police')![0];
  return {
    name: 'police reveal',
    when: (s) => acting(s) && s.history.length >= 1,
    run: () => table.revealFromPhone(police),
  };
}

/** The end: the console and the projector show the winner and every objective as the phones showed them. */
async function expectResult(table: CopagTable, winner: 'mafia' | 'police', line: string): Promise<void> {
  await expect(table.operator.getByTestId('winner')).toHaveAttribute('data-winner', winner);
  await expect(table.projector.getByTestId('projector-game')).toContainText(line);
  for (const [seat, phone] of table.phones) {
    const side = phone.role === 'police' ? 'Police' : 'Mafia';
    await expect(table.projector.locator(`[data-testid="projector-result-row"][data-seat="${seat}"]`)).toContainText(
      side,
    );
  }
  // The operator's result table: every objective, now that the game is over.
  const roles = [...table.phones.values()].map((p) => (p.role === 'police' ? 'Police officer' : 'Mafioso'));
  for (const role of new Set(roles)) await expect(table.operator.getByTestId('result-table')).toContainText(role);
}

test('copag-mafia at 5: from the new-game form to the mafiosi’s 4 successes in the console, dealt to phones', async ({
  browser,
  station,
}) => {
  // A whole game of some hundred steps, every one checked on both screens: minutes on a loaded machine.
  test.setTimeout(900_000);
  const names = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva'];
  const table = await openTable(browser, station, names, 'success');
  await table.setUp(['enrico', 'francesca', 'giovanna', 'lorenzo', 'peppe']);
  const seen = { omerta: false };

  const specials: Special[] = [
    {
      name: 'enrico',
      when: (s, seat) => acting(s) && seat === seatOfCharacter(s, 'enrico') && ready(s, 'enrico'),
      run: async () => {
        await table.useAbility('enrico');
        await expect(table.operator.getByTestId('script-card')).toContainText('draw 3 cards');
      },
    },
    policeReveal(table),
    ...omerta(table, seen),
    card(
      table,
      'informante',
      (s, seat) => acting(s) && s.players.some((p) => p.seat !== seat && missionOfSeat(s, p.seat) && !p.informant),
      (s, seat) => ({ target: s.players.find((p) => p.seat !== seat && missionOfSeat(s, p.seat))!.seat }),
    ),
    card(
      table,
      'beretta',
      (s, seat) => acting(s) && seat !== seatOfCharacter(s, 'francesca') && ready(s, 'francesca'),
      (s, seat) => ({ target: around(s, seat, 1), francesca: true }),
    ),
    {
      name: 'giovanna',
      when: (s, seat) => acting(s) && seat === seatOfCharacter(s, 'giovanna') && ready(s, 'giovanna'),
      run: (s, seat) => table.useAbility('giovanna', around(s, seat, 1)),
    },
    {
      name: 'lorenzo',
      when: (s, seat) => {
        const lorenzo = seatOfCharacter(s, 'lorenzo')!;
        const mission = missionOfSeat(s, lorenzo);
        return acting(s) && ready(s, 'lorenzo') && seat !== lorenzo && mission?.members.includes(seat) === true;
      },
      run: (s, seat) =>
        table.contribute(seat, missionOfSeat(s, seat)!.number, { blockedBy: seatOfCharacter(s, 'lorenzo')! }),
    },
    card(
      table,
      'porta-malas',
      (s) => acting(s) && !s.players.some((p) => p.trunk),
      (s, seat) => ({ target: around(s, seat, 1) }),
    ),
    {
      name: 'pe-de-cabra',
      when: (s) => s.turn?.stage === 'trunk' && s.history.length >= 2,
      run: (_, seat) => table.playCard('pe-de-cabra', { target: seat }),
    },
    card(table, 'lasanha', acting, () => ({})),
    card(table, 'favor', acting, (s, seat) => ({ target: around(s, seat, 2) })),
    card(
      table,
      'abortar',
      (s, seat) => acting(s) && missionOfSeat(s, seat) !== null && s.history.length >= 1,
      () => ({}),
    ),
    {
      name: 'peppe',
      when: (s, seat) =>
        acting(s) && seat === seatOfCharacter(s, 'peppe') && ready(s, 'peppe') && missionOfSeat(s, seat) !== null,
      run: () => table.useAbility('peppe'),
    },
  ];

  await table.playToEnd(specials, async (s) => {
    if (s.successes === 1 && s.sabotages === 0 && !s.history.some((h) => h.result === 'aborted')) {
      await expect(table.projector.getByTestId('projector-game')).toContainText('1 success · 0 sabotages');
    }
  });
  expect(specials.map((s) => s.name)).toEqual([]);
  expect(seen.omerta).toBe(true);
  // The result: the mafiosi's 4 successes, every objective on the projector and the console.
  await expectResult(table, 'mafia', 'The mafiosi win');
  await shoot(table.operator, 'copag-game-5-99-console-result');
  await shoot(table.projector, 'copag-game-5-99-projector-result');
  expect(table.problems).toEqual([]);
  await table.close();
});

test('copag-mafia at 8: from the new-game form to the police’s 4 sabotages in the console, dealt to phones', async ({
  browser,
  station,
}) => {
  // A whole game of some hundred steps, every one checked on both screens: minutes on a loaded machine.
  test.setTimeout(900_000);
  const names = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva', 'Fedor', 'Gita', 'Hugo'];
  const table = await openTable(browser, station, names, 'sabotage');
  await table.setUp(['enrico', 'francesca', 'giovanna', 'lorenzo', 'peppe', 'salvatore', 'tony', 'vincenzo']);
  const seen = { omerta: false, shot: false };
  const onMission = (s: GameState) => s.players.filter((p) => missionOfSeat(s, p.seat)).map((p) => p.seat);
  const free = (s: GameState) => s.players.filter((p) => !missionOfSeat(s, p.seat)).map((p) => p.seat);

  const specials: Special[] = [
    policeReveal(table),
    ...omerta(table, seen),
    card(table, 'remington', acting, (s, seat) => ({ target: around(s, seat, 2) })),
    card(table, 'tommy-gun', acting, () => ({ direction: 'next' })),
    card(
      table,
      'emboscada',
      (s, seat) => acting(s) && missionOfSeat(s, seat) !== null,
      (s, seat) => ({ mission: missionOfSeat(s, seat)!.number }),
    ),
    card(
      table,
      'reforco',
      (s, seat) => acting(s) && free(s).some((f) => f !== seat),
      (s, seat) => ({ target: free(s).find((f) => f !== seat)!, mission: s.missions[0]!.number }),
    ),
    card(
      table,
      'troca',
      (s) => acting(s) && free(s).length > 0 && onMission(s).length > 0,
      (s) => ({ target: onMission(s)[0]!, other: free(s)[0]! }),
    ),
    card(
      table,
      'dispensa',
      (s, seat) => acting(s) && onMission(s).some((m) => m !== seat),
      (s, seat) => ({ target: onMission(s).find((m) => m !== seat)! }),
    ),
    card(
      table,
      'porta-malas',
      (s, seat) =>
        acting(s) && seat !== seatOfCharacter(s, 'tony') && around(s, seat, 1) !== seatOfCharacter(s, 'tony'),
      (s, seat) => ({ target: around(s, seat, 1) }),
    ),
    {
      name: 'tony',
      when: (s, seat) =>
        acting(s) && seat === seatOfCharacter(s, 'tony') && ready(s, 'tony') && s.players.some((p) => p.trunk),
      run: (s) => table.useAbility('tony', s.players.find((p) => p.trunk)!.seat),
    },
    {
      name: 'salvatore',
      when: (s, seat) =>
        acting(s) &&
        seat === seatOfCharacter(s, 'salvatore') &&
        ready(s, 'salvatore') &&
        s.missions.some((m) => m !== null && !m.members.includes(seat)),
      run: (s, seat) =>
        table.contribute(seat, s.missions.find((m) => m !== null && !m.members.includes(seat))!.number, {
          salvatore: true,
        }),
    },
    {
      name: 'vincenzo',
      when: () => false,
      run: () => table.vincenzo(2),
    },
    card(
      table,
      'consigliere',
      (s) => acting(s) && s.successes + s.sabotages >= 2,
      (s, seat) => ({ target: around(s, seat, 1) }),
    ),
    {
      name: 'the 8-player table on both screens',
      when: (s) => acting(s) && s.history.length >= 2 && s.players.some((p) => p.revealed),
      run: async (s, seat) => {
        await shoot(table.operator, 'copag-game-8-50-console');
        await shoot(table.projector, 'copag-game-8-50-projector');
        seen.shot = true;
        const contribute = missionOfSeat(s, seat);
        if (contribute) await table.contribute(seat, contribute.number);
        else await table.pass();
      },
    },
  ];

  await table.playToEnd(specials, async () => {});
  expect(specials.map((s) => s.name)).toEqual([]);
  expect(seen).toEqual({ omerta: true, shot: true });
  await expectResult(table, 'police', 'The police win');
  await shoot(table.operator, 'copag-game-8-99-console-result');
  await shoot(table.projector, 'copag-game-8-99-projector-result');
  expect(table.problems).toEqual([]);
  await table.close();
});
