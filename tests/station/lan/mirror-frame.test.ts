import { describe, expect, it } from 'vitest';
import { mirrorFrame, mirrorScreen } from '../../../electron/station/lan/mirror-frame.ts';
import { projectorTranslator } from '../../../electron/station/lan/projector-translator.ts';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import { MESSAGES } from '../../../renderer/locales/messages.ts';
import type { Translator } from '../../../shared/text/translator.ts';
import { LOCALES, type Locale } from '../../../renderer/locales/locale-list.ts';
import { applyStep, createGame, decideStep, publicView, RULESETS, type GameSetup, type PublicView, type RulesetId } from '../../../shared/engine/index.ts';
import { randomGameCommand, seededPick } from '../../../shared/engine/simulate/random-game.ts';

// The mirror's texts are made in the station, the projector's in its window: the two must read alike.
// The window's own i18n (renderer/common/i18n.ts, with its plural rules and fallback) is the reference.

const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Fyodor', 'Gita', 'Hugo', 'Ilona', 'Jonas', 'Kira', 'Lev'];
const RULESET_IDS = Object.keys(RULESETS) as RulesetId[];

/** The projector window's translator in a language, exactly as its components call vue-i18n. */
function windowTranslator(locale: Locale): Translator {
  const i18n = createStationI18n(locale, MESSAGES);
  return {
    t: (key, params) => (params ? i18n.global.t(key, params) : i18n.global.t(key)),
    te: (key) => i18n.global.te(key),
  };
}

/** Every public view of a random game, from creation to its end. */
function viewsOfRandomGame(rulesetId: RulesetId, players: number, seed: number): PublicView[] {
  const setup = { rulesetId, players: NAMES.slice(0, players), options: RULESETS[rulesetId].defaultOptions(players) } as GameSetup;
  const created = createGame(setup);
  if (!created.ok) throw new Error(created.error.code);
  let game = created.value;
  const pick = seededPick(seed);
  const views = [publicView(game.state, 'game-1')];
  for (let i = 0; i < 3000; i++) {
    const command = randomGameCommand(game, pick);
    if (!command) break;
    const decided = decideStep(game, command);
    if (!decided.ok) throw new Error(decided.error.code);
    game = applyStep(game, decided.value);
    views.push(publicView(game.state, 'game-1'));
  }
  return views;
}

describe('mirror frame', () => {
  for (const rulesetId of RULESET_IDS) {
    it(`${rulesetId}: every screen of a random game reads in every language as the projector window writes it`, () => {
      const views = viewsOfRandomGame(rulesetId, Math.max(RULESETS[rulesetId].minPlayers, 8), 11);
      expect(views.at(-1)!.phase).toBe('ended');
      for (const locale of LOCALES) {
        const station = projectorTranslator(locale);
        const window = windowTranslator(locale);
        for (const view of views) expect(mirrorScreen(view, station), `${locale} ${view.phase} ${view.round}`).toEqual(mirrorScreen(view, window));
      }
    });
  }

  it('is in the projector’s language: Russian and Japanese phases, seats and announcements', () => {
    const [, ...views] = viewsOfRandomGame('city-mafia', 10, 3);
    const day = views.find((v) => v.phase === 'discussion')!;
    const ru = mirrorFrame({ view: day, locale: 'ru', held: false, timer: null });
    expect(ru.lang).toBe('ru');
    expect(ru.screen!.title).toBe(`День ${day.round}`);
    expect(ru.text.hold).toBe('Минуточку, пожалуйста.');
    expect(ru.screen!.livingCount).toMatch(/^В игре: \d+ из 10$/);
    expect(ru.screen!.announcements.join(' ')).toMatch(/[а-я]/);
    const french = viewsOfRandomGame('french-deck', 8, 5).find((v) => v.phase === 'night')!;
    const ja = mirrorFrame({ view: french, locale: 'ja', held: false, timer: null });
    expect(ja.screen!.title).toBe(`第${french.round}夜`);
    expect(ja.text.waiting).not.toMatch(/[a-z]/i);
    expect(ja.screen!.night).toBe(true);
  });

  it('lists the newest six announcements first, as the projector does', () => {
    const views = viewsOfRandomGame('davidoff-1987', 8, 2);
    const view = views.find((v) => v.announcements.length > 6)!;
    const screen = mirrorFrame({ view, locale: 'en', held: false, timer: null }).screen!;
    expect(screen.announcements).toHaveLength(6);
    const last = view.announcements.at(-1)!;
    expect(screen.announcements[0]).toBe(mirrorScreen({ ...view, announcements: [last] } as PublicView, projectorTranslator('en')).announcements[0]);
  });

  it('on hold carries no game and no timer; the timer shows only beside a game', () => {
    const view = viewsOfRandomGame('davidoff-1987', 8, 2)[3]!;
    const timer = { kind: 'agreement' as const, seat: null, totalMs: 60_000, remainingMs: 59_000, running: true, revision: 4 };
    expect(mirrorFrame({ view, locale: 'en', held: true, timer })).toMatchObject({ held: true, screen: null, timer: null });
    expect(mirrorFrame({ view: null, locale: 'en', held: false, timer })).toMatchObject({ held: false, screen: null, timer: null });
    expect(mirrorFrame({ view, locale: 'pt', held: false, timer }).timer).toEqual({
      label: projectorTranslator('pt').t('projector.timer.kind.agreement'),
      seat: null,
      remainingMs: 59_000,
      running: true,
      revision: 4,
    });
  });
});
