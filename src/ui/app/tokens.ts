/**
 * The design tokens, once, as data: the light and dark palettes, the font, the type sizes, the
 * spacings and the radii. The build writes them as custom properties on the document (`:root`) and
 * as the browser's theme colours (index.html, by vite.config.ts), and the manifest takes its colours
 * from here; components only read `var(--zs-…)`, so a colour set on any ancestor reaches every
 * component inside it. Every text colour meets WCAG AA on the surface it is drawn on.
 */
export const shape = {
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/**
 * The type scale, `--zs-font-11` … `--zs-font-36`: each step named by its size in pixels at the
 * browser's default text size, in rem so that it follows the reader's own. These are the sizes the
 * screens use; merging two steps moves every screen that shows them, so a step goes only when the
 * design means it to.
 */
export const fontSizes = {
  font11: '0.6875rem',
  font12: '0.75rem',
  font13: '0.8125rem',
  font14: '0.875rem',
  font15: '0.9375rem',
  font16: '1rem',
  font17: '1.0625rem',
  font18: '1.125rem',
  font19: '1.1875rem',
  font20: '1.25rem',
  font22: '1.375rem',
  font24: '1.5rem',
  font28: '1.75rem',
  font32: '2rem',
  font36: '2.25rem',
} as const;

/** Spacing for padding, margins and gaps: step N is N × 2px, `--zs-space-1` (2px) … `--zs-space-12` (24px). */
export const spacing = Object.fromEntries(
  Array.from({ length: 12 }, (_, index) => [`space${index + 1}`, `${(index + 1) * 2}px`]),
) as Readonly<Record<`space${number}`, string>>;

/** Corner radii, from a small mark to a pill or a circle (`round`, which a square box turns into a circle). */
export const radii = {
  radiusXs: '4px',
  radiusS: '10px',
  radiusM: '12px',
  radiusL: '14px',
  radiusXl: '18px',
  radiusRound: '999px',
} as const;

/** The light palette, the default. */
export const light = {
  bg: '#f4f1ea',
  surface: '#ffffff',
  surfaceSunken: '#ece8df',
  text: '#1f1d19',
  textMuted: '#5a554b',
  border: '#d6d0c4',
  accent: '#176647',
  accentStrong: '#0f4d35',
  onAccent: '#ffffff',
  accentSoft: '#e1f0e8',
  danger: '#a3261d',
  dangerSoft: '#fbe9e7',
  warningText: '#6b4a00',
  warningSoft: '#fff3d1',
  warningBorder: '#e0c062',
  dieFace: '#fffdf7',
  dieEdge: '#b9b1a1',
  pip: '#1f1d19',
  focus: '#1f6fd1',
  shadow: '0 1px 2px rgb(40 30 10 / 8%), 0 2px 8px rgb(40 30 10 / 6%)',
  // The players' lines in a chart, in seat order (--zs-player-1 …). Dark and mid tones alternate
  // so neighbours differ in lightness as well as hue; each is at least 3:1 on the surface and on
  // the sunken surface (a chart's shaded band).
  player1: '#02468b',
  player2: '#c0671a',
  player3: '#025312',
  player4: '#a063ca',
  player5: '#90101a',
  player6: '#238b8b',
  player7: '#6b3b08',
  player8: '#1084c0',
  player9: '#5b2d94',
  player10: '#728619',
  player11: '#144f49',
  player12: '#c85692',
};

/** The dark palette, for `prefers-color-scheme: dark`: the same names. */
export const dark: Palette = {
  bg: '#121417',
  surface: '#1c2025',
  surfaceSunken: '#262b31',
  text: '#eeebe4',
  textMuted: '#b0aba0',
  border: '#3a4048',
  accent: '#5ccf9d',
  accentStrong: '#8fe3bd',
  onAccent: '#0b2219',
  accentSoft: '#173528',
  danger: '#ff9b8f',
  dangerSoft: '#3a1a17',
  warningText: '#ffd978',
  warningSoft: '#33290f',
  warningBorder: '#6e5a1f',
  dieFace: '#ebe6da',
  dieEdge: '#8d8677',
  pip: '#1b1a17',
  focus: '#7ab4ff',
  shadow: '0 1px 2px rgb(0 0 0 / 40%)',
  player1: '#4895f3',
  player2: '#feb98b',
  player3: '#41a64a',
  player4: '#e0bafd',
  player5: '#ec6c66',
  player6: '#36dede',
  player7: '#d87d1c',
  player8: '#91d0fc',
  player9: '#a87eeb',
  player10: '#b9d44f',
  player11: '#1aa598',
  player12: '#fcb6d6',
};

export type Palette = typeof light;

// surfaceSunken → surface-sunken, player12 → player-12, radiusXl → radius-xl.
const kebab = (name: string) => name.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();
const declarations = (values: Readonly<Record<string, string>>) =>
  Object.entries(values)
    .map(([name, value]) => `--zs-${kebab(name)}: ${value};`)
    .join(' ');

/** The light players' colours as declarations: a chart printed on white keeps them whatever the screen's scheme. */
export const lightPlayerDeclarations = declarations(
  Object.fromEntries(Object.entries(light).filter(([name]) => /^player\d+$/.test(name))),
);

/** The tokens as CSS for the document: `:root`, light, and dark where the system asks for it. */
export const tokenCss = `:root { color-scheme: light dark; ${declarations(shape)} ${declarations(fontSizes)} ${declarations(spacing)} ${declarations(radii)} ${declarations(light)} }
@media (prefers-color-scheme: dark) { :root { ${declarations(dark)} } }`;

/**
 * What index.html's head gets from the tokens at build time: the browser's bar colours (the
 * header's surface, light and dark) and the tokens themselves, before the shell's own styles.
 */
export function shellHead(): string {
  return [
    `<meta name="theme-color" content="${light.surface}" media="(prefers-color-scheme: light)" />`,
    `<meta name="theme-color" content="${dark.surface}" media="(prefers-color-scheme: dark)" />`,
    `<style id="zs-tokens">${tokenCss}</style>`,
  ].join('\n    ');
}

/** Declares the tokens on a document that has none yet (a component mounted on its own, in a test). */
export function installTokens(doc: Document): void {
  if (doc.getElementById('zs-tokens')) return;
  const style = doc.createElement('style');
  style.id = 'zs-tokens';
  style.textContent = tokenCss;
  doc.head.prepend(style);
}
