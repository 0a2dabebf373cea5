// `node scripts/bench-console.ts --trace <file>`: where the console page's main thread spends its time, by
// kind of work (Vue's script, style recalculation, layout, paint, Playwright's queries…), which a CPU profile
// lumps together as "(program)". Reads a Chrome trace (Playwright's browser.startTracing) and sums each trace
// event's self time on the page's main thread.
import { readFileSync } from 'node:fs';

/** One event of a Chrome trace, as far as the summary reads it. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { frames?: { processId?: number; url?: string }[] } };
}

/** The categories the bench traces with: the DevTools timeline's, and V8's script execution. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'];

/** Self time (ms) by event name on the main thread of the renderer that shows `urlPart`, heaviest first. */
export function mainThreadSelfTimes(file: string, urlPart: string): [name: string, ms: number][] {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const pid = traceEvents
    .flatMap((e) => e.args?.data?.frames ?? [])
    .find((f) => f.url?.includes(urlPart) && f.processId !== undefined)?.processId;
  const tid = traceEvents.find(
    (e) => e.pid === pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  )?.tid;
  // Complete events only (ph X), nested by time: a parent's self time is its span less its children's.
  const spans = traceEvents
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const open: TraceEvent[] = [];
  for (const span of spans) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= span.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - span.dur!);
    self.set(span.name, (self.get(span.name) ?? 0) + span.dur!);
    open.push(span);
  }
  return [...self].map(([name, us]) => [name, us / 1000] as [string, number]).sort((a, b) => b[1] - a[1]);
}
