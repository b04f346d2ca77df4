/**
 * The messages of a shared game over a real data channel: the host welcomes a guest that knows the
 * secret, the guest's copy follows the game, the guest proposes a tap, the host checks it with the
 * rules, writes it and answers; a proposal sent again counts once, and a hostile message changes
 * nothing. Two peers in one page stand for two phones.
 */
import { expect } from '@open-wc/testing';
import { appendTap, newGameLog, stateOf, activeEntries } from '../../src/game/index.js';
import type { Entry, TappedLog } from '../../src/game/index.js';
import { presetById } from '../../src/rules/index.js';
import { GuestCopy } from '../../src/link/guest-copy.js';
import { readHostMessage } from '../../src/link/host-messages.js';
import type { HostMessage } from '../../src/link/host-messages.js';
import { newSecret, sameSecret } from '../../src/link/invite.js';
import { LINK_VERSION, readGuestMessage } from '../../src/link/messages.js';
import { checkProposal, ProposalBook } from '../../src/link/proposals.js';
import { ownCode, takeCode } from '../../src/ui/link/peer.js';

async function connected(): Promise<{ host: RTCDataChannel; guest: RTCDataChannel; close: () => void }> {
  const hostPeer = new RTCPeerConnection();
  const guestPeer = new RTCPeerConnection();
  const host = hostPeer.createDataChannel('game');
  const offer = await ownCode(hostPeer, 'offer');
  if (!offer.ok) throw new Error(offer.problem);
  expect((await takeCode(guestPeer, offer.value, 'answer')).ok, 'an offer is not an answer').to.equal(false);
  expect((await takeCode(guestPeer, offer.value, 'offer')).ok).to.equal(true);
  const answer = await ownCode(guestPeer, 'answer');
  if (!answer.ok) throw new Error(answer.problem);
  expect((await takeCode(hostPeer, answer.value, 'answer')).ok).to.equal(true);
  const guest = await new Promise<RTCDataChannel>((resolve) =>
    guestPeer.addEventListener('datachannel', (event) => resolve(event.channel)),
  );
  await new Promise((resolve) => (host.readyState === 'open' ? resolve(null) : host.addEventListener('open', resolve)));
  if (guest.readyState !== 'open') await new Promise((resolve) => guest.addEventListener('open', resolve));
  return { host, guest, close: () => (hostPeer.close(), guestPeer.close()) };
}

/** The messages a channel receives, read in order, each once. */
function inbox(channel: RTCDataChannel) {
  const received: string[] = [];
  let read = 0;
  channel.addEventListener('message', (event) => received.push(String(event.data)));
  return {
    async next(): Promise<string> {
      for (let i = 0; i < 200 && received.length <= read; i++) await new Promise((r) => setTimeout(r, 10));
      const message = received[read];
      if (message === undefined) throw new Error('no message came');
      read += 1;
      return message;
    },
  };
}

describe('a shared game over a data channel', () => {
  it('welcomes a guest with the secret, follows its tap through the host, and refuses the rest', async () => {
    const { host, guest, close } = await connected();
    try {
      const secret = newSecret();
      const setup = { rules: presetById('farkle'), players: ['Ana', 'Ben'] };
      let game: TappedLog = { log: newGameLog(setup), state: stateOf(newGameLog(setup)), sameTap: [] };
      const write = (entries: readonly Entry[]) => {
        const next = appendTap(game, entries);
        if (!next.ok) throw new Error(next.refusal.code);
        game = next.value;
      };
      write([{ type: 'roll', dice: [1, 5, 2, 3, 4, 4] }]);
      const book = new ProposalBook();
      const sendHost = (message: HostMessage) => host.send(JSON.stringify(message));
      const atHost = inbox(host);
      const atGuest = inbox(guest);
      const copy = new GuestCopy();
      const guestTakes = async () => {
        const read = readHostMessage(await atGuest.next());
        if (!read.ok) throw new Error(read.problem);
        expect(copy.take(read.value)).to.equal(null);
      };

      // A hello with the wrong secret is refused; the right one is welcomed with the game.
      guest.send(JSON.stringify({ t: 'hello', v: LINK_VERSION, secret: newSecret(), seat: 0, have: 0 }));
      const wrong = readGuestMessage(await atHost.next());
      expect(wrong.ok && wrong.value.t === 'hello' && sameSecret(secret, wrong.value.secret)).to.equal(false);
      sendHost({ t: 'refused', code: 'wrong-secret' });
      await guestTakes();
      guest.send(JSON.stringify({ t: 'hello', v: LINK_VERSION, secret, seat: 0, have: 0 }));
      const hello = readGuestMessage(await atHost.next());
      expect(hello.ok && hello.value.t === 'hello' && sameSecret(secret, hello.value.secret)).to.equal(true);
      sendHost({ t: 'welcome', v: LINK_VERSION, setup, entries: activeEntries(game.log), taps: true, seat: 0 });
      await guestTakes();
      expect(copy.state?.turn.lastRoll).to.deep.equal([1, 5, 2, 3, 4, 4]);

      // The guest taps Bank with 1 and 5 held: a proposal, pending until the host answers.
      const tap: Entry[] = [{ type: 'hold', dice: [1, 5] }, { type: 'bank' }];
      copy.proposed('ana-1', tap);
      const proposal = JSON.stringify({ t: 'propose', id: 'ana-1', at: 1, entries: tap });
      guest.send(proposal);
      guest.send(proposal); // sent again after a drop: counts once
      guest.send('{"t":"propose","id":"x","at":1,"entries":[{"type":"bank"}],"admin":true}');
      for (let i = 0; i < 3; i++) {
        const read = readGuestMessage(await atHost.next());
        if (!read.ok) {
          expect(read.problem).to.equal('fields');
          continue;
        }
        if (read.value.t !== 'propose') throw new Error(read.value.t);
        const known = book.answered('guest', read.value.id);
        if (known) {
          sendHost({ t: 'answer', ...known } as HostMessage);
          continue;
        }
        const checked = checkProposal(game.state, 0, true, read.value);
        if (!checked.ok) throw new Error(checked.refusal.code);
        const keep = activeEntries(game.log).length;
        write(read.value.entries);
        const answer = { id: read.value.id, ok: true as const, at: game.state.entryCount };
        book.record('guest', answer);
        sendHost({ t: 'entries', keep, add: read.value.entries });
        sendHost({ t: 'answer', ...answer });
      }
      await guestTakes();
      expect(copy.proposal('ana-1')?.status).to.equal('pending');
      await guestTakes();
      expect(copy.proposal('ana-1')?.status).to.equal('done');
      await guestTakes();
      expect(copy.state?.players[0]?.score, "the guest's copy as the host's game").to.equal(150);
      expect(game.state.players[0]?.score).to.equal(150);
      expect(activeEntries(game.log)).to.have.length(3);
    } finally {
      close();
    }
  });
});
