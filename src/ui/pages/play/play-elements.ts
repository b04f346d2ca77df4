/** The elements the play page draws, registered together (the page imports them for their tags). */
import '../../components/zs-backup-now.js';
import '../../components/zs-banner.js';
import './zs-challenge-picker.js';
import './zs-damaged-play.js';
import './zs-game-not-here.js';
import './zs-game-over.js';
import './zs-hold-card.js';
import './zs-pad-card.js';
import './zs-play-toolbar.js';
import './zs-rules-sheet.js';
import './zs-take-over.js';
import './zs-throw-off.js';
import './zs-tie-break.js';
import './zs-total-entry.js';
import './zs-turn-actions.js';
import './zs-turn-status.js';
