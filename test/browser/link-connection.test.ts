/**
 * The connection codes in a real browser: two peers open a WebRTC data channel from nothing but
 * the codes each shows the other (the offer's and the answer's), as two phones will.
 */
import { expect } from '@open-wc/testing';
import {
  decodeDescription,
  descriptionSdp,
  encodeDescription,
  readDescription,
} from '../../src/link/connection-code.js';
import type { DescriptionType } from '../../src/link/connection-code.js';

/** Waits until the peer has gathered its candidates: a code carries them all at once. */
function gathered(peer: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (peer.iceGatheringState === 'complete') resolve();
    peer.addEventListener('icegatheringstatechange', () => {
      if (peer.iceGatheringState === 'complete') resolve();
    });
  });
}

/** The code for the peer's local description. */
async function codeOf(peer: RTCPeerConnection, type: DescriptionType): Promise<string> {
  await peer.setLocalDescription();
  await gathered(peer);
  const read = readDescription(type, peer.localDescription?.sdp ?? '');
  if (!read.ok) throw new Error(read.problem);
  return encodeDescription(read.value);
}

/** The description a code stands for, as the browser takes it. */
function fromCode(code: string, type: DescriptionType): RTCSessionDescriptionInit {
  const read = decodeDescription(code);
  if (!read.ok) throw new Error(read.problem);
  expect(read.value.type).to.equal(type);
  return { type, sdp: descriptionSdp(read.value) };
}

describe('connection codes in Chromium', () => {
  it('open a data channel between two peers from the two codes alone, both ways', async () => {
    const host = new RTCPeerConnection();
    const guest = new RTCPeerConnection();
    try {
      const channel = host.createDataChannel('game');
      const offer = await codeOf(host, 'offer');
      await guest.setRemoteDescription(fromCode(offer, 'offer'));
      const answer = await codeOf(guest, 'answer');
      await host.setRemoteDescription(fromCode(answer, 'answer'));
      expect(offer.length).to.be.below(140);
      expect(answer.length).to.be.below(140);

      const guestChannel = new Promise<RTCDataChannel>((resolve) => {
        guest.addEventListener('datachannel', (event) => resolve(event.channel));
      });
      await new Promise((resolve, reject) => {
        channel.addEventListener('open', resolve);
        channel.addEventListener('error', reject);
      });
      const other = await guestChannel;
      const heard = new Promise<string>((resolve) =>
        other.addEventListener('message', (event) => resolve(String(event.data))),
      );
      channel.send('roll 1 5 5 2 3 6');
      expect(await heard).to.equal('roll 1 5 5 2 3 6');
      const back = new Promise<string>((resolve) =>
        channel.addEventListener('message', (event) => resolve(String(event.data))),
      );
      other.send('done');
      expect(await back).to.equal('done');
    } finally {
      host.close();
      guest.close();
    }
  });
});
