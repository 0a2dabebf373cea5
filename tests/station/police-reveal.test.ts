import { afterEach, describe, expect, it } from 'vitest';
import type { Station } from '../../electron/station/index.ts';
import type { PublicView } from '../../shared/engine/index.ts';
import { freshStation, ok, sendCommand } from './helpers.ts';
import { expectOnlyTheWatchScript } from './lan/lan-helpers.ts';

// Issue 15, RULES.md §5: with the station's deal a Copag player reveals himself as police from his own phone
// card, never from the operator's screen (the operator is a player); once revealed it is public to the end.

const FIVE = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Eva'];

let station: Station | null = null;
afterEach(() => {
  station?.close();
  station = null;
});

/** A five-player Copag game dealt by the station, in play, with the phones' server running on 127.0.0.1. */
async function dealtGame(dealing: 'station' | 'physical' = 'station') {
  const made = freshStation();
  const s = (station = made.station);
  const { gameId } = ok(
    s.request('game.create', { rulesetId: 'copag-mafia', players: FIVE, options: { characters: 'drawn', dealing } }),
  );
  let version = 1;
  const send = (command: object) => sendCommand(s, gameId, version, command);
  const step = (command: object): void => {
    version = ok(send(command)).version;
  };
  step({ type: 'assign-characters' });
  step(dealing === 'station' ? { type: 'deal' } : { type: 'cards-dealt' });
  ok(await s.request('lan.start', { host: '127.0.0.1' }));
  return {
    s,
    gameId,
    send,
    version: () => version,
    follow: () => (version = made.archive.getGame(gameId)!.version),
  };
}

/** The seats of each objective, read from the players' own cards (as the test's omniscient eye). */
function objectives(s: Station, gameId: string): { police: number[]; mafiosi: number[] } {
  const roles = FIVE.map((_, i) => ok(s.request('game.player-card', { gameId, seat: i + 1 })).role);
  const seats = (role: string) => roles.flatMap((r, i) => (r === role ? [i + 1] : []));
  return { police: seats('police'), mafiosi: seats('mafioso') };
}

/** Opens a seat's card on a "phone" and returns its page, and the reveal form's path if it has one. */
async function openCard(s: Station, seat: number): Promise<{ body: string; csp: string; action: string | null }> {
  const { url } = ok(await s.request('lan.reveal', { seat }));
  const res = await fetch(url);
  const body = await res.text();
  const action = /<form method="post" action="(\/reveal\/[A-Za-z0-9_-]{43})">/.exec(body)?.[1] ?? null;
  return { body, csp: res.headers.get('content-security-policy') ?? '', action };
}

async function post(s: Station, path: string): Promise<{ status: number; body: string }> {
  const { port } = ok(s.request('lan.status', {}));
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST' });
  return { status: res.status, body: await res.text() };
}

function revealedSeats(s: Station): number[] {
  const view: PublicView | null = s.currentPublicView();
  const players = (view as { players: { seat: number; role: string | null }[] } | null)?.players ?? [];
  return players.filter((p) => p.role === 'police').map((p) => p.seat);
}

describe('station: the Copag police reveal from the player’s own phone', () => {
  it('refuses the operator’s console with the same words for a police officer and a mafioso', async () => {
    const { s, gameId, send } = await dealtGame();
    const { police, mafiosi } = objectives(s, gameId);
    const refusals = [police[0]!, mafiosi[0]!].map((seat) => send({ type: 'reveal-police', seat }));
    const expected = { ok: false, error: { kind: 'rule', code: 'copag-mafia.reveal-on-phone', params: {} } };
    expect(refusals).toEqual([expected, expected]);
    // A correction is the operator's too.
    const corrected = s.request('game.correct', {
      gameId,
      step: 2,
      command: { type: 'reveal-police', seat: police[0] },
    });
    expect(corrected).toEqual(expected);
    expect(revealedSeats(s)).toEqual([]);
    // The console's prompt says the police may reveal themselves, and offers it no command to do so.
    const prompt = s.currentModeratorView()!.prompts.find((p) => p.key === 'prompt.copag-mafia.police-may-reveal');
    expect(prompt).toMatchObject({ params: { left: 2 }, commands: [] });
  });

  it('the police officer’s card carries the button; posting it records the reveal, public to the end', async () => {
    const { s, gameId, follow } = await dealtGame();
    const { police } = objectives(s, gameId);
    const card = await openCard(s, police[0]!);
    expect(card.action).not.toBeNull();
    expect(card.body).toContain('Reveal myself as police');
    expect(card.body).toContain('You play with the police.');
    expectOnlyTheWatchScript({ status: 200, headers: { 'content-security-policy': card.csp }, body: card.body });
    expect(card.csp).toContain("form-action 'self'");
    const done = await post(s, card.action!);
    expect(done.status).toBe(200);
    expect(done.body).toContain('Revealed as police');
    expect(revealedSeats(s)).toEqual([police[0]]);
    const version = follow();
    // Replayed after the reveal: refused like any spent code, and nothing more is recorded.
    const replay = await post(s, card.action!);
    expect(replay.status).toBe(404);
    expect(replay.body).toContain('This code is not valid any more.');
    expect(follow()).toBe(version);
    // The other officer's button still works after the first reveal (a reveal is no new deal).
    const other = await openCard(s, police[1]!);
    expect((await post(s, other.action!)).status).toBe(200);
    expect(revealedSeats(s)).toEqual([...police].sort((a, b) => a - b));
  });

  it('a reveal is no new deal: the codes handed out before it still open their cards and buttons', async () => {
    const { s, gameId } = await dealtGame();
    const { police } = objectives(s, gameId);
    // Both officers hold their cards before either reveals himself (the ruleset deals once: its phone cards'
    // dealtOnce, read by the station's phones server; the operator's view showing a revealed role is no new deal).
    const [first, second] = [await openCard(s, police[0]!), await openCard(s, police[1]!)];
    expect((await post(s, first.action!)).status).toBe(200);
    expect((await post(s, second.action!)).status).toBe(200);
    expect(revealedSeats(s)).toEqual([...police].sort((a, b) => a - b));
  });

  it('a mafioso’s card has no button, and a stolen officer’s button cannot reveal anyone else', async () => {
    const { s, gameId } = await dealtGame();
    const { mafiosi } = objectives(s, gameId);
    for (const seat of mafiosi) {
      const card = await openCard(s, seat);
      expect(card.action).toBeNull();
      expect(card.body).not.toContain('Reveal myself as police');
      expect(card.csp).toContain("form-action 'none'");
    }
    expect((await post(s, `/reveal/${'A'.repeat(43)}`)).status).toBe(404);
    expect(revealedSeats(s)).toEqual([]);
  });

  it('a police button left open after the game ends is refused', async () => {
    const { s, gameId } = await dealtGame();
    const { police } = objectives(s, gameId);
    const card = await openCard(s, police[0]!);
    ok(s.request('game.close', {}));
    expect((await post(s, card.action!)).status).toBe(404);
    ok(s.request('game.open', { gameId }));
    expect(revealedSeats(s)).toEqual([]);
  });

  it('with real objective cards the operator records the reveal, as the rulebook has it', async () => {
    const { s, send } = await dealtGame('physical');
    const prompt = s.currentModeratorView()!.prompts.find((p) => p.key === 'prompt.copag-mafia.police-may-reveal');
    expect(prompt?.commands).toEqual(['reveal-police']);
    expect(send({ type: 'reveal-police', seat: 2 })).toMatchObject({ ok: true });
    expect(revealedSeats(s)).toEqual([2]);
  });
});
