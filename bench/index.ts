/**
 * `npm run bench`: runs every suite, prints its figures beside the targets, then a one-line summary.
 * Exits 0 when a target is missed (the bench reports, it does not gate); non-zero when a suite throws.
 */
import { cpus } from 'node:os';
import { formatLimit, formatTime } from './measure.js';
import type { Check, Suite } from './measure.js';
import { advisorSuite } from './advisor.js';
import { gameSuite } from './game.js';
import { rulesSuite } from './rules.js';
import { storageSuite } from './storage.js';

const suites: readonly Suite[] = [rulesSuite, gameSuite, storageSuite, advisorSuite];

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
  const detail = over.map((c) => `${c.label} ${formatTime(c.value)} > ${formatLimit(c.limit)}`).join('; ');
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
