import { describe, expect, it } from 'vitest';
import { gameTrails, readJournal, rebuild, writesAfter } from '../../../src/db/journal-records.js';
import type { JournalRecord } from '../../../src/db/journal-records.js';
import type { BackupGame } from '../../../src/export/backup.js';
import type { Entry } from '../../../src/game/index.js';
import { presetById } from '../../../src/rules/index.js';

const setup = { rules: presetById('farkle'), players: ['Ana', 'Ben'] };
const roll = (...dice: number[]): Entry => ({ type: 'roll', dice: dice as 1[] });
const HOLD: Entry = { type: 'hold', dice: [1] };
const BANK: Entry = { type: 'bank' };

/** A journal file's text, as the worker writes it: each line begins with its newline. */
const file = (records: readonly object[]) => records.map((record) => `\n${JSON.stringify(record)}`).join('');

let count = 0;
const id = () => `s.${++count}`;
const create = (game = 'g', time = 1): JournalRecord => ({ id: id(), kind: 'create', game, seq: 1, time, setup });
const write = (seq: number, from: number, head: number, entries: readonly Entry[], extra: object = {}): JournalRecord =>
  ({ id: id(), kind: 'write', game: 'g', seq, time: seq * 10, from, head, entries, ...extra }) as JournalRecord;

