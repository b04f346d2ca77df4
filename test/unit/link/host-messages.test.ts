import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presetById } from '../../../src/rules/index.js';
import { readHostMessage } from '../../../src/link/host-messages.js';
import { LINK_VERSION } from '../../../src/link/messages.js';

const setup = { rules: presetById('farkle'), players: ['Ana', 'Ben'] };
const entries = [{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }, { type: 'hold', dice: [1, 5] }, { type: 'bank' }];
const welcome = { t: 'welcome', v: LINK_VERSION, setup, entries, taps: true, seat: 1 };
const text = (value: unknown) => JSON.stringify(value);

describe("the host's messages, checked by the guest", () => {
  it('reads the welcome with the game, and each message of the game moving on', () => {
    const read = readHostMessage(text(welcome));
    expect(read.ok).toBe(true);
    if (read.ok && read.value.t === 'welcome') {
      expect(read.value.setup.players).toEqual(['Ana', 'Ben']);
      expect(read.value.entries).toEqual(entries);
      expect(read.value.seat).toBe(1);
    }
    expect(readHostMessage(text({ t: 'entries', keep: 2, add: [{ type: 'bank' }] }))).toEqual({
      ok: true,
      value: { t: 'entries', keep: 2, add: [{ type: 'bank' }] },
    });
    expect(readHostMessage(text({ t: 'draft', at: 3, dice: [4, 4] }))).toMatchObject({ ok: true });
    expect(readHostMessage(text({ t: 'taps', on: false }))).toMatchObject({ ok: true });
    expect(readHostMessage(text({ t: 'answer', id: 'b-1', ok: true, at: 5 }))).toMatchObject({ ok: true });
    expect(readHostMessage(text({ t: 'answer', id: 'b-1', ok: false, code: 'moved-on' }))).toMatchObject({ ok: true });
    expect(readHostMessage(text({ t: 'refused', code: 'wrong-secret' }))).toMatchObject({ ok: true });
  });

  it('refuses a welcome whose game cannot be read, or whose seat is no player', () => {
    expect(readHostMessage(text({ ...welcome, setup: { ...setup, players: [] } }))).toEqual({
      ok: false,
      problem: 'fields',
    });
    expect(readHostMessage(text({ ...welcome, entries: [{ type: 'roll', dice: 'six' }] }))).toEqual({
      ok: false,
      problem: 'fields',
    });
    expect(readHostMessage(text({ ...welcome, seat: 2 }))).toEqual({ ok: false, problem: 'fields' });
    expect(readHostMessage(text({ ...welcome, v: LINK_VERSION + 1 }))).toEqual({ ok: false, problem: 'newer-version' });
  });

  it('refuses the rest by code', () => {
    expect(readHostMessage(text({ t: 'draft', at: 3, dice: [0] }))).toEqual({ ok: false, problem: 'fields' });
    expect(readHostMessage(text({ t: 'answer', id: 'b-1', ok: false, code: 'because' }))).toEqual({
      ok: false,
      problem: 'fields',
    });
    expect(readHostMessage(text({ t: 'answer', id: 'b-1', ok: true }))).toEqual({ ok: false, problem: 'fields' });
    expect(readHostMessage(text({ t: 'refused', code: 'x' }))).toEqual({ ok: false, problem: 'fields' });
    expect(readHostMessage(text({ t: 'shutdown' }))).toEqual({ ok: false, problem: 'unknown-type' });
    expect(readHostMessage('[')).toEqual({ ok: false, problem: 'not-json' });
  });

  it('never throws on 300 hostile messages', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 500 }), fc.json({ maxDepth: 5 })), (raw) => {
        const read = readHostMessage(raw);
        return read.ok || ['too-large', 'not-json', 'unknown-type', 'fields', 'newer-version'].includes(read.problem);
      }),
      { numRuns: 300 },
    );
  });
});
