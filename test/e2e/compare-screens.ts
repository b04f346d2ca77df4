/**
 * `npx tsx test/e2e/compare-screens.ts <before> <after>`: compares two sets of screenshots taken by
 * screens.ts, picture by picture, in Chromium (a canvas reads the pixels: no image library needed).
 * Prints "same" or how many pixels differ, by how much at most and where (the box around them), and
 * writes each difference, changed pixels in magenta over a faded "after", to `<after>-diff/`. It
 * reports; it never fails.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './harness.js';

async function pngs(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.png')) found.push(relative(dir, join(entry.parentPath, entry.name)));
  }
  return found.sort();
}

async function main(): Promise<void> {
  const [beforeArg, afterArg] = process.argv.slice(2);
  if (!beforeArg || !afterArg) throw new Error('usage: compare-screens.ts <before> <after>');
  const before = resolve(beforeArg);
  const after = resolve(afterArg);
  const diffDir = `${after}-diff`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  // tsx names inner functions with a `__name` helper that the page does not have.
  await page.evaluate('globalThis.__name = (f) => f');
  const names = new Set([...(await pngs(before)), ...(await pngs(after))]);
  let same = 0;
  for (const name of [...names].sort()) {
    const read = (dir: string) =>
      readFile(join(dir, name)).then(
        (data) => data.toString('base64'),
        () => null,
      );
    const [a, b] = await Promise.all([read(before), read(after)]);
    if (!a || !b) {
      console.log(`${name}: only in ${a ? 'before' : 'after'}`);
      continue;
    }
    const result = await page.evaluate(
      async ([a64, b64]) => {
        const load = async (data: string) =>
          createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
        const [first, second] = await Promise.all([load(a64), load(b64)]);
        const width = Math.max(first.width, second.width);
        const height = Math.max(first.height, second.height);
        const pixels = (image: ImageBitmap) => {
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, width, height);
        };
        const one = pixels(first);
        const two = pixels(second);
        const out = new ImageData(width, height);
        let differ = 0;
        // The largest change of one channel: 1 or 2 (of 255) on a few edge pixels is anti-aliasing noise.
        let most = 0;
        const box = { left: width, top: height, right: -1, bottom: -1 };
        for (let i = 0; i < one.data.length; i += 4) {
          const changed =
            one.data[i] !== two.data[i] ||
            one.data[i + 1] !== two.data[i + 1] ||
            one.data[i + 2] !== two.data[i + 2] ||
            one.data[i + 3] !== two.data[i + 3];
          if (changed) {
            differ += 1;
            for (let channel = 0; channel < 4; channel += 1) {
              most = Math.max(most, Math.abs((one.data[i + channel] ?? 0) - (two.data[i + channel] ?? 0)));
            }
            const x = (i / 4) % width;
            const y = Math.floor(i / 4 / width);
            box.left = Math.min(box.left, x);
            box.top = Math.min(box.top, y);
            box.right = Math.max(box.right, x);
            box.bottom = Math.max(box.bottom, y);
          }
          const faded = (channel: number) => (two.data[i + channel] ?? 0) / 3 + 170;
          out.data.set(changed ? [255, 0, 255, 255] : [faded(0), faded(1), faded(2), 255], i);
        }
        if (differ === 0) return { differ, total: width * height, sizes: '', where: '', diff: '' };
        const canvas = new OffscreenCanvas(width, height);
        (canvas.getContext('2d') as OffscreenCanvasRenderingContext2D).putImageData(out, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        const sizes =
          first.width !== second.width || first.height !== second.height
            ? ` (${first.width}×${first.height} → ${second.width}×${second.height})`
            : '';
        const where = ` by up to ${most}/255, in x ${box.left}–${box.right}, y ${box.top}–${box.bottom}`;
        return { differ, total: width * height, sizes, where, diff: btoa(binary) };
      },
      [a, b] as const,
    );
    if (result.differ === 0) {
      same += 1;
      console.log(`${name}: same`);
      continue;
    }
    const out = join(diffDir, name);
    await mkdir(resolve(out, '..'), { recursive: true });
    await writeFile(out, Buffer.from(result.diff, 'base64'));
    console.log(
      `${name}: ${result.differ} pixels differ (${((100 * result.differ) / result.total).toFixed(2)} %)${result.where}${result.sizes} → ${relative(process.cwd(), out)}`,
    );
  }
  console.log(`${same} of ${names.size} the same`);
  await browser.close();
}

await main();