describe('the journal of the last writes', () => {
  it('reads its records back, and skips a line cut short or damaged without losing the next one', () => {
    const records = [create(), write(2, 0, 1, [roll(1, 2, 3, 4, 6, 6)])];
    const text = `${file(records)}\n{"id":"s.9","kind":"write","ga${file([write(3, 1, 3, [HOLD, BANK])])}\nnot json`;
    const reading = readJournal(text);
    expect(reading.records.map((record) => record.kind)).toEqual(['create', 'write', 'write']);
    expect(reading.unreadable).toBe(2);
    expect(readJournal('').records).toEqual([]);
    // A file is made at its full size: the zeros after the last line are not a line.
    expect(readJournal(`${file(records)}${'\0'.repeat(300)}`)).toEqual({ records, unreadable: 0 });
  });

  it("refuses records whose entries or setup are not the game's own shapes", () => {
    const bad = [
      {
        id: 'x.1',
        kind: 'write',
        game: 'g',
        seq: 2,
        time: 1,
        from: 0,
        head: 1,
        entries: [{ type: 'jump', dice: [1] }],
      },
      { id: 'x.2', kind: 'write', game: 'g', seq: 2, time: 1, from: 0, head: 5, entries: [] },
      { id: 'x.3', kind: 'create', game: 'g', seq: 1, time: 1, setup: { players: 'Ana' } },
      { id: 'x.4', kind: 'launch', game: 'g', seq: 1, time: 1 },
      { kind: 'delete', game: 'g', seq: 1, time: 1 },
    ];
    expect(readJournal(file(bad))).toEqual({ records: [], unreadable: 5 });
  });

  it('rebuilds a game from its create and writes, taps and times included; an undo moves the head only', () => {
    const records = [
      create('g', 5),
      write(2, 0, 1, [roll(1, 2, 3, 4, 6, 6)]),
      write(3, 1, 3, [HOLD, BANK], { sameTap: [2] }),
      write(4, 3, 1, []),
    ];
    const trail = gameTrails(records).get('g');
    if (!trail) throw new Error('no trail');
    const rebuilt = rebuild(null, null, trail);
    expect(rebuilt.seq).toBe(4);
    expect(rebuilt.game).toMatchObject({
      id: 'g',
      createdAt: 5,
      updatedAt: 40,
      head: 1,
      entries: [roll(1, 2, 3, 4, 6, 6), HOLD, BANK],
    });
    expect(rebuilt.game?.enteredAt).toEqual([20, 30, 30]);
    expect(rebuilt.game?.sameTap).toEqual([false, false, true]);
  });

  it('takes a copy as it is and applies only the writes after its seq; a gap stops them, counted', () => {
    const copy: BackupGame = {
      id: 'g',
      setup,
      createdAt: 1,
      updatedAt: 20,
      head: 1,
      entries: [roll(1, 2, 3, 4, 6, 6)],
      enteredAt: [20],
    };
    const records = [
      create(),
      write(2, 0, 1, [roll(5, 5, 2, 3, 4, 6)]),
      write(3, 1, 3, [HOLD, BANK]),
      write(5, 3, 4, [roll(1, 1, 1, 2, 3, 4)]),
    ];
    const trail = gameTrails(records).get('g');
    if (!trail) throw new Error('no trail');
    const rebuilt = rebuild(copy, 2, trail);
    expect(rebuilt.game?.entries, 'the copy, then seq 3; seq 5 has no seq 4 before it').toEqual([
      roll(1, 2, 3, 4, 6, 6),
      HOLD,
      BANK,
    ]);
    expect(rebuilt.unapplied).toBe(1);
    expect(rebuilt.seq).toBe(3);
  });

  it('a copy of unknown seq takes every write: each rewrites the log from its first changed entry', () => {
    const copy: BackupGame = {
      id: 'g',
      setup,
      createdAt: 1,
      updatedAt: 20,
      head: 1,
      entries: [roll(1, 2, 3, 4, 6, 6)],
      enteredAt: [20],
    };
    const trail = gameTrails([write(2, 0, 1, [roll(1, 2, 3, 4, 6, 6)]), write(3, 1, 3, [HOLD, BANK])]).get('g');
    if (!trail) throw new Error('no trail');
    expect(rebuild(copy, null, trail).game?.entries).toEqual([roll(1, 2, 3, 4, 6, 6), HOLD, BANK]);
  });

  it('never brings back a game the player deleted, unless the delete was taken back', () => {
    const deleted = gameTrails([
      create(),
      write(2, 0, 1, [roll(1, 2, 3, 4, 6, 6)]),
      { id: id(), kind: 'delete', game: 'g', seq: 2, time: 50 },
    ]).get('g');
    if (!deleted) throw new Error('no trail');
    expect(rebuild(null, null, deleted)).toMatchObject({ game: null, deleted: true });
    const back: JournalRecord = {
      id: id(),
      kind: 'full',
      game: 'g',
      seq: 3,
      time: 60,
      setup,
      createdAt: 1,
      head: 1,
      entries: [roll(1, 2, 3, 4, 6, 6)],
      enteredAt: [20],
    };
    const restored = gameTrails([...deleted.states, back]).get('g');
    if (!restored) throw new Error('no trail');
    expect(rebuild(null, null, restored)).toMatchObject({
      deleted: false,
      game: { head: 1, entries: [roll(1, 2, 3, 4, 6, 6)] },
    });
  });

  it('leaves out a write the storage refused, and keeps the one tried again at the same seq', () => {
    const failed = write(2, 0, 1, [roll(2, 2, 3, 3, 4, 6)]);
    const retried = write(2, 0, 1, [roll(1, 2, 3, 4, 6, 6)]);
    const trail = gameTrails([
      create(),
      failed,
      { id: id(), kind: 'failed', game: 'g', time: 25, of: failed.id },
      retried,
    ]).get('g');
    if (!trail) throw new Error('no trail');
    expect(rebuild(null, null, trail).game?.entries).toEqual([roll(1, 2, 3, 4, 6, 6)]);
  });

  it('hands over the writes after a stored seq, one on the other, up to the first gap', () => {
    const trail = gameTrails([
      create(),
      write(2, 0, 1, [roll(1, 2, 3, 4, 6, 6)]),
      write(3, 1, 2, [HOLD]),
      write(5, 2, 3, [BANK]),
    ]).get('g');
    if (!trail) throw new Error('no trail');
    expect(writesAfter(trail, 1).map((record) => record.seq)).toEqual([2, 3]);
    expect(writesAfter(trail, 3)).toEqual([]);
    expect(writesAfter(trail, 4).map((record) => record.seq)).toEqual([5]);
  });

  it('keeps the newest draft of each game, across files in any order', () => {
    const records: JournalRecord[] = [
      { id: 'b.1', kind: 'draft', game: 'g', time: 30, draft: { at: 0, dice: [1, 2, 3, 4, 5, 6] } },
      { id: 'a.1', kind: 'draft', game: 'g', time: 20, draft: { at: 0, dice: [1, 2, 3, 4, 5] } },
      { id: 'a.2', kind: 'draft', game: 'h', time: 10, draft: null },
    ];
    const trails = gameTrails(records);
    expect(trails.get('g')?.draft?.draft).toEqual({ at: 0, dice: [1, 2, 3, 4, 5, 6] });
    expect(trails.get('h')?.draft?.draft).toBe(null);
    expect(trails.get('g')?.states).toEqual([]);
  });
});
