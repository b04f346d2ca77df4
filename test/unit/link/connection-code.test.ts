import { describe, expect, it } from 'vitest';
import {
  decodeDescription,
  descriptionSdp,
  encodeDescription,
  readDescription,
} from '../../../src/link/connection-code.js';
import type { ConnectionDescription } from '../../../src/link/connection-code.js';

/** An offer and its answer as headless Chromium wrote them for a data channel (mDNS host candidates). */
const OFFER =
  'v=0\r\no=- 6098368317875753307 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:3584779954 1 udp 2113937151 5e30c8d5-0ffc-44f3-b1ae-3f4561f9e8c1.local 39866 typ host generation 0 network-cost 999\r\na=candidate:516794194 1 udp 2113942271 046af634-8e7b-42bc-831a-e61e0c04da6e.local 54892 typ host generation 0 network-cost 999\r\na=ice-ufrag:F+wT\r\na=ice-pwd:nbFVXeUDdbTiKX0SwqBVAqiV\r\na=ice-options:trickle\r\na=fingerprint:sha-256 70:D7:01:4A:B8:E9:9C:4F:FE:DE:88:46:1D:CB:07:CD:87:EE:A5:54:6E:4E:6C:BB:44:CC:66:E8:96:DD:AD:7E\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n';
const ANSWER =
  'v=0\r\no=- 3532419571347596631 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:1945205713 1 udp 2113937151 5e30c8d5-0ffc-44f3-b1ae-3f4561f9e8c1.local 55113 typ host generation 0 network-cost 999\r\na=candidate:3096951345 1 udp 2113942271 046af634-8e7b-42bc-831a-e61e0c04da6e.local 56749 typ host generation 0 network-cost 999\r\na=ice-ufrag:CJrW\r\na=ice-pwd:ouqfGgwyYBKAIypnRprl/Ekb\r\na=ice-options:trickle\r\na=fingerprint:sha-256 60:58:BC:00:64:5E:F7:1B:B2:CF:13:A0:F9:50:B4:9F:A8:0F:12:8F:F0:9F:5A:FB:A2:F0:D8:53:A8:70:69:E2\r\na=setup:active\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n';

const read = (type: 'offer' | 'answer', sdp: string): ConnectionDescription => {
  const outcome = readDescription(type, sdp);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.value;
};

describe('connection codes: a session description in under 140 characters', () => {
  it("reads what a data channel needs from a browser's offer", () => {
    const offer = read('offer', OFFER);
    expect(offer).toMatchObject({ type: 'offer', ufrag: 'F+wT', pwd: 'nbFVXeUDdbTiKX0SwqBVAqiV', setup: 'actpass' });
    expect(offer.fingerprint[0]).toBe(0x70);
    expect(offer.fingerprint).toHaveLength(32);
    expect(offer.candidates).toEqual([
      { address: '5e30c8d5-0ffc-44f3-b1ae-3f4561f9e8c1.local', port: 39866, protocol: 'udp' },
      { address: '046af634-8e7b-42bc-831a-e61e0c04da6e.local', port: 54892, protocol: 'udp' },
    ]);
    expect(read('answer', ANSWER).setup).toBe('active');
  });

  it('packs it into a short base64url code and reads it back the same', () => {
    for (const [type, sdp] of [
      ['offer', OFFER],
      ['answer', ANSWER],
    ] as const) {
      const description = read(type, sdp);
      const code = encodeDescription(description);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(code.length, `${type}: ${sdp.length} characters of description`).toBeLessThan(140);
      expect(decodeDescription(code)).toEqual({ ok: true, value: description });
    }
  });

  it('carries IPv4 and IPv6 addresses and passive TCP candidates', () => {
    const sdp = OFFER.replace(/a=candidate:.*\r\n/g, '').replace(
      'a=ice-ufrag',
      [
        'a=candidate:1 1 udp 2122260223 192.168.1.23 50001 typ host generation 0',
        'a=candidate:2 1 udp 2122262783 fe80::1c2a:3bff:fe4d:5e6f 50002 typ host generation 0',
        'a=candidate:3 1 tcp 1518280447 192.168.1.23 9 typ host tcptype active generation 0',
        'a=candidate:4 1 tcp 1518280447 192.168.1.23 50003 typ host tcptype passive generation 0',
        'a=candidate:5 1 udp 1686052607 203.0.113.5 50004 typ srflx raddr 192.168.1.23 rport 50001',
        'a=ice-ufrag',
      ].join('\r\n'),
    );
    const description = read('offer', sdp);
    expect(description.candidates).toEqual([
      { address: '192.168.1.23', port: 50001, protocol: 'udp' },
      { address: 'fe80::1c2a:3bff:fe4d:5e6f', port: 50002, protocol: 'udp' },
      { address: '192.168.1.23', port: 50003, protocol: 'tcp' },
    ]);
    const back = decodeDescription(encodeDescription(description));
    expect(back.ok && back.value.candidates.map((c) => [c.address, c.port, c.protocol])).toEqual([
      ['192.168.1.23', 50001, 'udp'],
      ['fe80:0:0:0:1c2a:3bff:fe4d:5e6f', 50002, 'udp'],
      ['192.168.1.23', 50003, 'tcp'],
    ]);
  });

  it('rebuilds a description a browser takes: the same credentials, fingerprint, role and candidates', () => {
    const offer = read('offer', OFFER);
    const sdp = descriptionSdp(offer);
    expect(sdp).toContain('m=application 9 UDP/DTLS/SCTP webrtc-datachannel');
    expect(sdp).toContain(
      'a=fingerprint:sha-256 70:D7:01:4A:B8:E9:9C:4F:FE:DE:88:46:1D:CB:07:CD:87:EE:A5:54:6E:4E:6C:BB:44:CC:66:E8:96:DD:AD:7E',
    );
    expect(read('offer', sdp)).toEqual(offer);
  });

  it('refuses what it cannot carry, by code', () => {
    expect(readDescription('offer', OFFER.replace('webrtc-datachannel', 'x'))).toEqual({
      ok: false,
      problem: 'not-a-data-channel',
    });
    expect(readDescription('offer', OFFER.replace(/a=ice-pwd:.*\r\n/, ''))).toEqual({
      ok: false,
      problem: 'no-credentials',
    });
    expect(readDescription('offer', OFFER.replace('sha-256', 'sha-1'))).toEqual({
      ok: false,
      problem: 'no-fingerprint',
    });
    expect(readDescription('offer', OFFER.replace(/a=candidate:.*\r\n/g, ''))).toEqual({
      ok: false,
      problem: 'no-candidates',
    });
  });

  it('says what is wrong with a code that is not one, damaged or from a newer app, and never throws', () => {
    const code = encodeDescription(read('offer', OFFER));
    expect(decodeDescription('')).toEqual({ ok: false, problem: 'not-a-code' });
    expect(decodeDescription('hello world')).toEqual({ ok: false, problem: 'not-a-code' });
    expect(decodeDescription(code.slice(0, -5))).toEqual({ ok: false, problem: 'damaged' });
    expect(decodeDescription(`${code}AAAA`)).toEqual({ ok: false, problem: 'damaged' });
    expect(decodeDescription(`c${code.slice(1)}`)).toEqual({ ok: false, problem: 'newer-version' });
    for (let cut = 0; cut < code.length; cut++) {
      const outcome = decodeDescription(code.slice(0, cut) + (code[cut] === 'A' ? 'B' : 'A') + code.slice(cut + 1));
      expect(typeof outcome.ok).toBe('boolean');
    }
  });
});
