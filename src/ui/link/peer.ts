/**
 * The browser's side of joining two phones: a WebRTC peer's description turned into the code it
 * shows (once its candidates are gathered: a code carries them all at once), and the other
 * phone's code taken as the remote description. The codes themselves are src/link's.
 */
import { decodeDescription, descriptionSdp, encodeDescription, readDescription } from '../../link/connection-code.js';
import type { CodeOutcome, DescriptionType } from '../../link/connection-code.js';

/** How long candidates are gathered at most before the code is made with those found. */
const GATHERING_MS = 3000;

function gathered(peer: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (peer.iceGatheringState === 'complete') return resolve();
    const done = () => {
      if (peer.iceGatheringState !== 'complete') return;
      peer.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    peer.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, GATHERING_MS);
  });
}

/** The code of `peer`'s own description: its offer, or its answer once it took an offer. */
export async function ownCode(peer: RTCPeerConnection, type: DescriptionType): Promise<CodeOutcome<string>> {
  await peer.setLocalDescription();
  await gathered(peer);
  const read = readDescription(type, peer.localDescription?.sdp ?? '');
  return read.ok ? { ok: true, value: encodeDescription(read.value) } : read;
}

/** Takes the other phone's code as `peer`'s remote description; a code of the wrong kind is not one. */
export async function takeCode(
  peer: RTCPeerConnection,
  code: string,
  type: DescriptionType,
): Promise<CodeOutcome<null>> {
  const read = decodeDescription(code);
  if (!read.ok) return read;
  if (read.value.type !== type) return { ok: false, problem: 'not-a-code' };
  await peer.setRemoteDescription({ type, sdp: descriptionSdp(read.value) });
  return { ok: true, value: null };
}
