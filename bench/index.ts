/**
 * `npm run bench`: runs every suite, prints its figures beside the targets, then a one-line summary.
 * Exits 0 when a target is missed (the bench reports, it does not gate); non-zero when a suite throws.
 * Arguments name the suites to run (default: all).
 */
import { cpus } from 'node:os';
import { describeMiss } from './measure.js';
import type { Check, Suite } from './measure.js';
import { advisorSuite } from './advisor.js';
import { codeSuite } from './code.js';
import { gameSuite } from './game.js';
import { interactionSuite } from './interaction.js';
import { killsSuite } from './kills.js';
import { lighthouseSuite } from './lighthouse.js';
import { reviewSuite } from './review.js';
import { rulesSuite } from './rules.js';
import { sizeSuite } from './size.js';
import { statsSuite } from './stats.js';
import { storageSuite } from './storage.js';
import { winSuite } from './win.js';

const allSuites: readonly Suite[] = [
  rulesSuite,
  gameSuite,
  storageSuite,
  statsSuite,
  advisorSuite,
  reviewSuite,
  winSuite,
  sizeSuite,
  codeSuite,
  interactionSuite,
  lighthouseSuite,
  killsSuite,
];
// `npm run bench -- size lighthouse` runs only the suites named.
const only = process.argv.slice(2);
const suites = only.length === 0 ? allSuites : allSuites.filter((suite) => only.includes(suite.name));

async function main(): Promise<void> {
  console.log(`Zilch Scorepad bench — Node ${process.version}, ${cpus().length} cores, ${new Date().toISOString()}\n`);
  const checks: Check[] = [];
  const checksums: string[] = [];
  for (const suite of suites) {
    console.log(`== ${suite.name} ==\n`);
    const result = await suite.run();
    checks.push(...result.checks);
    checksums.push(`${suite.name} ${result.checksum.toString(16).padStart(8, '0')}`);
  }
  console.log(`checksum: ${checksums.join(', ')}`);
  const over = checks.filter((c) => !c.ok);
  const detail = over.map(describeMiss).join('; ');
  console.log(
    over.length === 0
      ? `summary: ${checks.length}/${checks.length} targets met ✓`
      : `summary: ${checks.length - over.length}/${checks.length} targets met ✗ OVER: ${detail}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
