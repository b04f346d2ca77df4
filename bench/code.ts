/**
 * Code suite: the shape the code is kept in, beside its targets (docs/style.md): a page is wiring
 * under 400 lines (the play page, the biggest), no hand-written file over 500 lines (generated
 * locale modules aside), and an element's CSS over about 80 lines goes to a `.styles.ts` beside it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { check, fold, formatCount, marker, printTable } from './measure.js';
import type { Suite } from './measure.js';

const ROOT = new URL('..', import.meta.url).pathname;
const FOLDERS = ['src', 'test', 'bench', 'scripts'];
const GENERATED = join('src', 'ui', 'locales', 'generated');
const TARGETS = { page: 400, file: 500, inlineCss: 80 } as const;

async function sourceFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    const path = relative(ROOT, join(entry.parentPath, entry.name));
    if (entry.isFile() && path.endsWith('.ts') && !path.startsWith(GENERATED)) found.push(path);
  }
  return found;
}

/** The lines of the longest css`` template in a file. */
function longestCss(text: string): number {
  let longest = 0;
  for (const match of text.matchAll(/css`([^`]*)`/g)) longest = Math.max(longest, (match[1] ?? '').split('\n').length);
  return longest;
}

const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const most = <T>(items: readonly T[], by: (item: T) => number): T | undefined =>
  items.reduce<T | undefined>((best, item) => (best === undefined || by(item) > by(best) ? item : best), undefined);

export const codeSuite: Suite = {
  name: 'code',
  async run() {
    const paths = (await Promise.all(FOLDERS.map(sourceFiles))).flat();
    const files = await Promise.all(
      paths.map(async (path) => ({ path, text: await readFile(join(ROOT, path), 'utf8') })),
    );
    const sized = files.map((file) => ({ ...file, lines: lines(file.text) }));
    const pages = sized.filter((file) => /^src\/ui\/pages\/[^/]+\/zs-[^/]+-page\.ts$/.test(file.path));
    const page = most(pages, (file) => file.lines);
    const biggest = most(sized, (file) => file.lines);
    const elements = sized.filter((file) => file.path.startsWith('src/ui/') && !file.path.endsWith('.styles.ts'));
    const css = most(elements, (file) => longestCss(file.text));
    const checks = [
      check(`the longest page (${page?.path ?? '—'})`, page?.lines ?? 0, TARGETS.page, formatCount),
      check(`the longest hand-written file (${biggest?.path ?? '—'})`, biggest?.lines ?? 0, TARGETS.file, formatCount),
      check(
        `the longest CSS in an element's own file (${css?.path ?? '—'})`,
        css ? longestCss(css.text) : 0,
        TARGETS.inlineCss,
        formatCount,
      ),
    ];
    printTable(
      `${formatCount(files.length)} TypeScript files in ${FOLDERS.join(', ')} (generated locale modules aside), in lines`,
      [
        { header: 'figure', align: 'left' },
        { header: 'lines' },
        { header: 'target' },
        { header: '✓/✗', align: 'left' },
      ],
      checks.map((c) => [c.label, formatCount(c.value), `≤ ${formatCount(c.limit)}`, marker(c.ok)]),
    );
    return { checks, checksum: sized.reduce((sum, file) => fold(sum, file.lines), 0) };
  },
};
