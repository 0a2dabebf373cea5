/**
 * Club tryout in Russian: the station cannot decline a player's name, so a sentence that needs the name in an
 * oblique case read wrong: «Светлана (3) обвиняет Борис (2)», «Обвинение против Елена (5)», «Прочтите записку
 * Фёдор (6)», «Автокатастрофа: поровну у Дмитрий (3), Андрей (7)», «выставляет Андрей Соколов (7)». Every
 * Russian text that names a player now puts the name where it stands in the nominative: as the subject, after a
 * colon or a dash, in a list, or in brackets after the noun that takes the case.
 */
import { describe, expect, it } from 'vitest';
import { createStationI18n } from '../../renderer/common/i18n.ts';
import { announcementText } from '../../renderer/common/text/announcement-text.ts';
import { eventMessage } from '../../renderer/common/text/event-text.ts';
import { promptText } from '../../renderer/common/text/prompt-text.ts';
import { MESSAGES } from '../../shared/locales/messages.ts';
import type { Announcement, Prompt } from '../../shared/engine/index.ts';
import { seatLabeller } from '../../shared/projector/seat-text.ts';
import type { Translator } from '../../shared/text/translator.ts';

function russian(): Translator {
  const { t, te } = createStationI18n('ru', MESSAGES).global;
  return { t: (key, params) => t(key, params ?? {}), te: (key) => te(key) };
}

const PLAYERS = ['Анна', 'Борис', 'Светлана', 'Дмитрий', 'Елена', 'Фёдор', 'Андрей Соколов'].map((name, i) => ({
  seat: i + 1,
  name,
}));

