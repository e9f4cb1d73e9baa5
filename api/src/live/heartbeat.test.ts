import { Heartbeat, type BeatingSocket } from './heartbeat';

/** A socket that records pings and can answer them. */
function socket() {
  let onPong = () => {};
  const did: string[] = [];
  const s: BeatingSocket & { answer(): void; did: string[] } = {
    did,
    ping: () => did.push('ping'),
    terminate: () => did.push('terminate'),
    on: (_event, listener) => (onPong = listener),
    answer: () => onPong(),
  };
  return s;
}

describe('the heartbeat', () => {
  it('pings every socket each beat and ends one that did not answer the last ping', () => {
    const heartbeat = new Heartbeat();
    const [alive, gone] = [socket(), socket()];
    heartbeat.track(alive);
    heartbeat.track(gone);
    heartbeat.beat();
    alive.answer();
    heartbeat.beat();
    alive.answer();
    heartbeat.beat();
    expect([alive.did, gone.did, heartbeat.size]).toEqual([['ping', 'ping', 'ping'], ['ping', 'terminate'], 1]);
  });

  it('leaves a socket it forgot (closed by itself) alone', () => {
    const heartbeat = new Heartbeat();
    const closed = socket();
    heartbeat.track(closed);
    heartbeat.forget(closed);
    closed.answer();
    heartbeat.beat();
    expect([closed.did, heartbeat.size]).toEqual([[], 0]);
  });
});
