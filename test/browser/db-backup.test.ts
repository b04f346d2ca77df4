import { expect } from '@open-wc/testing';
import { readAllGames, readBackupSettings, restoreGames } from '../../src/db/index.js';
import type { Ledger, LoadedGame, RestorableGame } from '../../src/db/index.js';
import { createBackup, readBackup } from '../../src/export/backup.js';
import type { Backup } from '../../src/export/backup.js';
import { CorruptLogError } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import type { Ruleset } from '../../src/rules/index.js';
import { backUpAllGames, restoreFromFile } from '../../src/ui/app/export-actions.js';
import { SHEET_ENTRIES, sheetSetup } from '../support/sheet-game.js';
import {
  FARKLE_TURNS,
  expectOk,
  farkleSetup,
  keepingShareSheet,
  openLedger,
  play,
  removeLedgers,
  storeEntryRows,
  storedEntryRows,
} from './db-helpers.js';
import { keysDeep } from '../support/keys-deep.js';
import { devicePrefs } from '../../src/ui/app/device-prefs.js';
import { currentLocale, LANGUAGE_PREF, useLocale } from '../../src/ui/locales/localize.js';

/** A ledger with two games: the four-player sheet game (one entry undone) and a Farkle game. */
async function ledgerWithGames(): Promise<{ ledger: Ledger; games: LoadedGame[] }> {
  const ledger = openLedger();
  await ledger.setSetting('recentPlayers', ['Ana', 'Ben', 'Cy', 'Dee']);
  const sheet = await play(ledger, expectOk(await ledger.createGame(sheetSetup())), SHEET_ENTRIES);
  const undone = expectOk(await ledger.undoTap(sheet.row.id, sheet.row.seq));
  const farkle = await play(ledger, expectOk(await ledger.createGame(farkleSetup())), FARKLE_TURNS);
  return { ledger, games: [undone, farkle] };
}

async function backupOf(ledger: Ledger): Promise<Backup> {
  const { text } = createBackup(await readAllGames(ledger), Date.now(), await readBackupSettings(ledger));
  const reading = readBackup(text);
  if (!reading.ok) throw new Error(reading.refusal.code);
  return reading.backup;
}

/** What must survive a backup and a restore: everything but the write counter. */
const essence = (game: LoadedGame | null) => game && { row: { ...game.row, seq: 0 }, log: game.log, state: game.state };

/** Every row of every store, to show that a refused restore wrote nothing. */
async function everything(ledger: Ledger) {
  return {
    games: await ledger.db.games.toArray(),
    entries: await storedEntryRows(ledger),
    chunks: await ledger.db.logChunks.toArray(),
    settings: await ledger.db.settings.toArray(),
  };
}

