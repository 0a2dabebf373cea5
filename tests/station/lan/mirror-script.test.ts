import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { TimerState } from '../../../shared/contract/index.ts';
import type { Davidoff1987PublicView as PublicView } from '../../../shared/engine/index.ts';
import { mirrorFrame, type MirrorFrame } from '../../../electron/station/lan/mirror-frame.ts';
import { MIRROR_SCRIPT } from '../../../electron/station/lan/mirror-script.ts';
import { fakeNode, textOf, type FakeNode } from './fake-dom.ts';
import { dayView, HOSTILE_NAME } from './lan-helpers.ts';

/** Runs mirror.js against a fake DOM, a fake EventSource, and a clock and interval the test moves by hand. */
function runMirror() {
  const nodes = new Map<string, FakeNode>();
  const sources: { url: string; onmessage?: (e: { data: string }) => void; onerror?: () => void }[] = [];
  const intervals = new Map<number, () => void>();
  let nextInterval = 1;
  const clock = { now: 1000 };
  const documentElement = fakeNode('html');
  const document = {
    title: '',
    documentElement,
    getElementById: (id: string) => nodes.get(id) ?? nodes.set(id, fakeNode()).get(id)!,
    createElement: (tag: string) => fakeNode(tag),
    // The script must never write markup: any use of these fails the test.
    write: () => {
      throw new Error('document.write');
    },
  };
  const context = {
    document,
    location: { search: '?key=k' },
    performance: { now: () => clock.now },
    setInterval: (fn: () => void) => (intervals.set(nextInterval, fn), nextInterval++),
    clearInterval: (id: number) => void intervals.delete(id),
    EventSource: function (this: (typeof sources)[number], url: string) {
      this.url = url;
      sources.push(this);
    },
  };
  runInNewContext(MIRROR_SCRIPT, context);
  const send = (frame: MirrorFrame): void => sources[0]!.onmessage!({ data: JSON.stringify(frame) });
  const node = (id: string): FakeNode => document.getElementById(id);
  const texts = (id: string): string[] => node(id).children.map(textOf);
  /** Moves the clock and runs the ticking intervals, as a browser would meanwhile. */
  const advance = (ms: number): void => {
    clock.now += ms;
    for (const tick of intervals.values()) tick();
  };
  return { document, node, sources, send, texts, advance, intervals };
}

const frame = (view: PublicView | null, extra: { held?: boolean; timer?: TimerState | null; locale?: 'en' | 'ru' | 'ja' } = {}): MirrorFrame =>
  mirrorFrame({ view, locale: extra.locale ?? 'en', held: extra.held ?? false, timer: extra.timer ?? null });

const timer = (over: Partial<TimerState> = {}): TimerState => ({ kind: 'speech', seat: 2, totalMs: 60_000, remainingMs: 65_000, running: true, revision: 1, ...over });

