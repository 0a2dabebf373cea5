/**
 * Tryout 7: the Russian projector's nomination line «Дмитрий (3) (выставляет 5)» read as if Dmitry nominated
 * seat 5; the room's candidates and its tally both began «Le vote : Gaëlle (7)…», one line apart; the game-over
 * table wrote «выжил» / «survivant» for a woman who survived (the console writes one word for every living seat).
 * Copag in Japanese nested brackets («Lorenzo（高橋 翔（3））が…»), wrote Lorenzo, Salvatore, Francesca and Vincenzo
 * in katakana in the forms alone, an ASCII bracket («止めた人(ロレンツォ)»), a space before a particle or a
 * full-width bracket («Giovanna （使用済み）», «… が警察だと明かした») and «ミッション 1：» beside «ミッション1開始»;
 * the Portuguese closed missions read «2. Abortada (— de $4)», a list number and «de» where the room says «para».
 * French named City Mafia «Mafia de la ville» beside «Mafia urbaine», and its host «animateur» beside «meneur».
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import { projectorModel } from '../../renderer/projector/model/index.ts';
import type { Locale } from '../../shared/locales/locale-list.ts';
import { publicView, RULESETS, type LoggedEvent } from '../../shared/engine/index.ts';
import { copagMafia as CM } from '../../shared/engine/rulesets/copag-mafia/index.ts';
import type { GameState } from '../../shared/engine/rulesets/copag-mafia/types.ts';
import { copagTableInPlay, endedMission } from '../fixtures/copag-table.ts';
import { stationTranslator } from '../fixtures/station-translator.ts';

const NAMES = ['Алексей', 'Мария', 'Дмитрий', 'Екатерина', 'Сергей', 'Ольга', 'Андрей', 'Наталья', 'Иван', 'Татьяна'];
const LANGUAGES: Locale[] = ['en', 'fr', 'hu', 'ja', 'pt', 'ru'];

/** A city-mafia day as the projector sees it: seat 5 has nominated seat 3, no vote yet. */
function nominationLines(locale: Locale): string[] {
  const ruleset = RULESETS['city-mafia'];
  const setup = { rulesetId: 'city-mafia', players: NAMES, options: ruleset.defaultOptions(10) } as never;
  const view = { ...publicView(ruleset.initialState(setup), 'g'), nominations: [{ nominee: 3, by: 5 }] };
  const panel = projectorModel(view as never, stationTranslator(locale)).panels.find((p) => p.lines.length > 0);
  return panel?.lines ?? [];
}

