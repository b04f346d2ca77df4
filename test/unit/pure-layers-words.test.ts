/**
 * The pure layers speak in codes and numbers: a sentence a player reads is written in the UI, in
 * every language. This test reads every string in src/rules, src/game, src/advisor, src/stats,
 * src/export, src/link and src/db and fails on any that reads as English words, except where only a
 * programmer can see it: errors thrown, console output, and comments (which are not strings).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const LAYERS = ['rules', 'game', 'advisor', 'stats', 'export', 'link', 'db'];

/** Files whose English is data or only for programmers, and why. */
const NOT_FOR_PLAYERS: Readonly<Record<string, string>> = {
  [join('src', 'rules', 'presets.ts')]:
    "the presets' own names and descriptions, as the seeds have them: the UI shows each in the players' language by its id (src/ui/text/preset-text.ts)",
  [join('src', 'link', 'connection-code.ts')]:
    'the lines of a WebRTC session description (SDP), a protocol the browser reads, not a player',
  [join('src', 'advisor', 'win.ts')]:
    "winAdvice's argument checks (positionProblem), for the programmer calling the API",
};

/** A list of identifiers, such as a Dexie index ("id, updatedAt, [status+updatedAt]"). */
const IDENTIFIERS = /^[\w+*[\]&]+(, [\w+*[\]&]+)+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Two words of letters with a space between: "not a backup", "Nothing to undo". */
const WORDS = /\p{L}{2,}[ ,:;]+\p{L}{2,}/u;

/** Whether `node` sits where only a programmer sees it: a thrown error, a console call, a type. */
function forProgrammers(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isThrowStatement(at)) return true;
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isCallExpression(at) && /^console\./.test(at.expression.getText())) return true;
    if (ts.isTypeNode(at) || ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
    // A class that extends Error names itself and its programmer's message in super(...).
    if (ts.isCallExpression(at) && at.expression.kind === ts.SyntaxKind.SuperKeyword) return true;
  }
  return false;
}

function englishIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const texts =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? [node.text]
        : ts.isTemplateExpression(node)
          ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
          : [];
    const text = texts.join(' … ');
    if (texts.length > 0 && WORDS.test(text) && !IDENTIFIERS.test(text) && !forProgrammers(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${text.slice(0, 80)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the pure layers', () => {
  for (const layer of LAYERS) {
    it(`leave no sentence for players in src/${layer}`, () => {
      const files = sourceFiles(join('src', layer)).filter((file) => !(file in NOT_FOR_PLAYERS));
      expect(files.flatMap(englishIn)).toEqual([]);
    });
  }
});
