// Commands run side by side for `npm test` (scripts/test.ts): the typecheck's projects, the linters and
// the build are each a single-threaded tool, so on a machine of two cores two run at once. Each one's
// output is printed whole when it ends, in the order given, never interleaved with another's.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** A command to run; `check` names the check it counts for (one check may need several commands). */
export interface Job {
  check: string;
  command: string;
  args: string[];
}

/**
 * Runs the commands in `cwd`, `slots` at a time (every core by default), writing each one's output with
 * a `=== check: command` heading to `write` in the order given; returns, per check, whether every one of
 * its commands exited with 0 (a command that cannot start fails its check).
 */
export async function runSideBySide(
  cwd: string,
  jobs: readonly Job[],
  slots = availableParallelism(),
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<Map<string, boolean>> {
  const outputs: (string | null)[] = jobs.map(() => null);
  const passed = new Map<string, boolean>(jobs.map((job) => [job.check, true]));
  let printed = 0;
  let next = 0;
  const runOne = async (job: Job): Promise<{ ok: boolean; text: string }> => {
    let text = `\n=== ${job.check}: ${job.command} ${job.args.join(' ')}\n`;
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
    return { ok: code === 0, text };
  };
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      const { ok, text } = await runOne(jobs[index]!);
      if (!ok) passed.set(jobs[index]!.check, false);
      outputs[index] = text;
      for (; printed < jobs.length && outputs[printed] !== null; printed++) write(outputs[printed]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, slots) }, lane));
  return passed;
}