describe('backup storage', () => {
  afterEach(() => removeLedgers());

  it('restores which entries one tap wrote together: one Undo still takes back a hold and its bank', async () => {
    const ledger = openLedger();
    const created = expectOk(await ledger.createGame(farkleSetup()));
    const rolled = expectOk(
      await ledger.act(created.row.id, created.row.seq, { type: 'roll', dice: [1, 5, 2, 3, 4, 6] }),
    );
    const banked = expectOk(
      await ledger.actAll(rolled.row.id, rolled.row.seq, [{ type: 'hold', dice: [1, 5] }, { type: 'bank' }]),
    );
    const backup = await backupOf(ledger);
    const fresh = openLedger();
    await restoreGames(fresh, backup.games, backup.settings);
    const restored = await fresh.loadGame(banked.row.id);
    expect(restored?.sameTap).to.deep.equal([false, false, true]);
    const undone = expectOk(await fresh.undoTap(banked.row.id, restored?.row.seq ?? 0));
    expect(undone.log.head).to.equal(1);
  });

  it('restores a backup into a fresh database equal to the original, redo stack and entry times included', async () => {
    const { ledger, games } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const fresh = openLedger();
    const result = await restoreGames(fresh, backup.games, backup.settings);
    expect(result).to.deep.equal({ restored: 2, alreadyHere: 0, copies: 0, playerNames: 5 });
    for (const game of games) {
      const restored = await fresh.loadGame(game.row.id);
      expect(essence(restored)).to.deep.equal(essence(game));
    }
    expect((await fresh.loadGame(games[0]?.row.id ?? ''))?.log.head).to.equal(SHEET_ENTRIES.length - 1);
    const entryTimes = async (target: Ledger) =>
      (await storedEntryRows(target)).map((row) => [row.gameId, row.index, row.at]);
    expect(await entryTimes(fresh)).to.deep.equal(await entryTimes(ledger));
    expect(await fresh.getSetting('recentPlayers')).to.deep.equal(await ledger.getSetting('recentPlayers'));
    // A restored game plays on: redo brings back the undone entry.
    const sheet = await fresh.loadGame(games[0]?.row.id ?? '');
    const redone = expectOk(await fresh.redoTap(sheet?.row.id ?? '', sheet?.row.seq ?? 0));
    expect(redone.state.phase).to.equal('finished');
  });

  it('does not duplicate games already here', async () => {
    const { ledger } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const before = await everything(ledger);
    expect(await restoreGames(ledger, backup.games)).to.deep.equal({ restored: 0, alreadyHere: 2, copies: 0 });
    expect(await everything(ledger)).to.deep.equal(before);
  });

  it('counts a game played on since the backup as already here', async () => {
    const { ledger, games } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const farkle = games[1] as LoadedGame;
    await play(ledger, farkle, [{ type: 'total', points: 300 }]);
    expect(await restoreGames(ledger, backup.games)).to.deep.equal({ restored: 0, alreadyHere: 2, copies: 0 });
    expect((await ledger.listGames()).length).to.equal(2);
  });

  it('keeps both when a game with the same id went another way, and adds the copy only once', async () => {
    const { ledger, games } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const farkle = games[1] as LoadedGame;
    // Undo the last step and play something else: the stored game no longer continues the backup's.
    const undone = await ledger.undoTap(farkle.row.id, farkle.row.seq);
    if (!undone.ok) throw new Error(JSON.stringify(undone.refusal));
    await play(ledger, undone.game, [{ type: 'total', points: 300 }]);
    expect(await restoreGames(ledger, backup.games)).to.deep.equal({ restored: 1, alreadyHere: 1, copies: 1 });
    const rows = await ledger.listGames();
    expect(rows.length).to.equal(3);
    const copy = rows.find((row) => row.id !== farkle.row.id && row.id.startsWith(farkle.row.id));
    expect(copy?.id).to.match(/-copy-[0-9a-f]{8}$/);
    expect(essence(await ledger.loadGame(copy?.id ?? ''))?.log).to.deep.equal(farkle.log);
    expect(await restoreGames(ledger, backup.games)).to.deep.equal({ restored: 0, alreadyHere: 2, copies: 0 });
    expect((await ledger.listGames()).length).to.equal(3);
  });

  it('writes nothing when a game does not replay', async () => {
    const { ledger } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const fresh = openLedger();
    const broken: RestorableGame = {
      ...(backup.games[1] as RestorableGame),
      id: 'broken',
      entries: [{ type: 'bank' }],
      enteredAt: [null],
      head: 1,
    };
    let thrown: unknown;
    try {
      await restoreGames(fresh, [...backup.games, broken]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(CorruptLogError);
    expect(await fresh.listGames()).to.deep.equal([]);
  });

  it('writes all the games in one transaction: a failure on the last one leaves none', async () => {
    const { ledger } = await ledgerWithGames();
    const backup = await backupOf(ledger);
    const fresh = openLedger();
    const last = backup.games[1] as RestorableGame;
    // An entry left behind under the last game's id makes adding its entries fail.
    await storeEntryRows(fresh, [{ gameId: last.id, index: 0, entry: { type: 'bank' }, at: null }]);
    let thrown: unknown;
    try {
      await restoreGames(fresh, backup.games);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(Error);
    expect(await fresh.listGames()).to.deep.equal([]);
    expect((await storedEntryRows(fresh)).length).to.equal(1);
  });

  it("adds the backup's recent players after the device's own", async () => {
    const fresh = openLedger();
    await fresh.setSetting('recentPlayers', ['Zoë', 'Ana']);
    await restoreGames(fresh, [], { recentPlayers: ['Ana', 'Ben'] });
    expect(await fresh.getSetting('recentPlayers')).to.deep.equal(['Zoë', 'Ana', 'Ben']);
  });

  it('restores a deleted game so that another tab sees it as restored, not as it remembered it', async () => {
    const tabA = openLedger();
    const tabB = openLedger({ name: tabA.name });
    const created = expectOk(await tabA.createGame(farkleSetup()));
    expect((await tabB.loadGame(created.row.id))?.log.entries).to.deep.equal([]);
    await play(tabA, created, FARKLE_TURNS);
    const backup = await backupOf(tabA);
    await tabA.deleteGame(created.row.id);
    await restoreGames(tabA, backup.games);
    expect((await tabB.loadGame(created.row.id))?.log.entries).to.deep.equal(FARKLE_TURNS);
  });

  it('reads every game with its entries in log order', async () => {
    const { ledger, games } = await ledgerWithGames();
    const stored = await readAllGames(ledger);
    expect(stored.map((game) => game.row.id).sort()).to.deep.equal(games.map((game) => game.row.id).sort());
    for (const game of stored) {
      expect(game.entries.map((row) => row.index)).to.deep.equal(game.entries.map((_, index) => index));
    }
  });
});

/** House rules as the new-game page keeps them: a preset the group changed, id "house". */
const houseRules = (name = 'Our table', openingMinimum = 1000): Ruleset => {
  const base = presetById('zilch-15k');
  return { ...base, id: 'house', name, turn: { ...base.turn, openingMinimum } };
};

/** The old phone: games, the names, house rules built there, advice off, and its storage answer. */
async function oldPhone(): Promise<Ledger> {
  const { ledger } = await ledgerWithGames();
  await ledger.setSetting('houseRules', houseRules());
  await ledger.setSetting('adviceOff', true);
  await ledger.setSetting('persistence', { askedAt: 5, granted: true });
  return ledger;
}

/** The backup file the old phone shares, made by the backup button's own code. */
async function backupFile(ledger: Ledger): Promise<File> {
  const sheet = keepingShareSheet();
  const report = await backUpAllGames(ledger, sheet.target);
  expect(report.ok, report.message).to.equal(true);
  const file = sheet.kept[0];
  if (!file) throw new Error('no backup file was shared');
  return file;
}

describe('backup and restore of settings', () => {
  afterEach(() => removeLedgers());

  it('restores the games of a file whose house rules this version cannot play, and says the rules were left out', async () => {
    const file = await backupFile(await oldPhone());
    const data = JSON.parse(await file.text());
    data.settings.houseRules = { ...data.settings.houseRules, diceCount: 42 };
    const newPhone = openLedger();
    const report = await restoreFromFile(newPhone, new Blob([JSON.stringify(data)], { type: 'application/json' }));
    expect(report).to.deep.equal({
      ok: true,
      message:
        "Restored 2 games and 5 player names. Advice is off, as it was. The backup's house rules were left out, as they cannot be played here: The number of dice must be a whole number from 5 to 10.",
    });
    expect(await newPhone.getSetting('houseRules')).to.equal(undefined);
    expect((await newPhone.listGames()).length).to.equal(2);
  });

  it("brings the house rules, the advice switch and the names to a new phone, not the old phone's storage answer", async () => {
    const file = await backupFile(await oldPhone());
    const settings = JSON.parse(await file.text()).settings;
    expect(Object.keys(settings).sort()).to.deep.equal(['adviceOff', 'houseRules', 'recentPlayers']);

    const newPhone = openLedger();
    const report = await restoreFromFile(newPhone, file);
    expect(report).to.deep.equal({
      ok: true,
      message:
        'Restored 2 games and 5 player names. Your house rules are back for the next new game. Advice is off, as it was.',
    });
    expect(await newPhone.getSetting('houseRules')).to.deep.equal(houseRules());
    expect(await newPhone.getSetting('adviceOff')).to.equal(true);
    expect(await newPhone.getSetting('recentPlayers')).to.deep.equal(['Ann', 'Ben', 'Ana', 'Cy', 'Dee']);
    expect(await newPhone.getSetting('persistence')).to.equal(undefined);
  });

  it('never overwrites a setting the player made on this phone; the names are added after its own', async () => {
    const file = await backupFile(await oldPhone());
    const newPhone = openLedger();
    await newPhone.setSetting('houseRules', houseRules('New phone rules', 500));
    await newPhone.setSetting('adviceOff', false);
    await newPhone.setSetting('recentPlayers', ['Zoë']);

    const report = await restoreFromFile(newPhone, file);
    expect(report.message).to.equal(
      "Restored 2 games and 5 player names. This device's own house rules were kept, not the backup's. Advice stays on, as set on this device.",
    );
    expect(await newPhone.getSetting('houseRules')).to.deep.equal(houseRules('New phone rules', 500));
    expect(await newPhone.getSetting('adviceOff')).to.equal(false);
    expect(await newPhone.getSetting('recentPlayers')).to.deep.equal(['Zoë', 'Ann', 'Ben', 'Ana', 'Cy', 'Dee']);

    // Restoring the same file again says nothing new about settings that are the same.
    await newPhone.setSetting('houseRules', houseRules());
    expect((await restoreFromFile(newPhone, file)).message).to.equal(
      'Nothing to restore: all 2 games were already here. Advice stays on, as set on this device.',
    );
  });

  it('carries the language the players chose: a new phone speaks it after the restore, a phone with its own choice keeps it', async () => {
    const old = await oldPhone();
    await old.setSetting('language', 'de');
    const file = await backupFile(old);
    expect(JSON.parse(await file.text()).settings.language).to.equal('de');

    const newPhone = openLedger();
    try {
      const report = await restoreFromFile(newPhone, file);
      expect(report.ok).to.equal(true);
      expect(await newPhone.getSetting('language')).to.equal('de');
      expect(currentLocale()).to.equal('de');
      // Said in the language now spoken.
      expect(report.message).to.contain('Die in der Sicherung gewählte Sprache ist zurück.');

      const ownChoice = openLedger();
      await ownChoice.setSetting('language', 'cs');
      await useLocale('en');
      const kept = await restoreFromFile(ownChoice, file);
      expect(kept.message).to.contain("This device's own choice of language was kept, not the backup's.");
      expect(await ownChoice.getSetting('language')).to.equal('cs');
      expect(currentLocale()).to.equal('en');
    } finally {
      devicePrefs.write(LANGUAGE_PREF, null);
      await useLocale('en');
    }
  });

  it('refuses a backup whose language is not a language code, by name', async () => {
    const data = JSON.parse(await (await backupFile(await oldPhone())).text());
    data.settings.language = { code: 'de' };
    const report = await restoreFromFile(openLedger(), new Blob([JSON.stringify(data)], { type: 'application/json' }));
    expect(report).to.deep.equal({ ok: false, message: 'This backup is damaged: its language is not readable.' });
  });

  it("takes the backup's house rules over stored ones this app can no longer use", async () => {
    const file = await backupFile(await oldPhone());
    const newPhone = openLedger();
    await newPhone.db.settings.put({ key: 'houseRules', value: { ...houseRules(), diceCount: 42 } });
    const report = await restoreFromFile(newPhone, file);
    expect(report.message).to.contain('Your house rules are back');
    expect(await newPhone.getSetting('houseRules')).to.deep.equal(houseRules());
  });

  it('leaves house rules that cannot be played out of a backup, so the backup still restores', async () => {
    const ledger = await oldPhone();
    await ledger.db.settings.put({ key: 'houseRules', value: { ...houseRules(), diceCount: 42 } });
    const file = await backupFile(ledger);
    expect(JSON.parse(await file.text()).settings.houseRules).to.equal(undefined);
    const newPhone = openLedger();
    expect((await restoreFromFile(newPhone, file)).message).to.equal(
      'Restored 2 games and 5 player names. Advice is off, as it was.',
    );
    expect(await newPhone.getSetting('houseRules')).to.equal(undefined);
  });

  it('restores a file of the last release (no settings, or the names only) as before, leaving every setting here as it is', async () => {
    const file = await backupFile(await oldPhone());
    const data = JSON.parse(await file.text());
    const newPhone = openLedger();
    await newPhone.setSetting('adviceOff', true);
    const settingsBefore = await newPhone.db.settings.toArray();

    delete data.settings;
    expect(await restoreFromFile(newPhone, new Blob([JSON.stringify(data)]))).to.deep.equal({
      ok: true,
      message: 'Restored 2 games.',
    });
    expect(await newPhone.db.settings.toArray()).to.deep.equal(settingsBefore);

    const namesOnly = openLedger();
    data.settings = { recentPlayers: ['Ana', 'Ben'] };
    expect((await restoreFromFile(namesOnly, new Blob([JSON.stringify(data)]))).message).to.equal(
      'Restored 2 games and 2 player names.',
    );
    expect(await namesOnly.getSetting('recentPlayers')).to.deep.equal(['Ana', 'Ben']);
    expect(await namesOnly.getSetting('houseRules')).to.equal(undefined);
  });

  it('refuses a damaged or newer file and changes nothing, settings included', async () => {
    const file = await backupFile(await oldPhone());
    const data = JSON.parse(await file.text());
    const newPhone = openLedger();
    await newPhone.setSetting('recentPlayers', ['Zoë']);
    const before = await everything(newPhone);

    const damaged = { ...data, settings: { ...data.settings, houseRules: 'ours' } };
    const refused = await restoreFromFile(newPhone, new Blob([JSON.stringify(damaged)]));
    expect(refused).to.deep.equal({ ok: false, message: 'This backup is damaged: its house rules are not readable.' });
    const newer = await restoreFromFile(newPhone, new Blob([JSON.stringify({ ...data, version: 2 })]));
    expect(newer.ok).to.equal(false);
    expect(newer.message).to.match(/newer version of Zilch Scorepad \(version 2\)/);
    expect(await everything(newPhone)).to.deep.equal(before);
  });

  it("brings the spellings merged for the statistics to a new phone, added to the phone's own, never over one", async () => {
    const ledger = await oldPhone();
    await ledger.setSetting('playerAliases', { annie: 'ann', 'ben b': 'ben' });
    const file = await backupFile(ledger);
    expect(JSON.parse(await file.text()).settings.playerAliases).to.deep.equal({ annie: 'ann', 'ben b': 'ben' });

    const newPhone = openLedger();
    expect((await restoreFromFile(newPhone, file)).message).to.equal(
      'Restored 2 games and 5 player names. Your house rules are back for the next new game. Advice is off, as it was. 2 merged player names are back in the statistics.',
    );
    expect(await newPhone.getSetting('playerAliases')).to.deep.equal({ annie: 'ann', 'ben b': 'ben' });

    const ownPhone = openLedger();
    await ownPhone.setSetting('playerAliases', { annie: 'anne' });
    expect((await restoreFromFile(ownPhone, file)).message).to.contain(
      '1 merged player name is back in the statistics.',
    );
    expect(await ownPhone.getSetting('playerAliases')).to.deep.equal({ annie: 'anne', 'ben b': 'ben' });
    expect((await restoreFromFile(ownPhone, file)).message, 'nothing new the second time').to.not.contain('merged');
  });

  it('refuses a file whose merged spellings are not readable, and changes nothing', async () => {
    const data = JSON.parse(await (await backupFile(await oldPhone())).text());
    const newPhone = openLedger();
    const before = await everything(newPhone);
    const refused = await restoreFromFile(
      newPhone,
      new Blob([JSON.stringify({ ...data, settings: { ...data.settings, playerAliases: { annie: 7 } } })]),
    );
    expect(refused).to.deep.equal({
      ok: false,
      message: 'This backup is damaged: its merged player names are not readable.',
    });
    expect(await everything(newPhone)).to.deep.equal(before);
  });
});

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
