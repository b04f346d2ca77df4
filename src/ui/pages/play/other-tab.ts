import { msg, str } from '@lit/localize';
import type { LoadedGame } from '../../../db/index.js';
import { undoneEntries } from '../../../game/index.js';
import { OTHER_TAB_SEEN_MS } from '../../session/game-session.js';
import type { GameSession, Seen } from '../../session/game-session.js';
import { tapPhrase } from '../../text/undo-text.js';

/** What another tab did to the game on screen, as the render before this one last showed it. */
export interface OtherTabChange {
  /** Another tab changed the game since the last render. */
  readonly changed: boolean;
  /** The game as the last render showed it (null before the first). */
  readonly before: LoadedGame | null;
  /** What to say about it ("Undone in another tab: …"), or ''. */
  readonly note: string;
}

/**
 * Another tab's changes to the game on screen, and what the player has seen of them: a tap counts
 * as made on the game another tab left only once that change has been on screen a while
 * (OTHER_TAB_SEEN_MS), so the ledger can refuse a tap that was meant for the game before it.
 */
export class OtherTabWatch {
  /** How many of the game session's `otherTabChanges` the player has seen (see `seen`). */
  private seenChanges = 0;
  /** The count the screen last showed, and the one being watched until it counts as seen. */
  private changesShown = 0;
  private changesWatched = -1;
  /** The game as last shown: another tab's change is told against it. */
  private lastShown: LoadedGame | null = null;

  constructor(
    private readonly game: GameSession,
    private readonly afterPaint: (ms: number, then: () => void) => void,
  ) {}

  /** A new game is followed: what was seen of the one before does not count. */
  follow(): void {
    this.seenChanges = this.changesShown = this.game.otherTabChanges;
    this.lastShown = null;
  }

  /** Before each render: whether another tab changed the game since the last, and what it undid. */
  beforeRender(): OtherTabChange {
    const before = this.lastShown;
    const changed = this.game.otherTabChanges !== this.changesShown;
    this.changesShown = this.game.otherTabChanges;
    this.lastShown = this.game.game ?? null;
    let note = '';
    if (changed && before && this.lastShown) {
      const undone = before.row.id === this.lastShown.row.id ? undoneEntries(before.log, this.lastShown.log) : [];
      if (undone.length > 0) {
        const tap = tapPhrase(this.lastShown.state, before.state, undone);
        note = msg(str`Undone in another tab: ${tap}.`);
      }
    }
    return { changed, before, note };
  }

  /** After each render: the change shown counts as seen once it has been on screen a while. */
  rendered(): void {
    const changes = this.changesShown;
    if (changes === this.seenChanges || changes === this.changesWatched) return;
    this.changesWatched = changes;
    this.afterPaint(OTHER_TAB_SEEN_MS, () => {
      if (this.changesShown === changes) this.seenChanges = changes;
    });
  }

  /** What the player has seen, for a write: taken when they tap, before any wait. */
  seen(): Seen {
    return { otherTabChanges: this.seenChanges };
  }
}
