import { css } from 'lit';

/** A game in the list: its rules, the players' chips with their scores, its status and its delete button. */
export const gameCardStyles = css`
  .card {
    position: relative;
    border: 1px solid var(--zs-border);
    border-radius: var(--zs-radius-l);
    background: var(--zs-surface);
    box-shadow: var(--zs-shadow);
  }

  a {
    display: grid;
    gap: var(--zs-space-3);
    min-height: 44px;
    /* The delete button sits in the top right corner, over the link's padding. */
    padding: var(--zs-space-6) 60px var(--zs-space-6) var(--zs-space-7);
    border-radius: inherit;
    color: inherit;
    text-decoration: none;
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
  }

  @media (hover: hover) {
    a:hover {
      background: var(--zs-surface-sunken);
    }
  }

  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--zs-space-1) var(--zs-space-5);
  }

  .rules {
    font-weight: 700;
    font-size: var(--zs-font-17);
  }


  .players {
    display: flex;
    flex-wrap: wrap;
    gap: var(--zs-space-2) var(--zs-space-3);
    margin: 0;
    padding: 0;
  }

  .player {
    display: inline-flex;
    max-width: 100%;
    box-sizing: border-box;
    gap: var(--zs-space-3);
    align-items: baseline;
    padding: var(--zs-space-1) var(--zs-space-4);
    border-radius: var(--zs-radius-s);
    background: var(--zs-surface-sunken);
    font-size: var(--zs-font-15);
  }

  .player .score {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }

  /* Who is up and who won stand out by a border and weight, not by colour alone. */
  .player.up,
  .player.won {
    outline: 2px solid var(--zs-accent);
    outline-offset: -2px;
    background: var(--zs-accent-soft);
    color: var(--zs-accent-strong);
    font-weight: 700;
  }

  .status {
    color: var(--zs-text-muted);
    font-size: var(--zs-font-15);
  }

  .status strong {
    color: var(--zs-text);
  }

  .problem {
    color: var(--zs-danger);
    font-weight: 600;
  }

  .delete {
    position: absolute;
    top: 4px;
    right: 4px;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    padding: 0;
    border: 0;
    border-radius: var(--zs-radius-m);
    background: transparent;
    color: var(--zs-text-muted);
    cursor: pointer;
  }

  @media (hover: hover) {
    .delete:hover {
      background: var(--zs-danger-soft);
      color: var(--zs-danger);
    }
  }
`;
