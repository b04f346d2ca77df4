/**
 * `npm run i18n`: the messages of src/ui extracted to locales/<locale>.xlf (translations already
 * there are kept), the pseudo-locale written from the English, then each language's module
 * generated in src/ui/locales/generated. Run it after changing any user-visible text.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { pseudoXliff } from './pseudo-locale.js';

const run = (...args: string[]) => execFileSync('npx', ['lit-localize', ...args], { stdio: 'inherit' });

run('extract');
const file = 'locales/en-XA.xlf';
writeFileSync(file, pseudoXliff(readFileSync(file, 'utf8')));
run('build');
