/**
 * `npm test`: every check, stage by stage, with each stage's time, and a non-zero exit at the first
 * stage that fails. The type check and the lint run together (each mostly one core of two), then
 * the unit tests, the browser tests and the end-to-end tests.
 */
import { spawn } from 'node:child_process';

/** A stage: the npm scripts it runs at once. */
const STAGES: readonly (readonly string[])[] = [['typecheck', 'lint'], ['test:unit'], ['test:browser'], ['test:e2e']];

interface Ran {
  readonly script: string;
  readonly code: number;
  readonly seconds: number;
}

/** Runs `npm run <script>`; alone, its output streams; beside another, it is printed whole when it ends. */
function run(script: string, alone: boolean): Promise<Ran> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      if (!alone && output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      resolve({ script, code: code ?? 1, seconds: (performance.now() - start) / 1000 });
    });
  });
}

const seconds = (value: number) => `${value.toFixed(1)} s`;

async function main(): Promise<number> {
  const start = performance.now();
  const times: string[] = [];
  for (const stage of STAGES) {
    const stageStart = performance.now();
    console.log(`\n== ${stage.join(' + ')} ==\n`);
    const results = await Promise.all(stage.map((script) => run(script, stage.length === 1)));
    const took = (performance.now() - stageStart) / 1000;
    const each = results.map((ran) => `${ran.script} ${seconds(ran.seconds)}`).join(', ');
    times.push(stage.length > 1 ? `${each} (together ${seconds(took)})` : each);
    console.log(`\n${stage.join(' + ')}: ${seconds(took)}`);
    const failed = results.filter((ran) => ran.code !== 0);
    if (failed.length > 0) {
      console.log(`\nnpm test: ${failed.map((ran) => ran.script).join(', ')} failed; ${times.join('; ')}`);
      return 1;
    }
  }
  console.log(
    `\nnpm test: all passed in ${((performance.now() - start) / 60_000).toFixed(1)} min: ${times.join('; ')}`,
  );
  return 0;
}

process.exitCode = await main();
