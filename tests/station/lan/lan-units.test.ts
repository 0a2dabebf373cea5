import { describe, expect, it } from 'vitest';
import { escapeHtml, lanInterfaces, qrSvg } from '../../../electron/station/lan/index.ts';
import { HOSTILE_NAME } from './lan-helpers.ts';

describe('escapeHtml', () => {
  it('turns every markup character of a hostile name into an entity', () => {
    expect(escapeHtml(HOSTILE_NAME)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&#96;');
    expect(escapeHtml('"><img src=x onerror=alert(1)>')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves ordinary names alone, whatever their script', () => {
    for (const name of ['Ann', 'Zoë', 'Жанна', '花子', 'O Brien']) expect(escapeHtml(name)).toBe(name);
  });
});

describe('lanInterfaces', () => {
  it('lists non-internal IPv4 and IPv6 addresses, leaving out loopback and link-local IPv6', () => {
    const base = { netmask: '', mac: '00:00:00:00:00:00', cidr: null };
    const found = lanInterfaces({
      lo: [
        { ...base, address: '127.0.0.1', family: 'IPv4', internal: true },
        { ...base, address: '::1', family: 'IPv6', internal: true, scopeid: 0 },
      ],
      wlan0: [
        { ...base, address: '192.168.1.20', family: 'IPv4', internal: false },
        { ...base, address: 'fe80::1', family: 'IPv6', internal: false, scopeid: 3 },
        { ...base, address: '2001:db8::20', family: 'IPv6', internal: false, scopeid: 0 },
      ],
      eth1: undefined,
    });
    expect(found).toEqual([
      { name: 'wlan0', address: '192.168.1.20', family: 'IPv4' },
      { name: 'wlan0', address: '2001:db8::20', family: 'IPv6' },
    ]);
  });

  it('reads the real machine by default without throwing', () => {
    for (const i of lanInterfaces()) expect(i.address).not.toBe('127.0.0.1');
  });
});

describe('qrSvg', () => {
  it('draws a URL as a standalone SVG', async () => {
    const svg = await qrSvg('http://192.168.1.20:50123/r/' + 'A'.repeat(43));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });
});
