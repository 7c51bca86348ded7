/** Non-trickle ICE: the description is sent once with its candidates (few socket messages per connection). */
const GATHER_TIMEOUT_MS = 3000;

/** Resolves when the connection has gathered its candidates, or after GATHER_TIMEOUT_MS. */
export function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    pc.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, GATHER_TIMEOUT_MS);
  });
}
