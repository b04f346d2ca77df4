/**
 * The pseudo-locale en-XA: every message accented and about 40 % longer, between brackets, so a
 * test finds text that was never sent through translation (it stays plain) and layouts that break
 * when a language runs long (as German does). Placeholders (`<x …/>`) are kept as they are.
 */
const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ľ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ľ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Accents the letters of plain text, not of entities such as `&amp;`. */
function accent(text: string): string {
  return text.replace(
    /(&[a-z]+;)|([A-Za-z])/g,
    (_m, entity: string | undefined, letter: string) => entity ?? ACCENTED[letter] ?? letter,
  );
}

/** A source with its placeholders: the text between them pseudo-localized, the placeholders kept. */
export function pseudoMessage(source: string): string {
  const parts = source.split(/(<x [^>]*\/>)/);
  const body = parts.map((part) => (part.startsWith('<x ') ? part : accent(part))).join('');
  const letters = parts
    .filter((part) => !part.startsWith('<x '))
    .join('')
    .replace(/&[a-z]+;|[^A-Za-z]/g, '').length;
  // The padding comes in short runs, as words do: one long run would be a word no language has.
  const padding = Array.from({ length: Math.ceil((letters * 0.4) / 5) }, (_, i) =>
    '·'.repeat(Math.min(5, Math.ceil(letters * 0.4) - i * 5)),
  ).join(' ');
  return `⟦${body}${padding ? ` ${padding}` : ''}⟧`;
}

/** The XLIFF of en-XA with every unit's target written from its source. */
export function pseudoXliff(xliff: string): string {
  return xliff.replace(
    /<trans-unit id="([^"]+)">\s*<source>([\s\S]*?)<\/source>(?:\s*<target>[\s\S]*?<\/target>)?/g,
    (_m, id: string, source: string) =>
      `<trans-unit id="${id}">\n  <source>${source}</source>\n  <target>${pseudoMessage(source)}</target>`,
  );
}
