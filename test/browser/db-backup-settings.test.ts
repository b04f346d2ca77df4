/**
 * The settings a backup carries to a new phone (house rules, the advice switch, the names, the
 * language, merged spellings), never over one the player made here, and files of the last release.
 */
import { expect } from '@open-wc/testing';
import { restoreFromFile } from '../../src/ui/app/export-actions.js';
import { openLedger, removeLedgers } from './db-helpers.js';
import { devicePrefs } from '../../src/ui/app/device-prefs.js';
import { currentLocale, LANGUAGE_PREF, useLocale } from '../../src/ui/locales/localize.js';
import { backupFile, everything, houseRules, oldPhone } from './helpers-backup.js';

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