/** Every reworded message, with its players already labelled as the station labels them, and its exact sentence. */
const REWORDED: readonly [string, Record<string, string | number>, string][] = [
  // Tryout5's stiff lines: «убийство в ночь 2», «Роль выбыла: … как будто она проснулась», «Уже выставлены: Дмитрий (3).».
  ['cause.killed-in', { round: 2 }, 'убийство, ночь 2'],
  ['cause.executed-in', { round: 1 }, 'изгнание голосованием, день 1'],
  // One line on a 1366×768 laptop beside its step (CI: the two-line badge put seat 16 of long names below the fold).
  ['console.wait-as-if-awake', {}, 'Роль вне игры: выждите время её хода и продолжайте.'],
  [
    'prompt.city-mafia.speech',
    { seat: 'Борис (2)', candidates: 'Дмитрий (3)' },
    'Борис (2): «Ваша минута» (60 секунд). Можно выставить одну кандидатуру: «Я выставляю номер К». Кандидатуры: Дмитрий (3).',
  ],
  // A night's victim: «убит игрок Светлана (3)» read a woman's name after a man's word (club tryout).
  ['dawn.davidoff-1987.night-resolved', { victim: 'Светлана (3)' }, 'Жертва этой ночи: Светлана (3).'],
  ['dawn.french-deck.night-ended', { victim: 'Светлана (3)' }, 'Жертва этой ночи: Светлана (3).'],
  ['dawn.city-mafia.night-resolved', { victims: 'Светлана (3)', count: 1 }, 'Жертва этой ночи: Светлана (3).'],
  [
    'dawn.city-mafia.night-resolved',
    { victims: 'Светлана (3), Борис (2)', count: 2 },
    'Жертвы этой ночи: Светлана (3), Борис (2).',
  ],
  [
    'prompt.vote.accusation',
    { accuser: 'Светлана (3)', accused: 'Борис (2)', entitled: 9, needed: 5 },
    'Обвиняет Светлана (3), под обвинением — Борис (2). Считайте руки: голосуют 9 (кроме обвиняемого); нужно: 5.',
  ],
  ['prompt.night.read-note', { seat: 'Борис (2)' }, 'Автор записки — Борис (2): прочтите её и запишите имя из неё.'],
  [
    'announcement.accusation',
    { accuser: 'Светлана (3)', accused: 'Борис (2)' },
    'Обвиняет Светлана (3), под обвинением — Борис (2).',
  ],
  ['vote-subject.accusation', { seat: 'Борис (2)' }, 'Под обвинением Борис (2)'],
  ['vote-subject.night-proposal', { seat: 'Борис (2)' }, 'Предложение перейти к ночи — Борис (2)'],
  [
    'timeline.accusation-made',
    { accuser: 'Светлана (3)', accused: 'Борис (2)' },
    'Обвиняет Светлана (3), под обвинением — Борис (2)',
  ],
  ['timeline.night-note-recorded', { seat: 'Борис (2)', target: 'Елена (5)' }, 'Борис (2) пишет в записке: Елена (5)'],
  ['night.note-of', { writer: 'Фёдор (6)' }, 'Автор записки: Фёдор (6)'],
  [
    'projector.vote.accusation',
    { accuser: 'Светлана (3)', accused: 'Борис (2)' },
    'Обвиняет Светлана (3), под обвинением — Борис (2)',
  ],
  ['print.entry.accusation', { by: 'Фёдор (6)', seat: 'Борис (2)' }, 'Обвиняет Фёдор (6), под обвинением — Борис (2)'],
  ['print.note.guarded', { seats: 'Дмитрий (3), Андрей (7)' }, 'Под защитой телохранителя: Дмитрий (3), Андрей (7).'],
  [
    'print.note.car-crash',
    { seats: 'Дмитрий (3), Андрей (7)' },
    'Автокатастрофа — поровну голосов: Дмитрий (3), Андрей (7).',
  ],
  ['print.note.alibi', { seats: 'Дмитрий (3), Андрей (7)' }, 'Алиби: Дмитрий (3), Андрей (7) остаётся в игре.'],
  ['overlay.action.kill', { who: 'Шериф', target: 'Елена (5)' }, 'Шериф: выстрел — Елена (5)'],
  ['overlay.action.check', { who: 'Шериф', target: 'Елена (5)' }, 'Шериф: проверка — Елена (5)'],
  ['overlay.action.heal', { who: 'Шериф', target: 'Елена (5)' }, 'Шериф: лечение — Елена (5)'],
  ['overlay.action.block', { who: 'Шериф', target: 'Елена (5)' }, 'Шериф: визит — Елена (5)'],
  ['overlay.action.guard', { who: 'Шериф', target: 'Елена (5)' }, 'Шериф: защита — Елена (5)'],
  ['overlay.action.hand', { who: 'Шериф', target: 'Елена (5)' }, 'Шериф: рука на имени — Елена (5)'],
  ['players.rename.merge-instead', { name: 'Борис' }, 'Объединить с уже записанным игроком: Борис'],
  ['players.merge.confirm', { name: 'Борис' }, 'Присоединить к этому игроку: Борис'],
  ['tournaments.create.remove', { name: 'Борис' }, 'Убрать из списка: Борис'],
  [
    'error.davidoff-1987.accuser-penalised',
    { seat: 'Борис (2)' },
    'Борис (2): четыре замечания со вчерашнего дня, сегодня обвинять нельзя.',
  ],
  [
    'error.davidoff-1987.voter-penalised',
    { seat: 'Борис (2)' },
    'Борис (2): четыре замечания со вчерашнего дня, сегодня голосовать нельзя.',
  ],
  [
    'prompt.city-mafia.defence',
    { tied: 'Дмитрий (3), Андрей (7)', seat: 'Борис (2)' },
    'Автокатастрофа — поровну голосов: Дмитрий (3), Андрей (7). Слово для оправдания — Борис (2): 30 секунд.',
  ],
  [
    'prompt.city-mafia.night.blocked-note.mafia',
    { seat: 'Борис (2)' },
    'Только для вас: Путана этой ночью у мафии — Борис (2), поэтому выстрел мафии — промах. Ничего не показывайте: пусть мафия выбирает как обычно, запишите её выбор; от него никто не умрёт.',
  ],
  [
    'prompt.city-mafia.dawn-blocked.mafia',
    { seat: 'Борис (2)' },
    'Ночь с Путаной — Борис (2): выстрел мафии — промах.',
  ],
  ['prompt.city-mafia.dawn-blocked.don', { seat: 'Борис (2)' }, 'Ночь с Путаной — Борис (2): Дон не смог проверить.'],
  [
    'prompt.city-mafia.dawn-blocked.sheriff',
    { seat: 'Борис (2)' },
    'Ночь с Путаной — Борис (2): Шериф не смог проверить.',
  ],
  [
    'prompt.city-mafia.dawn-blocked.doctor',
    { seat: 'Борис (2)' },
    'Ночь с Путаной — Борис (2): Доктор не смог лечить.',
  ],
  ['prompt.city-mafia.dawn-blocked.maniac', { seat: 'Борис (2)' }, 'Ночь с Путаной — Борис (2): Маньяк не смог убить.'],
  [
    'announcement.car-crash',
    { seats: 'Дмитрий (3), Андрей (7)' },
    'Автокатастрофа — поровну голосов: Дмитрий (3), Андрей (7).',
  ],
  ['announcement.alibi', { seat: 'Борис (2)' }, 'Алиби: Борис (2) остаётся в игре.'],
  ['announcement.alibi-female', { seat: 'Борис (2)' }, 'Борис (2): у неё алиби, она остаётся в игре.'],
  ['announcement.alibi-male', { seat: 'Борис (2)' }, 'Борис (2): у него алиби, он остаётся в игре.'],
  ['dawn.city-mafia.night-action.putana', { target: 'Елена (5)' }, 'Ночь с Путаной: Елена (5).'],
  ['dawn.city-mafia.night-action.mafia', { target: 'Елена (5)' }, 'Выстрел мафии: Елена (5).'],
  ['dawn.city-mafia.night-action.don', { target: 'Елена (5)' }, 'Проверка Дона: Елена (5).'],
  ['dawn.city-mafia.night-action.sheriff', { target: 'Елена (5)' }, 'Проверка Шерифа: Елена (5).'],
  ['dawn.city-mafia.night-action.doctor', { target: 'Елена (5)' }, 'Лечение Доктора: Елена (5).'],
  ['dawn.city-mafia.night-action.maniac', { target: 'Елена (5)' }, 'Выбор Маньяка: Елена (5).'],
  ['timeline.city-mafia.role-recorded', { seat: 'Борис (2)', role: 'шериф' }, 'Карта записана: Борис (2) — шериф'],
  [
    'timeline.city-mafia.nominated',
    { by: 'Фёдор (6)', nominee: 'Андрей Соколов (7)' },
    'Фёдор (6) выставляет кандидатуру: Андрей Соколов (7)',
  ],
  [
    'projector.city-mafia.nomination',
    { nominee: 'Андрей Соколов (7)', by: 'Фёдор (6)' },
    'Андрей Соколов (7) — выставил игрок Фёдор (6)',
  ],
  [
    'print.own.city-mafia.entry.nomination',
    { by: 'Фёдор (6)', seat: 'Борис (2)' },
    'Фёдор (6) выставляет кандидатуру: Борис (2)',
  ],
  [
    'error.city-mafia.nominate-only-in-own-speech',
    { seat: 'Борис (2)' },
    'Борис (2) сейчас не говорит: кандидатуру выставляют только в свою минуту.',
  ],
  [
    'error.city-mafia.nominator-penalised',
    { seat: 'Борис (2)' },
    'Борис (2): четыре замечания с прошлого круга, выставлять кандидатуру нельзя.',
  ],
  [
    'error.city-mafia.voter-penalised',
    { seat: 'Борис (2)' },
    'Борис (2): четыре замечания с прошлого круга, голосовать нельзя.',
  ],
  [
    'error.city-mafia.putana-not-twice-running',
    { seat: 'Борис (2)' },
    'Прошлую ночь Путана провела с этим же игроком (Борис (2)): нельзя с одним игроком две ночи подряд.',
  ],
  [
    'error.city-mafia.doctor-not-twice-running',
    { seat: 'Борис (2)' },
    'Прошлой ночью Доктор лечил этого же игрока (Борис (2)): нельзя лечить одного игрока две ночи подряд.',
  ],
  [
    'prompt.copag-mafia.turn',
    { seat: 'Борис (2)' },
    'Ходит Борис (2): возьмите 1 карту, затем сыграйте карту, положите карту на свою миссию или пасуйте.',
  ],
  [
    'prompt.copag-mafia.turn-police',
    { seat: 'Борис (2)' },
    'Ходит Борис (2) (раскрытый полицейский): возьмите 2 карты и оставьте 1, затем сыграйте карту, положите карту на свою миссию или пасуйте.',
  ],
  [
    'prompt.copag-mafia.turn-enrico',
    { seat: 'Борис (2)' },
    'Ходит Борис (2) (Enrico): возьмите 3 карты, затем сыграйте карту, положите карту на свою миссию или пасуйте.',
  ],
  [
    'prompt.copag-mafia.omerta',
    { seat: 'Борис (2)' },
    'Omertà: молчание, пока Борис (2) снова не сделает ход. Кто заговорит, сбрасывает случайную карту, и молчание заканчивается.',
  ],
  [
    'announcement.placement-blocked',
    { by: 'Фёдор (6)', seat: 'Борис (2)', mission: 2 },
    'Lorenzo (Фёдор (6)) останавливает карту, которую кладёт Борис (2), на миссии 2.',
  ],
  ['announcement.omerta-began', { seat: 'Борис (2)' }, 'Omertà: молчание, пока Борис (2) снова не сделает ход.'],
  ['timeline.copag-mafia.turn-began', { seat: 'Борис (2)' }, 'Ходит Борис (2)'],
  [
    'timeline.copag-mafia.placement-blocked',
    { by: 'Фёдор (6)', seat: 'Борис (2)' },
    'Lorenzo (Фёдор (6)) останавливает карту, которую кладёт Борис (2)',
  ],
  ['timeline.copag-mafia.mission-aborted', { by: 'Фёдор (6)', mission: 2 }, 'Фёдор (6) отменяет миссию 2'],
  [
    'timeline.copag-mafia.objective-seen',
    { viewer: 'Борис (2)', target: 'Елена (5)' },
    'Борис (2): просмотр чужой цели — Елена (5)',
  ],
  ['timeline.copag-mafia.informant-placed', { seat: 'Борис (2)' }, 'Борис (2) — под информатором'],
  ['projector.copag-mafia.omerta', { seat: 'Борис (2)' }, 'Омерта: молчание, пока Борис (2) снова не сделает ход'],
  ['error.copag-mafia.already-informant', { seat: 'Борис (2)' }, 'Борис (2) уже под информатором.'],
  [
    'error.copag-mafia.informant-face-up',
    { seat: 'Борис (2)' },
    'Борис (2) под информатором: карта кладётся открытой, введите её цвет и номинал.',
  ],
  [
    'error.copag-mafia.not-police',
    { seat: 'Борис (2)' },
    'Борис (2): цель — не полиция; раскрыться могут только полицейские.',
  ],
  [
    'error.copag-mafia.target-out-of-reach',
    { card: 'Pé-de-cabra', seats: 'Дмитрий (3), Андрей (7)' },
    'Эта карта (Pé-de-cabra) достаёт только до этих игроков: Дмитрий (3), Андрей (7).',
  ],
  [
    'prompt.french-deck.defence',
    { accuser: 'Светлана (3)', accused: 'Борис (2)' },
    'Обвиняет Светлана (3), под обвинением — Борис (2). Дайте залу обсудить; затем Борис (2) говорит последнее слово в защиту, и вы объявляете голосование.',
  ],
  [
    'prompt.french-deck.vote',
    { accused: 'Борис (2)', living: 8, needed: 5 },
    'Голосование руками, под обвинением — Борис (2): голосуют все живые, и Борис (2) тоже (всего 8). Считайте руки «виновен»: нужно 5.',
  ],
  ['announcement.card-revealed', { seat: 'Борис (2)', role: 'шериф' }, 'Борис (2) открывает карту: шериф.'],
  [
    'announcement.accusation',
    { accuser: 'Светлана (3)', accused: 'Борис (2)' },
    'Обвиняет Светлана (3), под обвинением — Борис (2).',
  ],
  [
    'announcement.verdict',
    { seat: 'Борис (2)', guilty: 4, needed: 5 },
    'Борис (2): голосование, «виновен» — 4, нужно 5.',
  ],
  ['dawn.french-deck.victim-chosen', { seat: 'Борис (2)' }, 'Выбор мафии: Борис (2).'],
  ['dawn.french-deck.angel-checked', { target: 'Елена (5)', answer: 'да' }, 'Проверка ангела: Елена (5) — мафия? да.'],
  ['dawn.french-deck.player-eliminated', { seat: 'Борис (2)', role: 'шериф' }, 'Открыта карта: Борис (2) — шериф.'],
  ['timeline.french-deck.role-recorded', { seat: 'Борис (2)', role: 'шериф' }, 'Карта записана: Борис (2) — шериф'],
  ['timeline.french-deck.victim-chosen', { seat: 'Борис (2)' }, 'Выбор мафии: Борис (2)'],
  ['timeline.french-deck.angel-checked', { target: 'Елена (5)', answer: 'да' }, 'Проверка ангела: Елена (5) — да'],
  [
    'timeline.french-deck.accusation-made',
    { accuser: 'Светлана (3)', accused: 'Борис (2)' },
    'Обвиняет Светлана (3), под обвинением — Борис (2)',
  ],
  [
    'error.french-deck.defence-first',
    { seat: 'Борис (2)' },
    'Сначала последнее слово в защиту — Борис (2); затем объявите голосование.',
  ],
  [
    'error.french-deck.accuser-penalised',
    { seat: 'Борис (2)' },
    'Борис (2): четыре замечания со вчерашнего дня, сегодня обвинять нельзя.',
  ],
  [
    'error.french-deck.voter-penalised',
    { seat: 'Борис (2)' },
    'Борис (2): четыре замечания со вчерашнего дня, сегодня голосовать нельзя.',
  ],
  [
    'prompt.mensa-hungariqa.support-vote',
    { accuser: 'Светлана (3)', accused: 'Борис (2)', needed: 5, living: 8 },
    'Обвиняет Светлана (3), под обвинением — Борис (2). «Кто поддерживает обвинение? На счёт три поднимите руку». Считайте руки: нужно 5 из 8.',
  ],
  [
    'prompt.mensa-hungariqa.debate',
    { accused: 'Борис (2)' },
    'Обвинение поддержано, под обвинением — Борис (2). Пусть игроки спорят; когда сказать больше нечего, последнее слово — Борис (2).',
  ],
  [
    'prompt.mensa-hungariqa.last-word',
    { accused: 'Борис (2)', needed: 5, living: 8 },
    'Последнее слово — Борис (2): перебивать нельзя. Затем сразу: «Кто за казнь? На счёт три». Считайте руки: нужно 5 из 8.',
  ],
  [
    'prompt.mensa-hungariqa.vogon-sees-yes',
    { seat: 'Борис (2)' },
    'Вогон открывает глаза на имени Борис (2): здесь поднята рука.',
  ],
  [
    'prompt.mensa-hungariqa.vogon-sees-no',
    { seat: 'Борис (2)' },
    'Вогон открывает глаза на имени Борис (2): здесь рук нет.',
  ],
  [
    'prompt.mensa-hungariqa.kill-here',
    { seat: 'Борис (2)' },
    'Убийство на имени Борис (2) состоялось: прекратите чтение. Закончите ночь; сразу наступает день.',
  ],
  [
    'announcement.support-result',
    { accused: 'Борис (2)', yes: 4, needed: 5 },
    'Борис (2): поддержка обвинения — рук 4, нужно 5.',
  ],
  ['announcement.last-word', { seat: 'Борис (2)' }, 'Последнее слово — Борис (2).'],
  [
    'announcement.execution-result',
    { accused: 'Борис (2)', yes: 4, needed: 5 },
    'Борис (2): голосование о казни — рук 4, нужно 5.',
  ],
  ['announcement.pardoned', { seat: 'Борис (2)' }, 'Борис (2): приговор — и ведущий дарует помилование.'],
  [
    'announcement.took-along',
    { seat: 'Борис (2)', by: 'Фёдор (6)' },
    'Борис (2) умирает вместе с камикадзе — Фёдор (6).',
  ],
  ['announcement.died', { seat: 'Борис (2)' }, 'Умирает Борис (2).'],
  ['announcement.grocer-died', { seat: 'Борис (2)' }, 'Борис (2): роль — лавочник с угла.'],
  ['dawn.mensa-hungariqa.reading-ended', { victim: 'Елена (5)' }, 'Руки мафии сошлись на имени: Елена (5).'],
  [
    'dawn.mensa-hungariqa.inspector-checked',
    { target: 'Елена (5)', answer: 'да' },
    'Проверка инспектора: Елена (5) — да.',
  ],
  [
    'dawn.mensa-hungariqa.kamikaze-named',
    { kamikaze: 'Фёдор (6)', victim: 'Елена (5)' },
    'Камикадзе Фёдор (6) забирает с собой жертву: Елена (5).',
  ],
  ['timeline.mensa-hungariqa.role-recorded', { seat: 'Борис (2)', role: 'шериф' }, 'Карта записана: Борис (2) — шериф'],
  [
    'timeline.mensa-hungariqa.second-role-recorded',
    { seat: 'Борис (2)', second: 'вогон' },
    'Борис (2): вторая роль — вогон',
  ],
  ['timeline.mensa-hungariqa.second-role-recorded-none', { seat: 'Борис (2)' }, 'Борис (2): второй роли нет'],
  [
    'timeline.mensa-hungariqa.accused',
    { accuser: 'Светлана (3)', accused: 'Борис (2)' },
    'Обвиняет Светлана (3), под обвинением — Борис (2)',
  ],
  [
    'timeline.mensa-hungariqa.kamikaze-named',
    { kamikaze: 'Фёдор (6)', victim: 'Елена (5)' },
    'Камикадзе Фёдор (6) называет жертву: Елена (5)',
  ],
  [
    'timeline.mensa-hungariqa.inspector-checked',
    { target: 'Елена (5)', answer: 'да' },
    'Проверка инспектора: Елена (5) — да',
  ],
  [
    'timeline.mensa-hungariqa.hand-raised',
    { voter: 'Светлана (3)', target: 'Елена (5)' },
    'Светлана (3) поднимает руку, имя — Елена (5)',
  ],
  ['timeline.mensa-hungariqa.vogon-looked', { seat: 'Борис (2)' }, 'Вогон открыл глаза, имя — Борис (2)'],
  [
    'projector.out.mensa-hungariqa.kamikaze',
    { by: 'Фёдор (6)', time: 'ночь 2' },
    'жертва камикадзе (Фёдор (6)), ночь 2',
  ],
  [
    'error.mensa-hungariqa.accuser-penalised',
    { seat: 'Борис (2)' },
    'Борис (2): четыре замечания со вчерашнего дня, сегодня обвинять нельзя.',
  ],
  [
    'error.mensa-hungariqa.voter-penalised',
    { seat: 'Борис (2)' },
    'Борис (2): четыре замечания со вчерашнего дня, сегодня голосовать нельзя.',
  ],
];

