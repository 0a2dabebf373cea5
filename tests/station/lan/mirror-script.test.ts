import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Davidoff1987PublicView as PublicView } from '../../../shared/engine/index.ts';
import { MIRROR_SCRIPT } from '../../../electron/station/lan/mirror-script.ts';
import { dayView, HOSTILE_NAME } from './lan-helpers.ts';

/** Just enough of a DOM for the mirror script: elements by id, text, children and the hidden flag. */
interface FakeNode {
  textContent: string;
  hidden: boolean;
  children: FakeNode[];
  readonly firstChild: FakeNode | null;
  appendChild(node: FakeNode): void;
  removeChild(node: FakeNode): void;
}

function fakeNode(): FakeNode {
  const node: FakeNode = {
    textContent: '',
    hidden: false,
    children: [],
    get firstChild() {
      return node.children[0] ?? null;
    },
    appendChild: (child) => void node.children.push(child),
    removeChild: (child) => void node.children.splice(node.children.indexOf(child), 1),
  };
  return node;
}

function runMirror() {
  const nodes = new Map<string, FakeNode>();
  const sources: { url: string; onmessage?: (e: { data: string }) => void; onerror?: () => void }[] = [];
  const context = {
    document: {
      getElementById: (id: string) => nodes.get(id) ?? nodes.set(id, fakeNode()).get(id)!,
      createElement: () => fakeNode(),
      // The script must never write markup: any use of these fails the test.
      write: () => { throw new Error('document.write'); },
    },
    location: { search: '?key=k' },
    EventSource: function (this: (typeof sources)[number], url: string) {
      this.url = url;
      sources.push(this);
    },
  };
  runInNewContext(MIRROR_SCRIPT, context);
  const send = (view: PublicView | null): void => sources[0]!.onmessage!({ data: JSON.stringify(view) });
  const texts = (id: string): string[] => nodes.get(id)!.children.map((c) => c.textContent);
  return { nodes, sources, send, texts };
}

describe('mirror.js', () => {
  it('follows the stream of its own page key and draws the public view as text', () => {
    const { nodes, sources, send, texts } = runMirror();
    expect(sources.map((s) => s.url)).toEqual(['/projector/events?key=k']);
    send(dayView());
    expect(nodes.get('phase')!.textContent).toBe('Day 1');
    expect(texts('living')).toEqual([`${HOSTILE_NAME} (1)`, 'Ann (2)', '<b>Bo</b> (3)']);
    expect(texts('out')).toEqual(['Dee (4) — killed in night 1']);
    expect(texts('news')).toEqual(['Day 1 begins.']);
    expect(nodes.get('vote')!.hidden).toBe(true);
  });

  it('shows the vote under way, then the result at the end, and clears when the game closes', () => {
    const { nodes, send, texts } = runMirror();
    const voting: PublicView = {
      ...dayView(),
      vote: { kind: 'accusation', accuser: 2, accused: 3, proposer: null, entitled: 3, needed: 2 },
      announcements: [{ kind: 'day-began', round: 1 }, { kind: 'accusation', accuser: 2, accused: 3 }],
    };
    send(voting);
    expect(nodes.get('vote')!.textContent).toBe('Ann (2) accuses <b>Bo</b> (3) · 2 of 3 hands needed');
    expect(nodes.get('vote')!.hidden).toBe(false);
    expect(texts('news')).toEqual(['Ann (2) accuses <b>Bo</b> (3).', 'Day 1 begins.']);
    const ended: PublicView = {
      ...dayView(),
      phase: 'ended',
      players: dayView().players.map((p) => ({ ...p, role: p.seat % 2 ? 'mafia' : 'honest' })),
      announcements: [{ kind: 'game-over', winner: 'mafia' }],
      result: { winner: 'mafia', scores: [3, 0, 3, 0] },
    };
    send(ended);
    expect(nodes.get('phase')!.textContent).toBe('Game over');
    expect(nodes.get('result-title')!.textContent).toBe('Result: the mafia win');
    expect(texts('result')[1]).toBe('Ann (2) — Honest · 0 pts');
    expect(texts('news')).toEqual(['Game over: the mafia win.']);
    send(null);
    expect(nodes.get('phase')!.textContent).toBe('Waiting for the moderator to open a game.');
    expect(texts('living')).toEqual([]);
    expect(nodes.get('result')!.hidden).toBe(true);
  });
});
