import { css, html, svg } from 'lit';
import type { Face } from '../../rules/index.js';
import { PIPS } from './pips.js';

/** A face's drawing on a 100 × 100 view box: the rounded body and its pips. */
export function faceDrawing(face: Face) {
  const radius = face === 1 ? 12 : 9.5;
  return svg`<rect class="die-body" x="4" y="4" width="92" height="92" rx="18" />
    ${(PIPS[face] ?? []).map(([cx, cy]) => svg`<circle class="die-pip" cx=${cx} cy=${cy} r=${radius} />`)}`;
}

/** How a face's drawing is painted (the element and the inline face share it). */
export const faceDrawingStyles = css`
  .die-body {
    fill: var(--zs-die-face);
    stroke: var(--zs-die-edge);
    stroke-width: 4;
  }

  .die-pip {
    fill: var(--zs-pip);
  }
`;

/** The body of a held die: the accent, and a thicker edge so it does not rely on colour alone. */
export const heldBody = css`
  fill: color-mix(in srgb, var(--zs-die-face) 82%, var(--zs-accent));
  stroke: var(--zs-accent);
  stroke-width: 8;
`;

/**
 * A die drawn inline, with no element of its own, for rows and lists of dice where something
 * around it already names the faces (it is hidden from assistive technology): the hold list, the
 * roll on the pad, the kept dice. An element per die costs a render each, and a list of holds
 * draws twenty. The component lists `dieFaceStyles`; `--zs-die-size` sizes it as it does `zs-die`.
 */
export function dieFace(face: Face, held = false) {
  return html`<span class=${held ? 'die-face held' : 'die-face'} aria-hidden="true"
    ><svg viewBox="0 0 100 100" focusable="false">${faceDrawing(face)}</svg></span
  >`;
}

export const dieFaceStyles = [
  faceDrawingStyles,
  css`
    .die-face {
      display: inline-block;
      width: var(--zs-die-size, 40px);
      height: var(--zs-die-size, 40px);
      flex: none;
      line-height: 0;
    }

    .die-face svg {
      width: 100%;
      height: 100%;
      overflow: visible;
    }

    .die-face.held .die-body {
      ${heldBody}
    }
  `,
];
