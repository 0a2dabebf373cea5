import * as v from 'valibot';
import type {
  GameProtocol,
  PaperProtocol,
  PrintableSeating,
  PrintableStandings,
  RoleCardSheet,
} from '../print/index.ts';
import { CityMafiaCreateSchema } from '../engine/rulesets/city-mafia/schemas.ts';
import { Davidoff1987CreateSchema } from '../engine/rulesets/davidoff-1987/schemas.ts';
import { FrenchDeckCreateSchema } from '../engine/rulesets/french-deck/schemas.ts';
import { MensaHungariqaCreateSchema } from '../engine/rulesets/mensa-hungariqa/schemas.ts';
import { IdSchema } from './schemas.ts';
import { ProjectorLocaleSchema } from './timer.ts';

// The print requests: the data of a printed document, and (in Electron) its PDF.

/** The table size of a role-card sheet: the most any ruleset seats. */
const CardTableSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16)));

/** `print.role-cards`: a ruleset, its options exactly as a new game takes them (defaults for the rest), and the table size. */
export const RoleCardsRequestSchema = v.variant('rulesetId', [
  v.strictObject({
    rulesetId: Davidoff1987CreateSchema.entries.rulesetId,
    options: Davidoff1987CreateSchema.entries.options,
    players: CardTableSchema,
  }),
  v.strictObject({
    rulesetId: FrenchDeckCreateSchema.entries.rulesetId,
    options: FrenchDeckCreateSchema.entries.options,
    players: CardTableSchema,
  }),
  v.strictObject({
    rulesetId: MensaHungariqaCreateSchema.entries.rulesetId,
    options: MensaHungariqaCreateSchema.entries.options,
    players: CardTableSchema,
  }),
  v.strictObject({
    rulesetId: CityMafiaCreateSchema.entries.rulesetId,
    options: CityMafiaCreateSchema.entries.options,
    players: CardTableSchema,
  }),
]);

const ShortText = (max: number) => v.pipe(v.string(), v.maxLength(max));
const FiniteNumber = v.pipe(v.number(), v.finite());
/** The head of every printable page: its title and the line under it. */
const PageHead = { title: ShortText(200), subtitle: v.nullable(ShortText(300)) };

/** Standings as given for printing (the tournament logic computed them); bounded so a page stays printable. */
export const PrintableStandingsSchema = v.strictObject({
  ...PageHead,
  columns: v.pipe(
    v.array(
      v.strictObject({
        key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1–40 letters, digits, _ or -')),
        label: ShortText(60),
      }),
    ),
    v.maxLength(12),
  ),
  rows: v.pipe(
    v.array(
      v.strictObject({
        rank: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
        name: ShortText(80),
        total: FiniteNumber,
        values: v.record(v.string(), v.nullable(v.union([FiniteNumber, ShortText(200)]))),
      }),
    ),
    v.maxLength(2000),
  ),
});

const SeatNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16));
const TableNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200));

/** A seating as given for printing (issue 16: the round draw and the players' slips); bounded like the tournament. */
export const PrintableSeatingSchema = v.strictObject({
  ...PageHead,
  rounds: v.pipe(
    v.array(
      v.strictObject({
        round: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
        tables: v.pipe(
          v.array(
            v.strictObject({
              table: TableNumber,
              judge: v.nullable(ShortText(400)),
              players: v.pipe(v.array(v.strictObject({ seat: SeatNumber, name: ShortText(400) })), v.maxLength(16)),
            }),
          ),
          v.maxLength(200),
        ),
      }),
    ),
    v.maxLength(100),
  ),
  players: v.pipe(
    v.array(
      v.strictObject({
        name: ShortText(400),
        places: v.pipe(v.array(v.nullable(v.strictObject({ table: TableNumber, seat: SeatNumber }))), v.maxLength(100)),
      }),
    ),
    v.maxLength(1600),
  ),
});

/** `print.paper-protocol`: the FIIM-style paper protocol of a finished City game, or blank (`gameId` null) for a table size. */
export const PaperProtocolSchema = v.strictObject({
  gameId: v.nullable(IdSchema),
  players: v.optional(v.pipe(v.number(), v.integer(), v.minValue(6), v.maxValue(16))),
});

/** The language a PDF is drawn in: the console's (English when absent). */
const PrintLocaleSchema = v.optional(ProjectorLocaleSchema.entries.locale);

/** `print.pdf`: which document to print as PDF, and in which language. */
export const PrintPdfSchema = v.variant('document', [
  v.strictObject({ document: v.literal('protocol'), gameId: IdSchema, locale: PrintLocaleSchema }),
  v.strictObject({ document: v.literal('role-cards'), cards: RoleCardsRequestSchema, locale: PrintLocaleSchema }),
  v.strictObject({ document: v.literal('standings'), standings: PrintableStandingsSchema, locale: PrintLocaleSchema }),
  v.strictObject({ document: v.literal('seating'), seating: PrintableSeatingSchema, locale: PrintLocaleSchema }),
  v.strictObject({
    document: v.literal('paper-protocol'),
    gameId: PaperProtocolSchema.entries.gameId,
    players: PaperProtocolSchema.entries.players,
    locale: PrintLocaleSchema,
  }),
]);

/** `print.reveal`: a printed PDF (a path `print.pdf` answered) to show in the file manager or open (desktop app only). */
export const PrintRevealSchema = v.strictObject({
  file: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  action: v.picklist(['show', 'open']),
});

/** The inferred types of the print payloads. */
export type RoleCardsPayload = v.InferOutput<typeof RoleCardsRequestSchema>;
export type PaperProtocolPayload = v.InferOutput<typeof PaperProtocolSchema>;
export type PrintPdfPayload = v.InferOutput<typeof PrintPdfSchema>;
export type PrintRevealPayload = v.InferOutput<typeof PrintRevealSchema>;

/** A document with its data, as the print page renders it. */
export type PrintDocument =
  | { document: 'protocol'; protocol: GameProtocol }
  | { document: 'role-cards'; sheet: RoleCardSheet }
  | { document: 'standings'; standings: PrintableStandings }
  | { document: 'seating'; seating: PrintableSeating }
  | { document: 'paper-protocol'; sheet: PaperProtocol };

/** A PDF written by `print.pdf`: where it is (in the data folder) and its size. */
export interface PrintedPdf {
  file: string;
  bytes: number;
}

/** IPC channels of the hidden print window (Electron only; an import-free list, for the preload's sake). */
export { PRINT_IPC } from './ipc-channels.ts';

/** What the print window's preload exposes: its document, and a way to say it is drawn. Nothing else. */
export interface PrintBridgeApi {
  document(): Promise<PrintDocument | null>;
  ready(): void;
}
