import type { Page } from '@playwright/test';

/** Every frame this page receives on its sockets, as text and in order: the list grows while the page runs. */
export function receivedFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
  return frames;
}

/** A phone's code: its seat and the URL its QR holds. */
export interface RevealCode {
  seat: number;
  url: string;
}

/**
 * The phone codes a moderator page is given, read off its socket as a phone's camera would read the QR: the
 * list grows while the page runs.
 */
export function revealCodes(page: Page): RevealCode[] {
  const codes: RevealCode[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      const text = String(frame.payload);
      if (!text.includes('/r/')) return;
      const value = (JSON.parse(text) as { result?: { value?: RevealCode } }).result?.value;
      if (value?.url) codes.push({ seat: value.seat, url: value.url });
    }),
  );
  return codes;
}
