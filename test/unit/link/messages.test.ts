import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_VERSION, MAX_GUEST_MESSAGE, readGuestMessage } from '../../../src/link/messages.js';

const SECRET = 'q1w2e3r4t5y6u7i8o9p0A_';
const hello = { t: 'hello', v: LINK_VERSION, secret: SECRET, seat: 1, have: 12 };
const propose = {
  t: 'propose',
  id: 'ben-7',
  at: 12,
  entries: [{ type: 'hold', dice: [1, 5] }, { type: 'bank' }],
};
const text = (value: unknown) => JSON.stringify(value);

describe("a guest's messages, checked before the host reads them", () => {
  it('reads a hello, a proposal and a goodbye, rebuilt from their fields', () => {
    expect(readGuestMessage(text(hello))).toEqual({ ok: true, value: hello });
    expect(readGuestMessage(text({ ...hello, seat: null, have: 0 }))).toMatchObject({ ok: true });
    expect(readGuestMessage(text(propose))).toEqual({ ok: true, value: propose });
    expect(readGuestMessage(text({ t: 'bye' }))).toEqual({ ok: true, value: { t: 'bye' } });
  });

  it('refuses by code: too long, not JSON, an unknown type, a newer app', () => {
    expect(readGuestMessage(' '.repeat(MAX_GUEST_MESSAGE + 1))).toEqual({ ok: false, problem: 'too-large' });
    expect(readGuestMessage('{"t":')).toEqual({ ok: false, problem: 'not-json' });
    expect(readGuestMessage(new ArrayBuffer(8))).toEqual({ ok: false, problem: 'not-json' });
    expect(readGuestMessage(text({ t: 'entries' }))).toEqual({ ok: false, problem: 'unknown-type' });
    expect(readGuestMessage(text({ ...hello, v: LINK_VERSION + 1 }))).toEqual({ ok: false, problem: 'newer-version' });
  });

  it('refuses a field missing, extra, of the wrong kind or size', () => {
    const refused = [
      { ...hello, secret: 'short' },
      { ...hello, seat: -1 },
      { ...hello, seat: 1.5 },
      { ...hello, have: '12' },
      { ...hello, admin: true },
      { t: 'hello', v: LINK_VERSION, secret: SECRET, seat: 0 },
      { ...propose, id: '' },
      { ...propose, id: 'x'.repeat(41) },
      { ...propose, id: '<script>' },
      { ...propose, at: -1 },
      { ...propose, entries: [] },
      { ...propose, entries: [{ type: 'bank' }, { type: 'bank' }, { type: 'bank' }] },
      { ...propose, entries: [{ type: 'roll', dice: [7] }] },
      { ...propose, entries: [{ type: 'bank', extra: 1 }, { type: 'delete-everything' }] },
      { t: 'bye', now: true },
      [hello],
      null,
      'hello',
    ];
    for (const message of refused) expect(readGuestMessage(text(message)), text(message)).toMatchObject({ ok: false });
  });

  it('keeps nothing of a message but its fields: no prototype from "__proto__"', () => {
    const sneaky = `{"t":"propose","id":"a","at":1,"entries":[{"type":"bank","__proto__":{"admin":true}}]}`;
    const read = readGuestMessage(sneaky);
    expect(read).toMatchObject({ ok: true });
    if (read.ok && read.value.t === 'propose')
      expect(Object.getPrototypeOf(read.value.entries[0])).toBe(Object.prototype);
  });

  it('never throws on 500 hostile messages, and reads only what is whole', () => {
    const anyMessage = fc.oneof(
      fc.string({ maxLength: 3000 }),
      fc.json({ maxDepth: 4 }),
      fc
        .record(
          {
            t: fc.constantFrom('hello', 'propose', 'bye', 'x'),
            v: fc.anything(),
            secret: fc.anything(),
            seat: fc.anything(),
            have: fc.anything(),
            id: fc.anything(),
            at: fc.anything(),
            entries: fc.anything(),
          },
          { requiredKeys: ['t'] },
        )
        .map(text),
    );
    fc.assert(
      fc.property(anyMessage, (raw) => {
        const read = readGuestMessage(raw);
        if (!read.ok)
          return ['too-large', 'not-json', 'unknown-type', 'fields', 'newer-version'].includes(read.problem);
        return ['hello', 'propose', 'bye'].includes(read.value.t);
      }),
      { numRuns: 500 },
    );
  });
});