describe('mirror.js', () => {
  it('follows the stream of its own page key and draws the frame as text', () => {
    const { node, sources, send, texts } = runMirror();
    expect(sources.map((s) => s.url)).toEqual(['/projector/events?key=k']);
    send(frame(dayView()));
    expect(node('game').hidden).toBe(false);
    expect(node('idle').hidden).toBe(true);
    expect(node('game').getAttribute('data-ruleset')).toBe('davidoff-1987');
    expect(node('phase').textContent).toBe('Day 1');
    expect(texts('living')).toEqual([`1|${HOSTILE_NAME}`, '2|Ann', '3|<b>Bo</b>']);
    expect(texts('out')).toEqual(['4|Dee|killed in night 1']);
    expect(node('out-section').hidden).toBe(false);
    expect(texts('news')).toEqual(['Day 1 begins.']);
    expect(node('panels').children).toEqual([]);
    expect(node('timer').hidden).toBe(true);
  });

  it('shows the vote under way, then the result at the end, and the waiting screen when the game closes', () => {
    const { node, send, texts } = runMirror();
    const voting: PublicView = {
      ...dayView(),
      vote: { kind: 'accusation', accuser: 2, accused: 3, proposer: null, entitled: 3, needed: 2 },
      announcements: [{ kind: 'day-began', round: 1 }, { kind: 'accusation', accuser: 2, accused: 3 }],
    };
    send(frame(voting));
    expect(texts('panels')).toEqual(['Vote|Ann (2) accuses <b>Bo</b> (3)|2 of 3 hands needed']);
    expect(node('panels').children[0]!.className).toBe('panel is-vote');
    expect(node('living').children[2]!.className).toBe('seat is-accused');
    expect(texts('news')).toEqual(['Ann (2) accuses <b>Bo</b> (3).', 'Day 1 begins.']);
    const ended: PublicView = {
      ...dayView(),
      phase: 'ended',
      players: dayView().players.map((p) => ({ ...p, role: p.seat % 2 ? 'mafia' : 'honest' })),
      announcements: [{ kind: 'game-over', winner: 'mafia' }],
      result: { winner: 'mafia', scores: [3, 0, 3, 0] },
    };
    send(frame(ended));
    expect(node('stage').hidden).toBe(true);
    expect(node('out-section').hidden).toBe(true);
    expect(node('result-section').hidden).toBe(false);
    expect(node('winner').textContent).toBe(frame(ended).screen!.result!.winner);
    expect(texts('result')[1]).toBe('2|Ann|Honest|0 pts');
    send(frame(null));
    expect(node('game').hidden).toBe(true);
    expect(node('idle').hidden).toBe(false);
    expect(node('idle-line').textContent).toBe('Waiting for the moderator to open a game.');
  });

  it('counts a running timer down between pushes, and stops with a paused one', () => {
    const { node, send, advance, intervals } = runMirror();
    send(frame(dayView(), { timer: timer() }));
    expect(node('timer').hidden).toBe(false);
    expect(node('timer-kind').textContent).toBe('Speech');
    expect(node('timer-seat').textContent).toBe('Ann (2)');
    expect(node('timer-digits').textContent).toBe('1:05');
    expect(node('timer').getAttribute('data-state')).toBe('running');
    advance(5_000);
    expect(node('timer-digits').textContent).toBe('1:00');
    advance(49_500);
    expect(node('timer-digits').textContent).toBe('0:11');
    advance(1_000);
    expect(node('timer').className).toBe('is-running is-low');
    advance(20_000);
    expect(node('timer-digits').textContent).toBe('0:00');
    expect(node('timer').getAttribute('data-state')).toBe('over');
    expect(node('timer-state').textContent).toBe('Time is up');
    // A push restarts the count from its own remaining time; a paused timer does not tick at all.
    send(frame(dayView(), { timer: timer({ remainingMs: 30_000, running: false, revision: 2 }) }));
    expect(intervals.size).toBe(0);
    expect(node('timer-digits').textContent).toBe('0:30');
    expect(node('timer-state').textContent).toBe('Paused');
    advance(10_000);
    expect(node('timer-digits').textContent).toBe('0:30');
    send(frame(dayView()));
    expect(node('timer').hidden).toBe(true);
  });

  it('puts up the blank hold screen and stops the timer while held, in the projector’s language', () => {
    const { document, node, send, intervals } = runMirror();
    send(frame(dayView(), { timer: timer() }));
    expect(intervals.size).toBe(1);
    send(frame(dayView(), { held: true, timer: timer() }));
    expect(node('hold').hidden).toBe(false);
    expect(node('game').hidden).toBe(true);
    expect(node('idle').hidden).toBe(true);
    expect(intervals.size).toBe(0);
    expect(node('hold-line').textContent).toBe('One moment, please.');
    send(frame(dayView(), { held: true, locale: 'ja' }));
    expect(document.documentElement.lang).toBe('ja');
    expect(node('hold-line').textContent).toBe(frame(null, { locale: 'ja' }).text.hold);
    expect(node('hold-line').textContent).not.toBe('One moment, please.');
    send(frame(dayView(), { locale: 'ru' }));
    expect(node('hold').hidden).toBe(true);
    expect(node('phase').textContent).toBe('День 1');
  });

  it('says when the link is lost, in the last frame’s language, and ignores what is not a frame', () => {
    const { node, sources, send } = runMirror();
    send(frame(dayView(), { locale: 'ru' }));
    sources[0]!.onerror!();
    expect(node('status').hidden).toBe(false);
    expect(node('status').textContent).toBe(frame(null, { locale: 'ru' }).text.offline);
    sources[0]!.onmessage!({ data: 'not json' });
    sources[0]!.onmessage!({ data: 'null' });
    expect(node('status').hidden).toBe(false);
    send(frame(dayView()));
    expect(node('status').hidden).toBe(true);
  });
});
