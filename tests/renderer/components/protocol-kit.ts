/**
 * The printed protocol's tests build a game's protocol by hand (no engine, no archive): a seat row and a whole
 * protocol with the fields a test does not look at filled in once here, and the sheet mounted in a language.
 */
import { mount } from '@vue/test-utils';
import { createStationI18n } from '../../../renderer/common/i18n.ts';
import type { Locale } from '../../../shared/locales/locale-list.ts';
import { MESSAGES } from '../../../shared/locales/messages.ts';
import ProtocolSheet from '../../../renderer/print/components/ProtocolSheet.vue';
import type { GameProtocol, ProtocolSeat } from '../../../shared/print/index.ts';

/** A seat's row: alive to the end, no remarks, no points and no verdict unless `more` says otherwise. */
export function protocolSeat(
  seat: number,
  name: string,
  role: string,
  team: string,
  more: Partial<ProtocolSeat> = {},
): ProtocolSeat {
  return {
    seat,
    name,
    role,
    second: null,
    team,
    alive: true,
    left: null,
    remarks: 0,
    remarksByRound: [],
    removed: false,
    points: null,
    won: null,
    ...more,
  };
}

/** What a test says of its protocol; the rest is a game of 22 November 2026 with no options, notes or undo. */
type ProtocolFields = Pick<GameProtocol, 'gameId' | 'rulesetId' | 'scoring' | 'seats' | 'periods' | 'result' | 'steps'>;

/** A whole protocol: `fields`, and `more` over the quiet defaults (options, date, notes, undone, remarks). */
export function printedProtocol(fields: ProtocolFields, more: Partial<GameProtocol> = {}): GameProtocol {
  return {
    options: {},
    createdAt: '2026-11-22T19:30:00.000Z',
    notes: '',
    undone: 0,
    remarks: false,
    ...fields,
    ...more,
  };
}

/** The print page's protocol sheet of `protocol`, in `locale` (English unless said). */
export function mountProtocolSheet(protocol: GameProtocol, locale: Locale = 'en') {
  return mount(ProtocolSheet, { props: { protocol }, global: { plugins: [createStationI18n(locale, MESSAGES)] } });
}