describe('tryout 7 wording', () => {
  it('says in Russian who nominated whom, the names undeclined and no brackets inside brackets', () => {
    const [line] = nominationLines('ru');
    expect(line).toBe('Дмитрий (3) — выставил игрок 5');
    expect(line).not.toMatch(/\([^)]*\(|\)\s*\(/);
  });

  it.each(LANGUAGES)('%s: the candidates and the tally of a vote start with different words', (locale) => {
    const tr = stationTranslator(locale);
    const label = (seat: number) => `${NAMES[seat - 1]} (${seat})`;
    const results = [
      { seat: 7, votes: 4 },
      { seat: 1, votes: 2 },
    ];
    for (const stage of ['main', 'revote'] as const) {
      const opened = announcementText(tr, 'city-mafia', { kind: 'vote-opened', stage, seats: [7, 1] }, label);
      const tally = announcementText(tr, 'city-mafia', { kind: 'vote-tally', stage, results }, label);
      const head = (line: string) => line.slice(0, line.indexOf(NAMES[6]!));
      expect(head(opened)).not.toBe(head(tally));
      expect(tally.startsWith(head(opened))).toBe(false);
    }
  });

  it('writes the fate of a living player in Russian and French without a masculine ending', () => {
    expect(stationTranslator('ru').t('result.survived')).toBe('в живых');
    expect(stationTranslator('fr').t('result.survived')).toBe('en vie');
  });
});

/** A 5-player Copag table in play: Giovanna's ability used, mission 2 aborted with no sum against $4. */
function copagTable(): GameState {
  const names = ['佐藤 健太', '鈴木 美咲', '高橋 翔', '田中 由美', '伊藤 大輔'];
  return copagTableInPlay(names, ['giovanna', 'francesca', 'lorenzo', 'salvatore', 'vincenzo'], {
    state: {
      history: [
        endedMission(
          { name: 'Missione 7', value: 4 },
          { number: 2, result: 'aborted', cards: [], sum: null, shift: 0, target: 4 },
        ),
      ],
    },
  });
}

const copagModel = (locale: Locale) =>
  CM.projector({ ...CM.publicView(copagTable()), gameId: 'g' }, stationTranslator(locale));

describe('tryout 7: Copag in Japanese', () => {
  const ja = stationTranslator('ja');
  const label = (seat: number) => `${['佐藤 健太', '鈴木 美咲', '高橋 翔'][seat - 1] ?? '伊藤 大輔'}（${seat}）`;

  it('names Lorenzo and Vincenzo beside a seat without brackets inside brackets', () => {
    const blocked = { kind: 'placement-blocked', mission: 1, seat: 1, by: 3 } as const;
    const lines = [
      announcementText(ja, 'copag-mafia', blocked, label),
      eventMessage(
        ja,
        'timeline',
        'copag-mafia',
        { ...blocked, type: 'placement-blocked' } as unknown as LoggedEvent,
        label,
      )!,
      ja.t('prompt.copag-mafia.vincenzo', { mission: 2, name: 'Missione 2', sum: '$4', value: '$5', seat: label(5) }),
    ];
    for (const line of lines) expect(line).not.toMatch(/（[^（）]*（/);
    expect(lines[0]).toBe('Lorenzoの高橋 翔（3）がミッション1への佐藤 健太（1）のカードを止めました。');
  });

  it('writes the characters in Latin letters in the forms too, with full-width brackets', () => {
    const words = ['salvatore', 'blockedBy', 'francesca', 'shift'].map((f) => ja.t(`field.copag-mafia.${f}`));
    words.push(ja.t('command.copag-mafia.vincenzo'));
    for (const word of words) expect(word).not.toMatch(/[ァ-ヶー]{4,}ォ?|[()]/);
    expect(words).toEqual([
      'Salvatoreの能力',
      '止めた人（Lorenzo）',
      'Francescaの能力',
      'Vincenzoの調整',
      'Vincenzoの調整',
    ]);
  });

  it('puts no space before a particle or a full-width bracket, and writes a mission as «ミッション1»', () => {
    const seats = copagModel('ja').seats;
    expect(seats[0]!.tags[0]).toBe('Giovanna（使用済み）');
    expect(ja.t('print.note.copag-police-revealed', { seats: '鈴木 美咲（2番）' })).toBe(
      '鈴木 美咲（2番）が警察だと明かした',
    );
    expect(ja.t('projector.copag-mafia.mission', { mission: 1, name: 'Missione 4' })).toBe('ミッション1：Missione 4');
    expect(ja.t('projector.copag-mafia.on-mission', { mission: 1 })).toBe('ミッション1に参加中');
    expect(copagModel('ja').panels[0]!.lines.join('')).toContain('ミッション2：');
    // The other languages keep their space.
    expect(copagModel('en').seats[0]!.tags[0]).toBe('Giovanna (used)');
  });
});

describe('tryout 7: Copag in Brazilian Portuguese', () => {
  it('names a closed mission as a mission, not a list number, with the room’s «para»', () => {
    const line = copagModel('pt').panels[0]!.lines.join(' ');
    expect(line).toBe('Missões encerradas: Missão 2: abortada (— para $4)');
    expect(line).not.toMatch(/\d\. /);
  });
});

describe('closed missions on the projector', () => {
  it('are named as missions in every language, not as list numbers', () => {
    const lines = (['en', 'fr', 'ru', 'hu'] as const).map((locale) => copagModel(locale).panels[0]!.lines.join(' '));
    expect(lines).toEqual([
      'Missions ended: Mission 2: Aborted (— / $4)',
      'Missions terminées : Mission 2 : Annulée (— sur $4)',
      'Завершённые миссии: Миссия 2: Отменена (— из $4)',
      'Befejezett küldetések: 2. küldetés: Megszakítva (—, elérendő $4)',
    ]);
  });
});

/** Every French text of the station, the shared messages and each ruleset's. */
function frenchTexts(): string[] {
  const dir = join(import.meta.dirname, '../../shared/locales');
  const files = [
    'fr.json',
    ...readdirSync(join(dir, 'rulesets'))
      .filter((f) => f.endsWith('.fr.json'))
      .map((f) => join('rulesets', f)),
  ];
  const texts: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') texts.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const file of files) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')));
  return texts;
}

describe('tryout 7: French', () => {
  it('names City Mafia and its host one way everywhere: «Mafia urbaine», «meneur»', () => {
    const texts = frenchTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((t) => /Mafia de la ville/i.test(t))).toEqual([]);
    expect(texts.filter((t) => /animat(eur|rice)/i.test(t))).toEqual([]);
    expect(stationTranslator('fr').t('ruleset.city-mafia')).toMatch(/^Mafia urbaine/);
  });
});