describe('Russian texts name a player in the nominative', () => {
  it('reads the tryout’s sentences without a name in an oblique case', () => {
    const tr = russian();
    const label = seatLabeller(tr, PLAYERS);
    const prompt = (key: string, params: Prompt['params']) => promptText(tr, { key, params } as Prompt, label);
    expect(prompt('prompt.vote.accusation', { accuser: 3, accused: 2, entitled: 9, needed: 5 })).toBe(
      'Обвиняет Светлана (3), под обвинением — Борис (2). Считайте руки: голосуют 9 (кроме обвиняемого); нужно: 5.',
    );
    expect(prompt('prompt.night.read-note', { seat: 6 })).toBe(
      'Автор записки — Фёдор (6): прочтите её и запишите имя из неё.',
    );
    const vote = { kind: 'vote-result', subject: 'accusation', seat: 5, yes: 4, passed: false };
    expect(announcementText(tr, 'davidoff-1987', vote as unknown as Announcement, label)).toBe(
      'Под обвинением Елена (5): «за» — 4, не принято.',
    );
    const crash = { kind: 'car-crash', seats: [4, 7] };
    expect(announcementText(tr, 'city-mafia', crash as unknown as Announcement, label)).toBe(
      'Автокатастрофа — поровну голосов: Дмитрий (4), Андрей Соколов (7).',
    );
    const timeline = (rulesetId: string, event: { type: string } & Record<string, unknown>) =>
      eventMessage(tr, 'timeline', rulesetId, event, label);
    expect(timeline('davidoff-1987', { type: 'accusation-made', accuser: 3, accused: 2 })).toBe(
      'Обвиняет Светлана (3), под обвинением — Борис (2)',
    );
    expect(timeline('davidoff-1987', { type: 'night-note-recorded', seat: 6, target: 2 })).toBe(
      'Фёдор (6) пишет в записке: Борис (2)',
    );
    expect(timeline('city-mafia', { type: 'nominated', by: 4, nominee: 7 })).toBe(
      'Дмитрий (4) выставляет кандидатуру: Андрей Соколов (7)',
    );
    expect(tr.t('print.own.city-mafia.entry.nomination', { by: label(4), seat: label(7) })).toBe(
      'Дмитрий (4) выставляет кандидатуру: Андрей Соколов (7)',
    );
  });

  it('reads every reworded message with the name as written', () => {
    const tr = russian();
    for (const [key, params, sentence] of REWORDED) expect(tr.t(key, params), key).toBe(sentence);
  });
});
