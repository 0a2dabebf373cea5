// Issue 13 §2.4: the timer's sounds are media over app://. Chromium's media loader needs a streamable
// source (the scheme's `stream` privilege) and answers to Range requests; without them the sound does
// not load in the desktop app.
import { readdirSync } from 'node:fs';
import { expect, test } from './fixtures.ts';

const SOUNDS = readdirSync('out/renderer/assets').filter((f) => f.endsWith('.wav'));

test('the timer’s sounds load in the console over app://, with Range answers', async ({ start }) => {
  expect(SOUNDS.length).toBe(2);
  const app = await start();
  for (const sound of SOUNDS) {
    const state = await app.page(app.moderator).evaluate(
      (url) =>
        new Promise<string>((resolve) => {
          const audio = new Audio(url);
          audio.addEventListener('canplaythrough', () => resolve(`ready ${audio.duration.toFixed(2)}`), { once: true });
          audio.addEventListener('error', () => resolve(`error ${audio.error?.code}`), { once: true });
          audio.load();
        }),
      `../assets/${sound}`,
    );
    expect(state, sound).toMatch(/^ready \d/);
  }
  const media = app.runtime.protocol.served.filter((s) => s.resourceType === 'media');
  expect(media.length).toBeGreaterThan(0);
  for (const answer of media.filter((s) => s.range !== null)) expect([200, 206]).toContain(answer.status);
  expect(media.some((s) => s.range !== null && s.status === 206)).toBe(true);
});
