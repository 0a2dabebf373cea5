/** The phone pages speak the projector's language: the one set by `projector.locale` when each page is asked for. */
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectorLocaleSchema } from '../../../shared/contract/index.ts';
import type { Station } from '../../../electron/station/index.ts';
import { fillPlaceholders } from '../../../electron/station/lan/fill-placeholders.ts';
import { lanStrings } from '../../../electron/station/lan/lan-strings.ts';
import { LOCALES } from '../../../shared/locales/locale-list.ts';
import { commandSender, freshStation, lanStart, ok, page, reveal, SEVEN } from '../helpers.ts';

let station: Station | null = null;
afterEach(() => {
  station?.close();
  station = null;
});

/** A station with the LAN server on 127.0.0.1 and a dealt 1987 game (fixedRandom: seats 6 and 7 are the mafia). */
async function dealtStation(): Promise<Station> {
  const s = freshStation().station;
  station = s;
  const { gameId } = ok(s.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
  commandSender(s, gameId)({ type: 'deal' });
  await lanStart(s);
  return s;
}

/** Expects every one of the texts in the page's body. */
function expectAllIn(body: string, texts: string[]): void {
  for (const text of texts) expect(body).toContain(text);
}

describe('the phone card page in the projector’s language', () => {
  it('is Russian after projector.locale ru: seat, role, team, what it does, teammates, and the used-code page', async () => {
    const s = await dealtStation();
    expect(s.request('projector.locale', { locale: 'ru' })).toMatchObject({ ok: true });
    const url = await reveal(s, 6);
    const card = await page(url);
    expect(card.status).toBe(200);
    expectAllIn(card.body, [
      '<html lang="ru">',
      '<title>Ваша карта</title>',
      'Место 6 · Fedor',
      '>Мафия<',
      'Вы играете за мафию.',
      'Каждую ночь пишите имя своей жертвы',
      'Ваши сообщники по мафии:',
      'Gita (место 7)',
      'Запомните свою карту',
    ]);
    expect(card.body).not.toMatch(/Seat|Your card|You play/);

    const again = await page(url);
    expect(again.status).toBe(404);
    expect(again.body).toContain('Этот код больше не действует. Попросите новый код у станции.');
    expect(again.body).not.toContain('Fedor');
  });

  it('is Japanese after projector.locale ja, for an honest card too', async () => {
    const s = await dealtStation();
    s.request('projector.locale', { locale: 'ja' });
    const mafia = await page(await reveal(s, 7));
    expectAllIn(mafia.body, [
      '<html lang="ja">',
      '7番席・Gita',
      '>マフィア<',
      'あなたはマフィアチームです。',
      'マフィアの仲間：',
      'Fedor（6番席）',
    ]);
    const honest = await page(await reveal(s, 2));
    expectAllIn(honest.body, [
      '2番席・Boris',
      '>正直者<',
      'あなたは正直者チームです。',
      '毎晩、自分のメモに「正直」と書きます。',
    ]);
    expect(honest.body).not.toContain('マフィアの仲間');
  });

  it('takes the language at the moment the page is asked for, not when its code was minted', async () => {
    const s = await dealtStation();
    const minted = await reveal(s, 2); // minted while the projector speaks English
    s.request('projector.locale', { locale: 'ja' });
    expect((await page(minted)).body).toContain('2番席・Boris');
    s.request('projector.locale', { locale: 'en' });
    const english = await page(await reveal(s, 3));
    expectAllIn(english.body, ['<html lang="en">', 'Seat 3 · Clara', 'You play with the honest.']);
  });

  it('keeps the language it had when the moderator asks for one the station does not speak', async () => {
    const s = await dealtStation();
    s.request('projector.locale', { locale: 'ru' });
    expect(s.request('projector.locale', { locale: 'de' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    expect(s.request('projector.locale', { locale: '' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    expect((await page(await reveal(s, 2))).body).toContain('<html lang="ru">');
  });

  it('gives the mirror the projector’s language too (with the hold screen, as the projector window hears it)', async () => {
    const s = await dealtStation();
    s.request('projector.locale', { locale: 'ja' });
    const stop = new AbortController();
    const stream = await fetch(s.currentLanStatus().mirrorUrl!.replace('/projector?', '/projector/events?'), {
      signal: stop.signal,
    });
    expect(stream.status).toBe(200);
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of stream.body!) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      if (text.includes('"projector.hold"')) break;
    }
    stop.abort();
    expect(text).toContain('{"channel":"projector.hold","on":false,"locale":"ja"}');
  });
});

describe('the LAN strings', () => {
  it('come in exactly the languages the projector.locale schema accepts', () => {
    expect(ProjectorLocaleSchema.entries.locale.options).toEqual([...LOCALES]);
  });

  it.each(LOCALES)(
    '%s: a “you play with” line for every team of every ruleset, and every phone text filled',
    (locale) => {
      const t = lanStrings(locale);
      const teams: Record<string, string[]> = {
        'davidoff-1987': ['honest', 'mafia'],
        'french-deck': ['villagers', 'mafia'],
        'mensa-hungariqa': ['citizens', 'mafia'],
        'city-mafia': ['red', 'black', 'maniac'],
      };
      for (const [rulesetId, ids] of Object.entries(teams)) {
        for (const team of ids) expect(t.teamLine(rulesetId, team), `${rulesetId}.${team}`).not.toBe(team);
      }
      const texts = [
        t.cardTitle,
        t.seatLine(4, 'Ann'),
        t.teammate(4, 'Ann'),
        t.teammates,
        t.hideHint,
        t.invalidTitle,
        t.invalidText,
        t.lover,
      ];
      for (const text of texts) expect(text).not.toMatch(/[{}]|^phone\./);
      expect(t.seatLine(4, 'Ann')).toMatch(/4.*Ann/);
    },
  );

  it('shows an id with no message as written, rather than a key', () => {
    const t = lanStrings('ru');
    expect(t.roleName('davidoff-1987', 'jester')).toBe('jester');
    expect(t.roleDescription('davidoff-1987', 'jester')).toBeNull();
    expect(t.teamLine('davidoff-1987', 'jesters')).toBe('jesters');
  });
});

describe('fillPlaceholders', () => {
  it('puts each value in its named placeholder and leaves an unknown one as written', () => {
    expect(fillPlaceholders('Seat {seat} · {name}', { seat: 4, name: 'Ann' })).toBe('Seat 4 · Ann');
    expect(fillPlaceholders('{name}（{seat}番席）', { seat: 12, name: '{seat}' })).toBe('{seat}（12番席）');
    expect(fillPlaceholders('{ name } and {other}', { name: 'x' })).toBe('x and {other}');
    expect(fillPlaceholders('no placeholders', { seat: 1 })).toBe('no placeholders');
  });

  it('does not escape: the page escapes the finished text', () => {
    expect(fillPlaceholders('{name}', { name: '<b>&' })).toBe('<b>&');
  });
});
