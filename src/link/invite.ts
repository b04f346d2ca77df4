/**
 * A game's invitation to another phone: the host's offer code and a secret made for the game, in
 * the hash of a link to the app's join page (`#/join/<code>.<secret>`), so a phone's own camera app
 * can open it and nothing of it is sent to a server. Only a phone that read the code knows the
 * secret; the host lets a guest in only when its first message carries it.
 */
import type { CodeOutcome } from './connection-code.js';

export interface Invite {
  /** The host's offer, as a connection code. */
  readonly code: string;
  /** The game's secret, 16 random bytes in base64url (22 characters). */
  readonly secret: string;
}

const SECRET_BYTES = 16;
const SECRET = /^[A-Za-z0-9_-]{22}$/;
const CODE = /^[A-Za-z0-9_-]{8,400}$/;
const JOIN = '#/join/';

/** A new secret for a game: 16 bytes from the platform's cryptographic random source. */
export function newSecret(
  random: (count: number) => Uint8Array = (count) => crypto.getRandomValues(new Uint8Array(count)),
): string {
  const bytes = random(SECRET_BYTES);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The join link's hash for `invite`; the app's address goes before it. */
export function inviteHash(invite: Invite): string {
  return `${JOIN}${invite.code}.${invite.secret}`;
}

/**
 * Reads an invitation from what a person brings: the whole link (scanned or pasted), its hash, or
 * the code and secret alone. Spaces and line breaks a messenger adds are ignored.
 */
export function readInvite(text: string): CodeOutcome<Invite> {
  const compact = text.replace(/\s+/g, '');
  const hash = compact.includes(JOIN) ? compact.slice(compact.indexOf(JOIN) + JOIN.length) : compact;
  const [code = '', secret = '', ...rest] = hash.split('.');
  if (rest.length > 0 || !CODE.test(code) || !SECRET.test(secret)) return { ok: false, problem: 'not-a-code' };
  return { ok: true, value: { code, secret } };
}

/** Whether `offered` is the game's secret, compared in constant time (a guess learns nothing from the time). */
export function sameSecret(secret: string, offered: string): boolean {
  if (secret.length !== offered.length) return false;
  let differ = 0;
  for (let i = 0; i < secret.length; i++) differ |= secret.charCodeAt(i) ^ offered.charCodeAt(i);
  return differ === 0;
}
