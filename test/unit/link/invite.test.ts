import { describe, expect, it } from 'vitest';
import { inviteHash, newSecret, readInvite, sameSecret } from '../../../src/link/invite.js';

const CODE =
  'EQRGK3dUGG5iRlZYZVVEZGJUaUtYMFN3cUJWQXFpVnDXAUq46ZxP_t6IRh3LB82H7qVUbk5su0TMZuiW3a1-AgJeMMjVD_xE87GuP0Vh-ejBm7oCBGr2NI57QoMaPhrgxgTabA';

describe('the invitation a host shows', () => {
  it('makes a new 22-character secret each time, from the random source', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newSecret()).not.toBe(secret);
    expect(newSecret((count) => new Uint8Array(count).fill(255))).toBe('_____________________w');
  });

  it('reads back the link, its hash, or the code and secret pasted with the spaces a messenger adds', () => {
    const invite = { code: CODE, secret: newSecret() };
    const hash = inviteHash(invite);
    expect(hash).toBe(`#/join/${CODE}.${invite.secret}`);
    expect(readInvite(`https://zilch.example/${hash}`)).toEqual({ ok: true, value: invite });
    expect(readInvite(hash)).toEqual({ ok: true, value: invite });
    expect(readInvite(` ${CODE.slice(0, 40)}\n${CODE.slice(40)}.${invite.secret} `)).toEqual({
      ok: true,
      value: invite,
    });
  });

  it('refuses what is not an invitation', () => {
    const secret = newSecret();
    for (const text of [
      '',
      'hello',
      `#/join/${CODE}`,
      `#/join/${CODE}.${secret}.x`,
      `#/join/${CODE}.${secret.slice(1)}`,
      `#/join/a b.${secret}`,
    ]) {
      expect(readInvite(text), text).toEqual({ ok: false, problem: 'not-a-code' });
    }
  });

  it('compares secrets whole', () => {
    const secret = newSecret();
    expect(sameSecret(secret, secret)).toBe(true);
    expect(sameSecret(secret, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(sameSecret(secret, secret.slice(1))).toBe(false);
  });
});
