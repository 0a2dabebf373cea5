import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openArchive } from '../../electron/station/archive/open-archive.ts';
import { ARCHIVE_FILE, createStation, type PdfPrinter, type Station } from '../../electron/station/index.ts';
import type { PrintDocument } from '../../shared/contract/index.ts';
import { gameFromLog } from '../../shared/engine/index.ts';
import { randomGameCommand, seededPick } from '../../shared/engine/simulate/random-game.ts';
import {
  commandSender,
  fixedRandom,
  freshStation,
  ok,
  SEVEN,
  springCupGame,
  standingsTotalsByName,
  TWELVE,
} from './helpers.ts';

/** A short davidoff-1987 game on the station: the deal, the sunrise, one execution. */
function playedGame(station: Station): string {
  const { gameId } = ok(station.request('game.create', { rulesetId: 'davidoff-1987', players: SEVEN }));
  const send = commandSender(station, gameId);
  send({ type: 'deal' });
  send({ type: 'end-sunrise' });
  send({ type: 'accuse', accuser: 1, accused: 2 });
  send({ type: 'resolve-vote', yes: 6, no: 0 });
  return gameId;
}

describe('station: print requests', () => {
  it('print.protocol: the protocol of an archived game', () => {
    const { station } = freshStation();
    const gameId = playedGame(station);
    const protocol = ok(station.request('print.protocol', { gameId }));
    expect(protocol.gameId).toBe(gameId);
    expect(protocol.seats.map((s) => s.name)).toEqual(SEVEN);
    expect(protocol.periods.flatMap((p) => p.entries)).toContainEqual({
      kind: 'death',
      seat: 2,
      cause: 'executed',
      by: null,
      role: null,
    });
    station.close();
  });

  it("print.protocol counts the moderator's steps as the archive page and the replay slider do, undo included", () => {
    const { station } = freshStation();
    const gameId = playedGame(station);
    let version = ok(station.request('game.summary', { gameId })).version;
    for (const type of ['undo', 'undo', 'redo']) {
      version = ok(
        station.request('game.command', {
          gameId,
          commandId: `u${version}`,
          expectedVersion: version,
          command: { type },
        }),
      ).version;
    }
    const summary = ok(station.request('game.summary', { gameId }));
    const replay = ok(station.request('game.replay', { gameId, step: 0 }));
    const protocol = ok(station.request('print.protocol', { gameId }));
    // Seven steps: four commands, two undos and a redo (step 0, the creation, is not one); the slider's last step.
    expect(protocol.steps).toBe(7);
    expect(protocol.steps).toBe(summary.version - 1);
    expect(protocol.steps).toBe(replay.steps - 1);
    // The one step still undone is not in the protocol's lines, and is counted.
    expect(protocol.undone).toBe(1);
    station.close();
  });

  it("print.protocol carries the game's date (its creation) and the moderator's notes", () => {
    const { station } = freshStation();
    const gameId = playedGame(station);
    ok(station.request('game.set-notes', { gameId, notes: 'Table 2 — Boris arrived late.\nReplayed vote on day 1.' }));
    const summary = ok(station.request('game.summary', { gameId }));
    const protocol = ok(station.request('print.protocol', { gameId }));
    expect(protocol.createdAt).toBe(summary.createdAt);
    expect(protocol.notes).toBe('Table 2 — Boris arrived late.\nReplayed vote on day 1.');
    station.close();
  });

  it("print.protocol of a tournament game gives the tournament's points (as its standings count them) and says so", () => {
    const { station } = freshStation();
    const { tournamentId, gameId } = springCupGame(station);
    const send = commandSender(station, gameId);
    send({ type: 'deal' });
    send({ type: 'end-sunrise' });
    // The fixed deal makes seats 5 and 6 the mafia: two executions end the game for the honest side.
    for (const accused of [5, 6]) {
      send({ type: 'accuse', accuser: 1, accused });
      send({ type: 'resolve-vote', yes: 4 });
    }
    const protocol = ok(station.request('print.protocol', { gameId }));
    expect(protocol.result?.winner).toBe('honest');
    expect(protocol.scoring).toEqual({ kind: 'tournament', tournamentId, name: 'Spring Cup' });
    const totals = standingsTotalsByName(station, tournamentId, gameId);
    expect(protocol.seats.map((s) => s.points)).toEqual(protocol.seats.map((s) => totals.get(s.name)));
    // The 1987 rules' own score (5 per honest winner here) is not what the tournament counts.
    expect(protocol.seats.map((s) => s.points)).not.toEqual(protocol.result?.scores);
    station.close();
  });

  it('print.protocol of a game not over: no points, so no scoring named', () => {
    const { station } = freshStation();
    const gameId = playedGame(station);
    expect(ok(station.request('print.protocol', { gameId })).scoring).toBeNull();
    station.close();
  });

  it('print.protocol: an unknown game is not found, a malformed id is refused', () => {
    const { station } = freshStation();
    expect(station.request('print.protocol', { gameId: 'nope' })).toEqual({
      ok: false,
      error: { kind: 'not-found', what: 'game' },
    });
    expect(station.request('print.protocol', { gameId: '../etc' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    station.close();
  });

  it('print.role-cards: the cards of a setup; options checked as for a new game', () => {
    const { station } = freshStation();
    const sheet = ok(station.request('print.role-cards', { rulesetId: 'french-deck', players: 8 }));
    expect(sheet.playingCards).toHaveLength(8);
    expect(station.request('print.role-cards', { rulesetId: 'french-deck', options: { angels: 2 } })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    expect(
      station.request('print.role-cards', { rulesetId: 'davidoff-1987', players: 7, options: { mafiaCount: 7 } }),
    ).toMatchObject({ ok: false, error: { kind: 'rule' } });
    expect(station.request('print.role-cards', { rulesetId: 'poker' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    station.close();
  });

  it('print.pdf without a printer (browser mode): unavailable, nothing written', async () => {
    const { station } = freshStation();
    const gameId = playedGame(station);
    const result = await station.request('print.pdf', { document: 'protocol', gameId });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    station.close();
  });

  it('print.pdf: the printer gets the document, the PDF lands in the prints folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mafia-print-'));
    const printed: PrintDocument[] = [];
    const printer: PdfPrinter = async (document) => {
      printed.push(document);
      return new TextEncoder().encode('%PDF-1.7 stand-in');
    };
    const station = createStation({
      archive: openArchive(join(dir, ARCHIVE_FILE)),
      random: fixedRandom(),
      clock: () => new Date('2026-11-22T20:00:00Z'),
      pdfPrinter: printer,
      printsDir: join(dir, 'prints'),
    });
    const gameId = playedGame(station);
    const pdf = ok(await station.request('print.pdf', { document: 'protocol', gameId }));
    expect(pdf.file.startsWith(join(dir, 'prints'))).toBe(true);
    expect(readFileSync(pdf.file, 'utf8')).toBe('%PDF-1.7 stand-in');
    expect(pdf.bytes).toBe(17);
    expect(printed[0]).toMatchObject({ document: 'protocol', protocol: { gameId } });

    const standings = {
      title: 'Cup',
      subtitle: null,
      columns: [],
      rows: [{ rank: 1, name: 'Anna', total: 2, values: {} }],
    };
    ok(await station.request('print.pdf', { document: 'standings', standings }));
    expect(printed[1]).toEqual({ document: 'standings', standings });
    // A refused document reaches no printer and writes nothing.
    expect(await station.request('print.pdf', { document: 'protocol', gameId: 'missing' })).toMatchObject({
      ok: false,
      error: { kind: 'not-found' },
    });
    expect(
      await station.request('print.pdf', {
        document: 'standings',
        standings: { ...standings, rows: [{ rank: 0, name: 'x', total: 1, values: {} }] },
      }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid-payload' },
    });
    expect(printed).toHaveLength(2);
    expect(readdirSync(join(dir, 'prints'))).toHaveLength(2);
    // The same document again at the same instant: a second file, the first kept.
    const again = ok(await station.request('print.pdf', { document: 'protocol', gameId }));
    expect(again.file).not.toBe(pdf.file);
    expect(again.file.endsWith('-2.pdf')).toBe(true);
    expect(readdirSync(join(dir, 'prints'))).toHaveLength(3);
    station.close();
  });

  it('print.pdf: a printer that fails is a refusal, not a throw', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mafia-print-'));
    const station = createStation({
      archive: openArchive(join(dir, ARCHIVE_FILE)),
      random: fixedRandom(),
      pdfPrinter: async () => {
        throw new Error('the print window did not load');
      },
      printsDir: join(dir, 'prints'),
    });
    const result = await station.request('print.pdf', {
      document: 'role-cards',
      cards: { rulesetId: 'city-mafia', players: 10 },
    });
    expect(result).toEqual({ ok: false, error: { kind: 'internal', message: 'the print window did not load' } });
    station.close();
  });

  it('print.paper-protocol: a club City table is refused in the organiser’s words, naming the seat', () => {
    // The station's own suggestion for ten: a doctor, a putana and a maniac, whom the FIIM sheet has no place for.
    // Before, the refusal carried an English sentence ("Game …: seat 3 is doctor; the MafiaRatings format knows …").
    const { station, archive } = freshStation();
    const { gameId } = ok(station.request('game.create', { rulesetId: 'city-mafia', players: TWELVE.slice(0, 10) }));
    const pick = seededPick(7);
    for (let i = 0; i < 3000; i++) {
      const game = gameFromLog(archive.readLog(gameId));
      const command = randomGameCommand(game, pick);
      if (!command) break;
      const sent = command.type === 'deal' ? { type: 'deal' } : command;
      station.request('game.command', { gameId, commandId: `c${i}`, expectedVersion: game.version, command: sent });
    }
    const game = gameFromLog(archive.readLog(gameId));
    const outcome = (game.state as { outcome: { winner: string } | null }).outcome;
    expect(outcome).not.toBeNull();
    const refused = station.request('print.paper-protocol', { gameId });
    if (outcome!.winner === 'red' || outcome!.winner === 'black') {
      const players = (game.state as { players: { seat: number; role: string }[] }).players;
      const seat = players.find((p) => ['doctor', 'putana', 'maniac'].includes(p.role))!.seat;
      expect(refused).toEqual({
        ok: false,
        error: { kind: 'rule', code: 'print.paper-unknown-role', params: { seat } },
      });
    } else
      expect(refused).toEqual({ ok: false, error: { kind: 'rule', code: 'print.paper-neither-side', params: {} } });
    station.close();
  });
});
