/** Restoring hostile files: huge fields, prototype keys, stray fields, too many names. */
import { expect } from '@open-wc/testing';
import { restoreGames } from '../../src/db/index.js';
import type { Ledger } from '../../src/db/index.js';
import { restoreFromFile } from '../../src/ui/app/export-actions.js';
import { openLedger, removeLedgers } from './db-helpers.js';
import { keysDeep } from '../support/keys-deep.js';
import { backupFile, everything, houseRules, ledgerWithGames, oldPhone } from './helpers-backup.js';

/** The stores' rows with the restore's write counter set aside (a restore stamps the time). */
async function storedRows(ledger: Ledger) {
  const { games, entries, settings } = await everything(ledger);
  return { games: games.map((row) => ({ ...row, seq: 0 })).sort((a, b) => (a.id < b.id ? -1 : 1)), entries, settings };
}

const MEGABYTE = 'x'.repeat(1024 * 1024);
/** As JSON.parse makes them: own keys, which an object literal would not make of `__proto__`. */
const HOSTILE_KEYS = JSON.parse(
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true}}',
) as Record<string, unknown>;

/** The file with these extra keys on the game, its setup, its rules and their scoring, every entry, the settings and the house rules. */
function withExtraKeys(data: Parsed, extra: Record<string, unknown>): string {
  const add = (target: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(extra))
      Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  };
  const copy = JSON.parse(JSON.stringify(data));
  for (const game of copy.games) {
    add(game);
    add(game.setup);
    add(game.setup.rules);
    add(game.setup.rules.scoring);
    game.entries.forEach(add);
  }
  add(copy.settings);
  add(copy.settings.houseRules);
  add(copy.settings.houseRules.turn);
  return JSON.stringify(copy);
}

type Parsed = ReturnType<typeof JSON.parse>;

describe('restoring hostile files', () => {
  afterEach(() => removeLedgers());

  it('leaves a 1 MB name out of a file with no games, stores nothing and says so', async () => {
    const newPhone = openLedger();
    await newPhone.setSetting('recentPlayers', ['Zoë']);
    const before = await everything(newPhone);
    const file = {
      format: 'zilch-scorepad-backup',
      version: 1,
      exportedAt: new Date().toISOString(),
      games: [],
      settings: { recentPlayers: ['N'.repeat(1024 * 1024)] },
    };
    const report = await restoreFromFile(newPhone, new Blob([JSON.stringify(file)]));
    expect(report).to.deep.equal({
      ok: true,
      message: 'This backup has no games: nothing was restored; left out: 1 player name that was too long.',
    });
    expect(await everything(newPhone)).to.deep.equal(before);
  });

  it('refuses a file with a game whose rules carry a 1 MB description, and changes nothing', async () => {
    const data = JSON.parse(await (await backupFile(await oldPhone())).text());
    data.games[1].setup.rules.description = 'd'.repeat(1024 * 1024);
    const newPhone = openLedger();
    await newPhone.setSetting('recentPlayers', ['Zoë']);
    const before = await everything(newPhone);
    const report = await restoreFromFile(newPhone, new Blob([JSON.stringify(data)]));
    expect(report.ok).to.equal(false);
    expect(report.message).to.match(
      /^Game 2 \(.*\) is damaged: These rules cannot be played: their description is longer than 500 characters\.$/,
    );
    expect(await everything(newPhone)).to.deep.equal(before);
  });

  it('stores only the fields the app knows: no 1 MB field, no __proto__ or constructor key, in any row', async () => {
    const data = JSON.parse(await (await backupFile(await oldPhone())).text());
    const clean = openLedger();
    await restoreFromFile(clean, new Blob([JSON.stringify(data)]));

    const junky = openLedger();
    // A 1 KB stray field everywhere, and a 1 MB one in an entry and in the settings.
    const hostile = JSON.parse(withExtraKeys(data, { note: 'x'.repeat(1024), ...HOSTILE_KEYS }));
    hostile.games[1].entries[0].note = MEGABYTE;
    hostile.settings.note = MEGABYTE;
    const report = await restoreFromFile(junky, new Blob([JSON.stringify(hostile)]));
    const rows = await storedRows(junky);
    expect(['note', '__proto__', 'constructor', 'prototype'].filter((key) => keysDeep(rows).has(key))).to.deep.equal(
      [],
    );
    expect(JSON.stringify(rows).length).to.be.below(100_000);
    expect(rows).to.deep.equal(await storedRows(clean));
    expect(report).to.deep.equal({
      ok: true,
      message:
        'Restored 2 games and 5 player names. Your house rules are back for the next new game. Advice is off, as it was.',
    });
  });

  it('finds a game that differs from a stored one only by stray fields already here, not a copy', async () => {
    const { ledger } = await ledgerWithGames();
    const data = JSON.parse(await backupFile(ledger).then((file) => file.text()));
    data.settings.houseRules = houseRules();
    const before = await everything(ledger);
    const report = await restoreFromFile(
      ledger,
      new Blob([withExtraKeys(data, { note: 'from another app', ...HOSTILE_KEYS })]),
    );
    expect(report.message).to.equal(
      'Nothing to restore: all 2 games were already here. Your house rules are back for the next new game.',
    );
    expect((await ledger.listGames()).length).to.equal(2);
    expect({ ...(await everything(ledger)), settings: [] }).to.deep.equal({ ...before, settings: [] });
  });

  it('adds a name only when it is not the same player as one here, and counts the names the list of 24 has no room for', async () => {
    const fresh = openLedger();
    const own = Array.from({ length: 22 }, (_, index) => `Own ${index + 1}`);
    await fresh.setSetting('recentPlayers', ['Ana', ...own]);
    const report = await restoreGames(fresh, [], { recentPlayers: ['ana', 'Ben', 'Cy', 'Dee'] });
    expect(report).to.deep.equal({ restored: 0, alreadyHere: 0, copies: 0, playerNames: 1, playerNamesNotKept: 2 });
    expect(await fresh.getSetting('recentPlayers')).to.deep.equal(['Ana', ...own, 'Ben']);
  });
});
