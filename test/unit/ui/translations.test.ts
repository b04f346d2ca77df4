/**
 * Every message of the UI is translated in every shipped language, the translations fit their
 * messages (same placeholders), and the generated language modules are the ones the XLIFF makes:
 * a message added or changed without `npm run i18n` and its translations fails here, by name.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfigFileAndWriteSchema } from '@lit/localize-tools/lib/config.js';
import { RuntimeLitLocalizer } from '@lit/localize-tools/lib/modes/runtime.js';
import type { RuntimeOutputConfig } from '@lit/localize-tools/lib/config.js';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_LOCALE } from '../../../src/ui/locales/languages.js';

const SHIPPED = LANGUAGES.map(({ code }) => code).filter((code) => code !== SOURCE_LOCALE);
const config = readConfigFileAndWriteSchema('lit-localize.json');
const localizer = new RuntimeLitLocalizer({ ...config, output: config.output as RuntimeOutputConfig });
const { messages, errors } = localizer.extractSourceMessages();
const { translations } = localizer.readTranslationsSync();
const scratch = mkdtempSync(join(tmpdir(), 'zs-locales-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('translations', { timeout: 120_000 }, () => {
  it('extracts every message of the UI', () => {
    expect(errors.map((error) => String(error.messageText))).toEqual([]);
    expect(messages.length).toBeGreaterThan(100);
  });

  for (const locale of SHIPPED) {
    it(`leaves no message untranslated in ${locale}`, () => {
      const translated = new Set((translations.get(locale as never) ?? []).map(({ name }) => name));
      const untranslated = messages
        .filter(({ name }) => !translated.has(name))
        .map(
          ({ name, contents }) =>
            `${name}: ${contents.map((part) => (typeof part === 'string' ? part : part.untranslatable)).join('')}`,
        );
      expect(untranslated).toEqual([]);
    });
  }

  it('keeps each translation’s placeholders those of its message', () => {
    expect(localizer.validateTranslations().errors).toEqual([]);
  });

  it('has generated each language’s module from the XLIFF as it is now (npm run i18n)', async () => {
    const output = config.output as RuntimeOutputConfig;
    const codes = join(scratch, 'codes');
    const modules = join(scratch, 'modules');
    const built = new RuntimeLitLocalizer({
      ...config,
      output: { ...output, outputDir: modules, localeCodesModule: join(codes, 'locale-codes.ts') },
    });
    await built.build();
    const committed = config.resolve(output.outputDir);
    for (const file of readdirSync(modules)) {
      expect(readFileSync(join(committed, file), 'utf8'), file).toBe(readFileSync(join(modules, file), 'utf8'));
    }
    expect(readFileSync(config.resolve(output.localeCodesModule ?? ''), 'utf8')).toBe(
      readFileSync(join(codes, 'locale-codes.ts'), 'utf8'),
    );
  });
});
