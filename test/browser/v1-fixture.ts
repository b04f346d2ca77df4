/**
 * Version-1 databases as the first release wrote them (test/fixtures/ledger-v1.json), optionally
 * with damaged records beside the good games (test/fixtures/ledger-v1-damaged.json).
 */
import { expect } from '@open-wc/testing';
import Dexie from 'dexie';
import type { Entry, GameSetup } from '../../src/game/index.js';
import { V1_STORES } from '../../src/db/schema.js';
import type { GameRowV1, SettingRow } from '../../src/db/schema.js';

export interface LedgerV1Fixture {
  readonly games: GameRowV1[];
  readonly settings: SettingRow[];
}

/** Writes the version-1 fixture with a Dexie that only knows version 1, as the first release did; `extra` records go beside its games. */
export async function writeVersion1(name: string, extra: readonly unknown[] = []): Promise<LedgerV1Fixture> {
  const response = await fetch(new URL('../fixtures/ledger-v1.json', import.meta.url));
  const fixture = (await response.json()) as LedgerV1Fixture;
  const v1 = new Dexie(name);
  v1.version(1).stores(V1_STORES);
  await v1.table('games').bulkAdd([...fixture.games, ...extra]);
  await v1.table('settings').bulkAdd(fixture.settings);
  expect(v1.verno).to.equal(1);
  v1.close();
  return fixture;
}

export interface DamagedV1Record {
  readonly id: string;
  readonly setup: GameSetup | null;
  readonly entries?: Entry[];
  readonly head: number;
  readonly updatedAt: number;
}

/** Records no version-1 game should have been, but which a device can hold. */
export async function damagedRecords(): Promise<DamagedV1Record[]> {
  const response = await fetch(new URL('../fixtures/ledger-v1-damaged.json', import.meta.url));
  return ((await response.json()) as { games: DamagedV1Record[] }).games;
}

/** Ola and Pat's house rules (five dice with three pairs) no longer validate. */
export const BAD_RULES = 'b0a1c2d3-0001-4e5f-8a9b-000000000001';
/** `setup: null`. */
export const NULL_SETUP = 'b0a1c2d3-0002-4e5f-8a9b-000000000002';
/** Quinn and Rae's record has no list of entries. */
export const NO_LOG = 'b0a1c2d3-0003-4e5f-8a9b-000000000003';
/** Kim and Lou's log: its head says 12 entries, 7 are stored (they replay). */
export const CUT_SHORT = 'b0a1c2d3-0004-4e5f-8a9b-000000000004';
/** Max and Nia's log ends with a roll of 2 dice where 5 were rolled. */
export const BAD_LAST_ROLL = 'b0a1c2d3-0005-4e5f-8a9b-000000000005';
