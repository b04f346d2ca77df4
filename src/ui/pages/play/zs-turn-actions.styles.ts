import { css } from 'lit';

/** The play screen's actions: the advice, Roll again and Bank, Undo, and a refusal pointing at its button. */
export const turnActionsStyles = css`
  .advice {
    margin: 0 0 var(--zs-space-4);
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
    line-height: 1.3;
  }

  .row {
    display: flex;
    gap: var(--zs-space-4);
    align-items: stretch;
  }

  button {
    min-width: 64px;
    min-height: 52px;
    padding: 0 var(--zs-space-5);
    font-weight: 700;
  }

  /* A language's long word (German compounds) breaks inside its button rather than being cut off. */
  .main {
    flex: 1 1 0;
    min-width: 0;
    font-size: var(--zs-font-18);
    overflow-wrap: anywhere;
    hyphens: auto;
  }

  .hint {
    flex: 1 1 0;
    align-self: center;
    min-width: 0;
    margin: 0;
    color: var(--zs-text-muted);
    font-size: var(--zs-font-14);
    line-height: 1.25;
  }

  .undo.emphasis {
    border-color: var(--zs-text);
    border-width: 2px;
  }

  .refusal {
    position: relative;
    margin: 0 0 var(--zs-space-5);
    line-height: 1.35;
  }

  /* A notch pointing down at the button the sentence answers (placed after layout). */
  .refusal::after {
    content: '';
    position: absolute;
    bottom: -7px;
    left: calc(var(--notch, 50%) - 6px);
    width: 12px;
    height: 12px;
    border-right: 1px solid var(--zs-danger);
    border-bottom: 1px solid var(--zs-danger);
    background: var(--zs-danger-soft);
    transform: rotate(45deg);
  }

  @media (max-width: 360px) {
    .row {
      gap: var(--zs-space-3);
    }

    button {
      min-width: 56px;
      padding: 0 var(--zs-space-2);
    }

    /* Undo's word is the longest in some languages ("Rückgängig"): it gives the main buttons room. */
    .undo {
      font-size: var(--zs-font-14);
    }

    .main {
      font-size: var(--zs-font-15);
    }
  }

  @media (hover: hover) {
    button:hover {
      filter: brightness(0.96);
    }
  }
`;
