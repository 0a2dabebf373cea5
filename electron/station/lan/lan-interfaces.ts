import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';

/** One address of this machine that phones on the local network may reach. */
export interface LanInterface {
  /** The interface's name, e.g. "wlan0" or "Wi-Fi". */
  name: string;
  address: string;
  family: 'IPv4' | 'IPv6';
}

/**
 * The machine's non-internal IPv4 and IPv6 addresses, for the moderator to pick the one the phones share.
 * IPv6 link-local addresses (fe80::/10) are left out: a URL to them needs a zone id that phones cannot use.
 */
export function lanInterfaces(source: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()): LanInterface[] {
  const found: LanInterface[] = [];
  for (const [name, infos] of Object.entries(source)) {
    for (const info of infos ?? []) {
      if (info.internal) continue;
      if (info.family === 'IPv6' && /^fe[89ab]/i.test(info.address)) continue;
      found.push({ name, address: info.address, family: info.family });
    }
  }
  return found;
}
