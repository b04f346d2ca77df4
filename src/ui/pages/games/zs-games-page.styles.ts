import { css } from 'lit';
import {
  basics,
  buttons,
  emptyStates,
  groupHeadings,
  lists,
  notices,
  pageHeading,
  pageIntro,
} from '../../app/theme.js';

/** The games page: its title row with New game, the groups of games, the empty state and Show more. */
const ownStyles = css`
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--zs-space-6);
    margin: var(--zs-space-2) 0 var(--zs-space-8);
  }

  h2 {
    margin: 0;
  }

  .new {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--zs-space-4);
    min-height: 52px;
    padding: 0 var(--zs-space-11) 0 var(--zs-space-9);
    border: 0;
    border-radius: var(--zs-radius-round);
    background: var(--zs-accent);
    color: var(--zs-on-accent);
    font-size: var(--zs-font-17);
    font-weight: 700;
    box-shadow: var(--zs-shadow);
    cursor: pointer;
  }

  @media (hover: hover) {
    .new:hover {
      background: var(--zs-accent-strong);
    }
  }

  h3 {
    margin: var(--zs-space-10) 0 var(--zs-space-4);
  }

  ul {
    /* A card never outgrows the page, whatever it holds (a 30-letter name, say). */
    grid-template-columns: minmax(0, 1fr);
    gap: var(--zs-space-5);
  }

  .empty .dice {
    display: flex;
    gap: var(--zs-space-4);
    --zs-die-size: 40px;
  }

  .empty .dice zs-die:nth-child(2) {
    transform: rotate(-8deg) translateY(4px);
  }

  .alert {
    margin: 0 0 var(--zs-space-6);
  }

  .more {
    display: grid;
    justify-items: center;
    gap: var(--zs-space-4);
    margin: var(--zs-space-10) 0 var(--zs-space-4);
  }

  .count {
    margin: 0;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
  }

  .show-more {
    min-height: 48px;
    padding: 0 var(--zs-space-11);
    border-radius: var(--zs-radius-round);
    font-size: var(--zs-font-16);
  }

  @media (max-width: 360px) {
    .new {
      padding: 0 var(--zs-space-8) 0 var(--zs-space-6);
    }
  }
`;

/** The shared sheets the games page draws with, then its own. */
export const gamesPageStyles = [
  basics,
  buttons,
  emptyStates,
  groupHeadings,
  lists,
  notices,
  pageHeading,
  pageIntro,
  ownStyles,
];
