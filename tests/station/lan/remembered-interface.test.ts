/**
 * Issue 12 (club tryout): the LAN settings keep the interface the moderator chose (`lan-settings.json`),
 * and the list of interfaces says which one it was, so the phone panel can preselect it.
 */
import { describe, expect, it } from 'vitest';
import type { LanSettings } from '../../../electron/station/lan-settings.ts';
import type { PrivateJsonFile } from '../../../electron/station/private-json-file.ts';
import { createStationLan } from '../../../electron/station/station-lan.ts';

const INTERFACES = [
  { name: 'eth0', address: '10.0.0.2', family: 'IPv4' as const, internal: false },
  { name: 'wlan0', address: '192.168.1.20', family: 'IPv4' as const, internal: false },
];

function settingsHolding(value: LanSettings | null): PrivateJsonFile<LanSettings> {
  let held = value;
  return { path: '/nowhere/lan-settings.json', read: () => held, write: (next) => void (held = next) };
}

function lanWith(settings: PrivateJsonFile<LanSettings> | null) {
  return createStationLan({
    openGame: () => null,
    mirror: { subscribe: () => () => {}, current: () => null } as never,
    interfaces: () => INTERFACES as never,
    seenSeats: () => [],
    markSeen: () => {},
    settings,
  });
}

describe('the interface the moderator chose last time', () => {
  it('is marked in the list of interfaces (and only it)', () => {
    const lan = lanWith(
      settingsHolding({ host: '192.168.1.20', port: 5601, mirrorKey: 'k'.repeat(43), running: false }),
    );
    const listed = lan.interfaces();
    expect(listed.ok && listed.value.map((i) => [i.address, i.remembered === true])).toEqual([
      ['10.0.0.2', false],
      ['192.168.1.20', true],
    ]);
  });

  it('with nothing remembered, none is marked', () => {
    const listed = lanWith(settingsHolding(null)).interfaces();
    expect(listed.ok && listed.value.some((i) => i.remembered)).toBe(false);
  });
});
