import { css, unsafeCSS } from 'lit';
import { lightPlayerDeclarations } from './tokens.js';

/** Shared bits: a block of the page's font and text colour, the focus ring, text kept for screen readers only. */
export const basics = css`
  :host {
    display: block;
    font-family: var(--zs-font);
    color: var(--zs-text);
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  button,
  select {
    font: inherit;
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
  }

  :focus-visible {
    outline: 3px solid var(--zs-focus);
    outline-offset: 2px;
  }

  /*
   * Player names are shown in <bdi> (their direction never spills into the words around them).
   * A name of 30 letters without a space breaks where it must instead of widening the page.
   */
  bdi {
    overflow-wrap: anywhere;
  }

  /* A group of choices is laid out by its component, not boxed by the browser. */
  fieldset {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

/** A light palette for paper, whatever the screen's colour scheme. */
export const printPalette = css`
  @media print {
    :host {
      --zs-bg: #ffffff;
      --zs-surface: #ffffff;
      --zs-surface-sunken: #f2f2f2;
      --zs-text: #000000;
      --zs-text-muted: #333333;
      --zs-border: #999999;
      --zs-accent: #0f4d35;
      --zs-accent-strong: #0f4d35;
      --zs-accent-soft: #e6e6e6;
      --zs-danger: #8a1c14;
      ${unsafeCSS(lightPlayerDeclarations)}
      color-scheme: light;
    }
  }
`;

/**
 * A page's opening sentence (`<p class="intro">`, words in shell-text.ts). index.html's shell
 * paints the same sentence with the same rule (`.shell-intro`) before any script arrives: keep the
 * two identical, so the page's copy lands exactly where the shell's was.
 */
export const pageIntro = css`
  .intro {
    margin: 0 0 var(--zs-space-4);
    color: var(--zs-text-muted);
    font-size: var(--zs-font-17);
    line-height: 1.45;
  }
`;

/**
 * A page's title, its `<h2>` (the header holds the app's `<h1>`): large, heavy and a little tight,
 * as index.html's shell draws the games page's (`.shell-games h2`). The margin is the page's.
 */
export const pageHeading = css`
  h2 {
    font-size: var(--zs-font-24);
    font-weight: 800;
    letter-spacing: -0.01em;
  }
`;

/**
 * A table wider than a phone (the score sheet, a game's statistics, the chart's numbers) sits in
 * `.scroll`: a bordered box that scrolls sideways inside itself, so the page never does, with the
 * table across its width in figures of one width. The box is positioned, so that visually hidden
 * text in a cell scrolled out of view stays inside it; on paper it shows the whole table. The
 * cells, their borders and the type are the component's.
 */
export const scrollingTables = css`
  .scroll {
    position: relative;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-l);
    background: var(--zs-surface);
  }

  .scroll > table {
    width: 100%;
    font-variant-numeric: tabular-nums;
  }

  @media print {
    .scroll {
      overflow: visible;
    }
  }
`;

/** A page's "nothing here yet" box and its "loading" line (the games page, the statistics page). */
export const emptyStates = css`
  .status {
    margin: var(--zs-space-12) 0;
    color: var(--zs-text-muted);
    text-align: center;
  }

  .empty {
    display: grid;
    justify-items: center;
    gap: var(--zs-space-7);
    margin-top: var(--zs-space-4);
    padding: 28px var(--zs-space-10);
    border: 2px dashed var(--zs-border);
    border-radius: var(--zs-radius-xl);
    text-align: center;
  }

  .empty p {
    max-width: 32ch;
    margin: 0;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-17);
    line-height: 1.45;
  }
`;

/*
 * Parts that several components draw alike, so they are written once and look the same everywhere.
 * A component opts in by listing the export in its `styles` (after `basics`, before its
 * own sheet) and giving its elements the class. What only that component does (a size, a margin, a
 * hover of its own) stays in its own sheet, which comes later and so wins at equal specificity: a
 * component rule that overrides one of these must select by class too, not by element alone.
 */

/**
 * Buttons.
 * - `.button`: the everyday button: a bordered surface at least 44px high; under a mouse it darkens.
 * - `.chip`: the same button shaped as a pill (a toggle, a quick pick, a small action beside a
 *   heading). It has no hover of its own: a component that wants one says which.
 * - `.primary`: the colours of the main action, filled with the accent. It goes on a component's own
 *   button shape (those differ in size), not on `.button`, whose hover would dim it.
 * - `.soft`: a secondary action in the accent's soft tint ("Add", "Show more games"), on the
 *   component's own shape.
 * - `.tile`: the large tap surfaces of the play and sheet screens, with rounder corners; its size,
 *   layout and type are the component's. `.outline` draws it in the accent.
 */
export const buttons = css`
  .button,
  .chip {
    min-height: 44px;
    padding: 0 var(--zs-space-7);
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-s);
    background: var(--zs-surface);
    color: var(--zs-text);
    font-weight: 600;
    cursor: pointer;
  }

  .chip {
    border-radius: var(--zs-radius-round);
  }

  .tile {
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-m);
    background: var(--zs-surface);
    color: var(--zs-text);
    cursor: pointer;
  }

  .outline {
    border-color: var(--zs-accent);
    color: var(--zs-accent-strong);
  }

  @media (hover: hover) {
    .button:hover:not(:disabled) {
      background: var(--zs-surface-sunken);
    }
  }

  .primary {
    border-color: var(--zs-accent);
    background: var(--zs-accent);
    color: var(--zs-on-accent);
  }

  .soft {
    border: 1px solid var(--zs-accent);
    background: var(--zs-accent-soft);
    color: var(--zs-accent-strong);
    font-weight: 700;
    cursor: pointer;
  }
