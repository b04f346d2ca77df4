/**
 * The connection codes two phones show each other to open a WebRTC data channel with no server:
 * what a session description needs for a data channel on one network (the ICE user fragment and
 * password, the DTLS fingerprint, the role, the host candidates), packed into bytes and written in
 * base64url, and the description rebuilt from them on the other phone. A browser's description of
 * some 700 characters becomes a code of under 140, small enough for a QR code a phone camera reads
 * at arm's length. Pure: it speaks in codes, and the UI words them.
 */

export type DescriptionType = 'offer' | 'answer';

/** The parts of a session description a data channel on one network needs. */
export interface ConnectionDescription {
  readonly type: DescriptionType;
  readonly ufrag: string;
  readonly pwd: string;
  /** The certificate's SHA-256 fingerprint, 32 bytes. */
  readonly fingerprint: Uint8Array;
  readonly setup: 'actpass' | 'active' | 'passive';
  readonly candidates: readonly HostCandidate[];
}

/** A host candidate: an IPv4 or IPv6 address, or a browser's mDNS name for one (`<uuid>.local`). */
export interface HostCandidate {
  readonly address: string;
  readonly port: number;
  readonly protocol: 'udp' | 'tcp';
}

/** Why a description cannot be made into a code, or a code read. */
export type ConnectionCodeProblem =
  | 'not-a-data-channel'
  | 'no-credentials'
  | 'no-fingerprint'
  | 'no-candidates'
  | 'not-a-code'
  | 'newer-version'
  | 'damaged';

export type CodeOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: ConnectionCodeProblem };

const VERSION = 1;
const SETUPS = ['actpass', 'active', 'passive'] as const;
/** Candidates kept at most: a phone on Wi-Fi and mobile data offers a few; more would not fit a small code. */
const MAX_CANDIDATES = 8;
const ICE_CHARS = /^[A-Za-z0-9+/]+$/;
const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const fail = <T>(problem: ConnectionCodeProblem): CodeOutcome<T> => ({ ok: false, problem });

/** Reads what a data channel needs from a browser's session description. */
export function readDescription(type: DescriptionType, sdp: string): CodeOutcome<ConnectionDescription> {
  const lines = sdp.split(/\r?\n/);
  const value = (name: string) =>
    lines
      .find((line) => line.startsWith(`a=${name}:`))
      ?.slice(name.length + 3)
      .trim();
  if (!lines.some((line) => line.startsWith('m=application ') && line.includes('webrtc-datachannel')))
    return fail('not-a-data-channel');
  const ufrag = value('ice-ufrag');
  const pwd = value('ice-pwd');
  if (!ufrag || !pwd || !ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd) || ufrag.length > 255 || pwd.length > 255)
    return fail('no-credentials');
  const [algorithm, hex] = (value('fingerprint') ?? '').split(' ');
  const fingerprint = hex ? Uint8Array.from(hex.split(':'), (byte) => Number.parseInt(byte, 16)) : null;
  if (algorithm?.toLowerCase() !== 'sha-256' || fingerprint?.length !== 32 || fingerprint.some(Number.isNaN))
    return fail('no-fingerprint');
  const setup = SETUPS.find((role) => role === value('setup')) ?? 'actpass';
  const candidates: HostCandidate[] = [];
  for (const line of lines) {
    // a=candidate:<foundation> <component> <protocol> <priority> <address> <port> typ <type> …
    const parts = line.startsWith('a=candidate:') ? line.slice(12).split(' ') : [];
    const [, component, protocol, , address, port, , kind] = parts;
    if (component !== '1' || kind !== 'host' || !address || (protocol !== 'udp' && protocol !== 'tcp')) continue;
    if (protocol === 'tcp' && !line.includes('tcptype passive')) continue;
    if (!packedAddress(address)) continue;
    const number = Number(port);
    if (!Number.isInteger(number) || number < 1 || number > 65535) continue;
    if (candidates.length < MAX_CANDIDATES) candidates.push({ address, port: number, protocol });
  }
  if (candidates.length === 0) return fail('no-candidates');
  return { ok: true, value: { type, ufrag, pwd, fingerprint, setup, candidates } };
}

/** An address as bytes: a kind byte (0 IPv4, 1 IPv6, 2 mDNS name) and 4, 16 or 16 bytes; null if neither. */
function packedAddress(address: string): number[] | null {
  const v4 = IPV4.exec(address);
  if (v4) {
    const bytes = v4.slice(1).map(Number);
    return bytes.every((byte) => byte <= 255) ? [0, ...bytes] : null;
  }
  const mdns = MDNS.exec(address);
  if (mdns) return [2, ...hexBytes(mdns.slice(1).join(''))];
  const v6 = ipv6Bytes(address);
  return v6 ? [1, ...v6] : null;
}

