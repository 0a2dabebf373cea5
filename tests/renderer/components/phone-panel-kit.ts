import PhoneRevealPanel from '../../../renderer/moderator/components/PhoneRevealPanel.vue';
import { useLanStore } from '../../../renderer/moderator/stores/lan.ts';
import type { Locale } from '../../../shared/locales/locale-list.ts';
import { LAN_STOPPED, type LanStatus } from '../../../shared/contract/index.ts';
import type { ModeratorView } from '../../../shared/engine/index.ts';
import { mountConsole } from './mount-kit.ts';

/** The phones' server running on 127.0.0.1, no card seen and no code given yet. */
export const PHONES_RUNNING: LanStatus = { ...LAN_STOPPED, running: true, host: '127.0.0.1', port: 5601 };

/**
 * The phones panel mounted over a game's view with the phones' server in `status`, and a bridge that mints a code
 * for any seat asked (`lan.reveal`) and lists no interface; the LAN store comes back to set the status pushed next.
 */
export async function mountPhonePanel(view: ModeratorView, status: LanStatus, locale: Locale = 'en') {
  const kit = mountConsole(PhoneRevealPanel, { attachTo: document.body }, undefined, locale);
  await kit.station.push(view);
  const lan = useLanStore();
  lan.status = status;
  kit.station.bridge.request = (async (name: string, payload: { seat: number }) => {
    if (name === 'lan.reveal')
      return { ok: true, value: { seat: payload.seat, url: `http://x/r/${payload.seat}`, svg: '<svg></svg>' } };
    if (name === 'lan.interfaces') return { ok: true, value: [] };
    return { ok: true, value: null };
  }) as never;
  return { ...kit, lan };
}