`;

/**
 * Form fields.
 * - `.input`: a text or number box, or a select: 48px high, bordered, the text a touch larger than
 *   the page's. Its width is the component's call.
 * - `.input[aria-invalid='true']`: a field with a problem gets a thicker border in the danger colour.
 * - `.number`: a box for a score typed in: a heavier border, bold figures of one width.
 * - `.problem`: the sentence next to a field that says what is wrong with it, marked with "!" so it
 *   does not rely on colour alone.
 */
export const fields = css`
  .input {
    box-sizing: border-box;
    min-height: 48px;
    padding: var(--zs-space-4) var(--zs-space-6);
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-s);
    background: var(--zs-surface);
    color: var(--zs-text);
    font: inherit;
    font-size: var(--zs-font-17);
  }

  .number {
    border-width: 2px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  .input[aria-invalid='true'] {
    border: 2px solid var(--zs-danger);
  }

  .problem {
    color: var(--zs-danger);
    font-weight: 600;
  }

  .problem::before {
    content: '! ';
    font-weight: 800;
  }
`;

/** `.card`: a raised surface holding one part of a screen (a form section, a panel of the play screen). */
export const cards = css`
  .card {
    padding: var(--zs-space-8);
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-xl);
    background: var(--zs-surface);
    box-shadow: var(--zs-shadow);
  }
`;

/**
 * Messages in a tinted box. Margins and line height are the component's call.
 * - `.refusal`: what the rules refused, next to the control that asked (text in the text colour).
 * - `.alert`: a page's own problem, such as saved data that could not be read (text in the danger colour).
 * - `.error`: how an action went wrong (an export, a restore, a correction), without a border.
 * - `.warning`: something to know that is not a failure, in the warning colours.
 */
export const notices = css`
  .refusal,
  .alert,
  .error {
    border-radius: var(--zs-radius-s);
    background: var(--zs-danger-soft);
    color: var(--zs-danger);
    font-weight: 600;
  }

  .refusal,
  .alert {
    border: 1px solid var(--zs-danger);
  }

  .refusal {
    padding: var(--zs-space-4) var(--zs-space-6);
    color: var(--zs-text);
  }

  .alert {
    padding: var(--zs-space-6) var(--zs-space-7);
    border-radius: var(--zs-radius-m);
    line-height: 1.4;
  }

  .error {
    padding: var(--zs-space-4) var(--zs-space-5);
  }

  /* Not a failure: something the player should know (a tie, a die the roll has no room for). */
  .warning {
    border: 1px solid var(--zs-warning-border);
    border-radius: var(--zs-radius-m);
    background: var(--zs-warning-soft);
    color: var(--zs-warning-text);
    font-weight: 600;
  }
`;

/** Lists as the app draws them: no bullets or indent, items in a grid 6px apart (a component sets its own gap or margin). */
export const lists = css`
  ul,
  ol {
    display: grid;
    gap: var(--zs-space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** The small capitals over a group of cards on the games page ("Being played", "Damaged records"); the margin is the component's. */
export const groupHeadings = css`
  h3 {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
`;

/** When a listed game or record was last changed: small and muted, never broken over two lines. */
export const timestamps = css`
  time {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
    white-space: nowrap;
  }
`;

/**
 * Dice in rows (a roll, the dice to hold), in `.dice-row`: up to --cols dice a row (one row up to
 * six dice, ten in two even rows). A die is a tap target, so a column never gets narrower than
 * 44px: where --cols columns of 44px do not fit, the dice wrap onto more rows instead. Auto-fill
 * counts the columns with each column's minimum (its maximum is 1fr): the row's width shared by
 * --cols (less half a pixel, so rounding never drops a column), or 44px when that share is
 * smaller. The row is at most --cols dice of --die-max wide, so 1fr never grows a die beyond it.
 * The component sets --cols, --gap and --die-max.
 */
export const diceRows = css`
  .dice-row {
    display: grid;
    grid-template-columns: repeat(
      auto-fill,
      minmax(max(44px, calc((100% - (var(--cols) - 1) * var(--gap)) / var(--cols) - 0.5px)), 1fr)
    );
    gap: var(--gap);
    max-width: calc(var(--cols) * var(--die-max) + (var(--cols) - 1) * var(--gap));
    margin: 0;
    padding: 0;
  }
`;

/** A modal `<dialog>` over the page: a card that scrolls inside, the page dimmed behind it (each sets its width and padding). */
export const dialogs = css`
  dialog {
    box-sizing: border-box;
    max-height: calc(100dvh - 24px);
    overflow: auto;
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-l);
    background: var(--zs-surface);
    color: var(--zs-text);
    box-shadow: 0 12px 40px rgb(0 0 0 / 30%);
  }

  dialog::backdrop {
    background: rgb(10 10 10 / 50%);
  }
`;