function hexBytes(hex: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(Number.parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}

function ipv6Bytes(address: string): number[] | null {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split('::').length > 2) return null;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const missing = 8 - front.length - back.length;
  if ((tail === undefined && missing !== 0) || missing < 0) return null;
  const all = [...front, ...Array<string>(missing).fill('0'), ...back];
  if (all.some((group) => group.length === 0 || group.length > 4)) return null;
  return all.flatMap((group) => {
    const n = Number.parseInt(group, 16);
    return [n >> 8, n & 255];
  });
}

/** The description as a code: its bytes in base64url. */
export function encodeDescription(description: ConnectionDescription): string {
  const bytes: number[] = [
    (VERSION << 4) | ((description.type === 'answer' ? 1 : 0) << 2) | SETUPS.indexOf(description.setup),
  ];
  for (const text of [description.ufrag, description.pwd]) {
    bytes.push(text.length, ...Array.from(text, (char) => char.charCodeAt(0)));
  }
  bytes.push(...description.fingerprint, description.candidates.length);
  for (const candidate of description.candidates) {
    const address = packedAddress(candidate.address) ?? [0, 0, 0, 0, 0];
    const [kind = 0, ...rest] = address;
    bytes.push(kind | (candidate.protocol === 'tcp' ? 0x80 : 0), ...rest, candidate.port >> 8, candidate.port & 255);
  }
  return toBase64Url(bytes);
}

/** Reads a code back into a description; a code that is not one, or is damaged, says so. */
export function decodeDescription(code: string): CodeOutcome<ConnectionDescription> {
  const bytes = fromBase64Url(code.trim());
  if (!bytes || bytes.length < 4) return fail('not-a-code');
  let at = 0;
  const take = (count: number) => {
    if (at + count > bytes.length) throw new RangeError('short');
    const part = bytes.slice(at, at + count);
    at += count;
    return part;
  };
  try {
    const [head = 0] = take(1);
    if (head >> 4 > VERSION) return fail('newer-version');
    if (head >> 4 !== VERSION) return fail('not-a-code');
    const setup = SETUPS[head & 3];
    if (!setup) return fail('damaged');
    const text = () => String.fromCharCode(...take(take(1)[0] ?? 0));
    const ufrag = text();
    const pwd = text();
    if (!ICE_CHARS.test(ufrag) || !ICE_CHARS.test(pwd)) return fail('damaged');
    const fingerprint = Uint8Array.from(take(32));
    const count = take(1)[0] ?? 0;
    if (count === 0 || count > MAX_CANDIDATES) return fail('damaged');
    const candidates: HostCandidate[] = [];
    for (let i = 0; i < count; i++) {
      const [kindByte = 0] = take(1);
      const kind = kindByte & 0x7f;
      const raw = take(kind === 0 ? 4 : 16);
      const address = kind === 0 ? raw.join('.') : kind === 1 ? ipv6Text(raw) : kind === 2 ? mdnsName(raw) : null;
      const [high = 0, low = 0] = take(2);
      const port = (high << 8) | low;
      if (!address || port === 0) return fail('damaged');
      candidates.push({ address, port, protocol: kindByte & 0x80 ? 'tcp' : 'udp' });
    }
    if (at !== bytes.length) return fail('damaged');
    const type: DescriptionType = (head >> 2) & 1 ? 'answer' : 'offer';
    return { ok: true, value: { type, ufrag, pwd, fingerprint, setup, candidates } };
  } catch {
    return fail('damaged');
  }
}

function ipv6Text(bytes: readonly number[]): string {
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return groups.join(':');
}

function mdnsName(bytes: readonly number[]): string {
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
}

/**
 * The session description a browser takes (`setRemoteDescription`) for `description`: a data
 * channel only, its candidates given whole (no trickle: the codes carry them all at once).
 */
export function descriptionSdp(description: ConnectionDescription): string {
  const fingerprint = Array.from(description.fingerprint, (byte) => byte.toString(16).padStart(2, '0').toUpperCase());
  const candidates = description.candidates.map(
    (candidate, index) =>
      `a=candidate:${index + 1} 1 ${candidate.protocol} ${2113937151 - index} ${candidate.address} ${candidate.port} typ host` +
      (candidate.protocol === 'tcp' ? ' tcptype passive' : ''),
  );
  return [
    'v=0',
    'o=- 0 2 IN IP4 127.0.0.1',
    's=-',
    't=0 0',
    'a=group:BUNDLE 0',
    'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...candidates,
    'a=end-of-candidates',
    `a=ice-ufrag:${description.ufrag}`,
    `a=ice-pwd:${description.pwd}`,
    `a=fingerprint:sha-256 ${fingerprint.join(':')}`,
    `a=setup:${description.setup}`,
    'a=mid:0',
    'a=sctp-port:5000',
    'a=max-message-size:262144',
    '',
  ].join('\r\n');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function toBase64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(text: string): number[] | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) n = (n << 6) | (k < chunk.length ? ALPHABET.indexOf(chunk[k] ?? 'A') : 0);
    bytes.push((n >> 16) & 255);
    if (chunk.length > 2) bytes.push((n >> 8) & 255);
    if (chunk.length > 3) bytes.push(n & 255);
  }
  return bytes;
}
