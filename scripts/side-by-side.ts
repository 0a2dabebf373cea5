// Commands run side by side for `npm test` (scripts/test.ts): the typecheck, the linters and the build
// are each a single-threaded tool, so on a machine of two cores two run at once. Each one's
// output is printed whole when it ends, in the order given, never interleaved with another's.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * A command to run; `check` names the check it counts for (one check may need several commands). A job
 * with `after` starts only once those jobs have ended (one that reads another's output; `npm test`'s typecheck
 * builds its three projects in one process since issue 14's testtime5, so none of its jobs needs it now).
 */
export interface Job {
  check: string;
  command: string;
  args: string[];
  after?: readonly Job[];
}

/** A duration in milliseconds as `npm test` prints it: "12.3 s". */
export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Runs the commands in `cwd`, `slots` at a time (every core by default), writing each one's output with
 * a `=== check: command` heading and a `--- check: 12.3 s` footer to `write` in the order given; returns, per check, whether every one of
 * its commands exited with 0 (a command that cannot start fails its check). A free slot takes the first
 * job not started whose `after` jobs have all ended.
 */
export async function runSideBySide(
  cwd: string,
  jobs: readonly Job[],
  slots = availableParallelism(),
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<Map<string, boolean>> {
  const outputs: (string | null)[] = jobs.map(() => null);
  const passed = new Map<string, boolean>(jobs.map((job) => [job.check, true]));
  const started = new Set<number>();
  const ended = new Set<Job>();
  // Woken whenever a job ends: a slot waiting for a job's `after` looks again.
  let wake: () => void = () => {};
  let anEnd = new Promise<void>((resolve) => (wake = resolve));
  let printed = 0;
  const runOne = async (job: Job): Promise<{ ok: boolean; text: string }> => {
    let text = `\n=== ${job.check}: ${job.command} ${job.args.join(' ')}\n`;
    const start = performance.now();
    const child = spawn(job.command, job.args, { cwd, env: process.env });
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      child.on('error', (error) => {
        text += `${error.message}\n`;
        resolve(null);
      });
      child.on('close', resolve);
    });
    // Its wall time, for reading where `npm test` spends its time (issue 14).
    text += `--- ${job.check}: ${seconds(performance.now() - start)}\n`;
    return { ok: code === 0, text };
  };
  const ready = (job: Job) => (job.after ?? []).every((before) => ended.has(before) || !jobs.includes(before));
  const lane = async () => {
    while (started.size < jobs.length) {
      const index = jobs.findIndex((job, i) => !started.has(i) && ready(job));
      if (index < 0) {
        await anEnd;
        continue;
      }
      started.add(index);
      const job = jobs[index]!;
      const { ok, text } = await runOne(job);
      if (!ok) passed.set(job.check, false);
      outputs[index] = text;
      ended.add(job);
      wake();
      anEnd = new Promise<void>((resolve) => (wake = resolve));
      for (; printed < jobs.length && outputs[printed] !== null; printed++) write(outputs[printed]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, slots) }, lane));
  return passed;
}
