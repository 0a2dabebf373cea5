import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  PaperProtocolPayload,
  PrintDocument,
  PrintedPdf,
  PrintPdfPayload,
  PrintRevealPayload,
  RoleCardsPayload,
  StationResult,
} from '../../shared/contract/index.ts';
import type { LogEntry } from '../../shared/engine/index.ts';
import { refusalParams } from '../../shared/exchange/index.ts';
import {
  blankPaperProtocol,
  paperProtocolOf,
  type PaperProtocol,
  type PaperRecord,
  buildProtocol,
  roleCardSheet,
  type GameProtocol,
  type ProtocolRecord,
  type RoleCardSheet,
} from '../../shared/print/index.ts';

/**
 * Draws a document as PDF: in Electron, the print page in a hidden window and printToPDF
 * (electron/main/print-pdf.ts). The station itself stays free of Electron.
 */
export type PdfPrinter = (document: PrintDocument, locale?: string) => Promise<Uint8Array>;

/**
 * Shows a printed PDF in the file manager or opens it: in Electron, through its shell, for files inside
 * prints/ only (electron/main/print-files.ts). Absent in browser mode, where `print.reveal` is unavailable.
 */
export type PrintFileOpener = (payload: PrintRevealPayload) => Promise<StationResult<{ file: string }>>;

/** What the print requests need: the archive's logs, the printer (absent in browser mode), where PDFs go. */
export interface StationPrintOptions {
  readLog(gameId: string): LogEntry[];
  /** What the archive keeps beside a game's log: its date, notes, a tournament's points. */
  recordOf(gameId: string): ProtocolRecord;
  /** What a finished game's paper protocol adds to its log (times, tournament, points, best move); null: unfinished. */
  paperRecordOf?(gameId: string): PaperRecord | null;
  printer: PdfPrinter | null;
  /** The folder PDFs are written to (created when needed); null: no PDFs. */
  printsDir: string | null;
  clock: () => Date;
}

/** The station's print requests: a protocol, a role-card sheet, a PDF of either or of standings. */
export interface StationPrint {
  protocol(gameId: string): StationResult<GameProtocol>;
  roleCards(payload: RoleCardsPayload): StationResult<RoleCardSheet>;
  paperProtocol(payload: PaperProtocolPayload): StationResult<PaperProtocol>;
  pdf(payload: PrintPdfPayload): Promise<StationResult<PrintedPdf>>;
}

/** The print part of the station. */
export function createStationPrint(options: StationPrintOptions): StationPrint {
  function protocol(gameId: string): StationResult<GameProtocol> {
    const log = options.readLog(gameId);
    if (log.length === 0) return { ok: false, error: { kind: 'not-found', what: 'game' } };
    return { ok: true, value: buildProtocol(gameId, log, options.recordOf(gameId)) };
  }

  function roleCards(payload: RoleCardsPayload): StationResult<RoleCardSheet> {
    const sheet = roleCardSheet({ rulesetId: payload.rulesetId, options: payload.options, players: payload.players });
    return sheet.ok
      ? sheet
      : { ok: false, error: { kind: 'rule', code: sheet.error.code, params: sheet.error.params } };
  }

  /** The FIIM-style paper protocol: blank for a table size, or filled from a finished City game. */
  function paperProtocol(payload: PaperProtocolPayload): StationResult<PaperProtocol> {
    if (payload.gameId === null) return { ok: true, value: blankPaperProtocol(payload.players ?? 10) };
    const log = options.readLog(payload.gameId);
    if (log.length === 0) return { ok: false, error: { kind: 'not-found', what: 'game' } };
    const record = options.paperRecordOf?.(payload.gameId) ?? null;
    if (!record) return { ok: false, error: { kind: 'rule', code: 'print.paper-not-finished', params: {} } };
    const sheet = paperProtocolOf(payload.gameId, log, record);
    return sheet.ok
      ? sheet
      : {
          ok: false,
          error: { kind: 'rule', code: `print.paper-${sheet.refusal.reason}`, params: refusalParams(sheet.refusal) },
        };
  }

  function documentOf(payload: PrintPdfPayload): StationResult<{ document: PrintDocument; name: string }> {
    switch (payload.document) {
      case 'protocol': {
        const built = protocol(payload.gameId);
        return built.ok
          ? {
              ok: true,
              value: { document: { document: 'protocol', protocol: built.value }, name: `protocol-${payload.gameId}` },
            }
          : built;
      }
      case 'role-cards': {
        const sheet = roleCards(payload.cards);
        return sheet.ok
          ? {
              ok: true,
              value: {
                document: { document: 'role-cards', sheet: sheet.value },
                name: `role-cards-${payload.cards.rulesetId}`,
              },
            }
          : sheet;
      }
      case 'paper-protocol': {
        const sheet = paperProtocol(payload);
        return sheet.ok
          ? {
              ok: true,
              value: {
                document: { document: 'paper-protocol', sheet: sheet.value },
                name: `paper-protocol-${payload.gameId ?? 'blank'}`,
              },
            }
          : sheet;
      }
      case 'standings':
        return {
          ok: true,
          value: { document: { document: 'standings', standings: payload.standings }, name: 'standings' },
        };
      case 'seating':
        return {
          ok: true,
          value: { document: { document: 'seating', seating: payload.seating }, name: 'seating' },
        };
    }
  }

  async function pdf(payload: PrintPdfPayload): Promise<StationResult<PrintedPdf>> {
    if (!options.printer || !options.printsDir) {
      return {
        ok: false,
        error: {
          kind: 'unavailable',
          message: 'PDF files are made by the desktop app; in the browser, use the print page’s Print button.',
        },
      };
    }
    const built = documentOf(payload);
    if (!built.ok) return built;
    const bytes = await options.printer(built.value.document, payload.locale ?? 'en');
    await mkdir(options.printsDir, { recursive: true });
    // The time in the name keeps every print: a protocol printed again after a correction does not overwrite the first.
    const stamp = options.clock().toISOString().replace(/[:.]/g, '-');
    const file = await writeNew(options.printsDir, `${built.value.name}-${stamp}`, bytes);
    return { ok: true, value: { file, bytes: bytes.byteLength } };
  }

  return { protocol, roleCards, paperProtocol, pdf };
}

/** Writes a new file `<base>.pdf` (or `<base>-2.pdf`, … when taken): never overwrites an earlier print. */
async function writeNew(dir: string, base: string, bytes: Uint8Array): Promise<string> {
  for (let n = 1; ; n++) {
    const file = join(dir, n === 1 ? `${base}.pdf` : `${base}-${n}.pdf`);
    try {
      await writeFile(file, bytes, { flag: 'wx' });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw error;
    }
  }
}
