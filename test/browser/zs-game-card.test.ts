import { expect, fixture, html } from '@open-wc/testing';
import type { GameRow, GameSummary } from '../../src/db/index.js';
import { presetById } from '../../src/rules/index.js';
import type { ZsGameCard } from '../../src/ui/pages/games/zs-game-card.js';
import '../../src/ui/pages/games/zs-game-card.js';
import { find } from './form-helpers.js';
import { getByRole, textOf } from './helpers.js';
import { expectElement } from './harness.js';

const NOW = new Date(2026, 2, 12, 22, 0).getTime();

function row(
  summary: Partial<GameSummary>,
  players = ['Ana', 'Ben', 'Cy'],
  updatedAt = new Date(2026, 2, 12, 21, 40).getTime(),
): GameRow {
  return {
    id: 'game-1',
    setup: { rules: presetById('zilch-15k'), players },
    players,
    createdAt: updatedAt - 3_600_000,
    updatedAt,
    status: summary.phase === 'finished' ? 'finished' : 'playing',
    head: 12,
    length: 12,
    seq: 13,
    summary: {
      rulesId: 'zilch-15k',
      rulesName: 'Zilch to 15,000',
      phase: 'turn',
      scores: [3200, 1150, -600],
      winners: [],
      current: 1,
      round: 4,
      turns: 10,
      ...summary,
    },
  };
}

async function card(game: GameRow) {
  return fixture<ZsGameCard>(html`<zs-game-card .game=${game} .now=${NOW}></zs-game-card>`);
}

describe('zs-game-card', () => {
  it('is a link to the game naming its rules, when it was played, the scores, who is up and the round', async () => {
    const element = await card(row({}));
    const link = find(element, 'link');
    expect(link.getAttribute('href')).to.equal('#/game/game-1');
    expect(textOf(link)).to.equal('Zilch to 15,000, today 21:40. Ana 3,200, Ben 1,150, Cy -600. Ben is up · round 4');
    const up = element.shadowRoot?.querySelector('.player.up');
    expect(textOf(up as Element)).to.contain('Ben');
    expect(element.shadowRoot?.querySelector('time')?.getAttribute('datetime')).to.equal(
      new Date(2026, 2, 12, 21, 40).toISOString(),
    );
  });

  it('opens a finished game on its score sheet and names the winner, or the winners who share it', async () => {
    const element = await card(
      row(
        { phase: 'finished', winners: [0], scores: [15200, 9000, 400], round: 12 },
        undefined,
        new Date(2026, 2, 10, 20, 0).getTime(),
      ),
    );
    const link = find(element, 'link');
    expect(link.getAttribute('href')).to.equal('#/game/game-1/sheet');
    expect(textOf(link)).to.contain('Tue.');
    expect(textOf(link)).to.contain('Ana won · 12 rounds');
    expect(textOf(element.shadowRoot?.querySelector('.player.won') as Element)).to.contain('Ana');
    element.game = row({ phase: 'finished', winners: [0, 2], scores: [10000, 200, 10000], round: 1 });
    await element.updateComplete;
    expect(textOf(find(element, 'link'))).to.contain('Ana and Cy share the win · 1 round');
  });

  it('says when a game is in its throw-off or its tie-break', async () => {
    const element = await card(row({ phase: 'throw-off', scores: [0, 0, 0], round: 1 }));
    expect(textOf(find(element, 'link'))).to.contain('Throw-off for the first player');
    expect(element.shadowRoot?.querySelector('.player.up')).to.equal(null);
    element.game = row({ phase: 'tie-break', scores: [15100, 15100, 900] });
    await element.updateComplete;
    expect(textOf(find(element, 'link'))).to.contain('Tie at 15,100: Ana and Ben throw for the win');
  });

  it('says when the game’s record is damaged', async () => {
    const element = await card(row({ problem: 'Entry 7 of the game’s log is not legal: Roll first.' }));
    expect(textOf(find(element, 'link'))).to.contain(
      'This game’s record is damaged: Entry 7 of the game’s log is not legal: Roll first.',
    );
  });

  it('asks for the game to be deleted with a button named after its players, also from the keyboard', async () => {
    const element = await card(row({}));
    getByRole(element, 'button', 'Delete the game of Ana, Ben, Cy').focus();
    await expectElement(element, { act: ['Enter'], fires: [{ type: 'zs-game-delete', detail: { id: 'game-1' } }] });
  });

  it('is accessible', async () => {
    const element = await card(row({}));
    await expectElement(element);
  });
});
