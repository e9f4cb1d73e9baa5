import { startPostmaster } from './postmaster-start';

/** A postmaster that exits `failures` times, saying `said`, before it starts. */
function postmaster(failures: number, said: string) {
  let log = '';
  let starts = 0;
  return {
    starts: () => starts,
    options: {
      start: async () => {
        starts += 1;
        if (starts <= failures) {
          log += said;
          throw undefined;
        }
        log += 'LOG:  database system is ready to accept connections\n';
      },
      takeLog: () => {
        const taken = log;
        log = '';
        return taken;
      },
      pauseMs: 0,
    },
  };
}

const PORT_TAKEN = 'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use\nFATAL:  could not create any TCP/IP sockets\n';

it('starts again while the port is taken for a moment', async () => {
  const server = postmaster(2, PORT_TAKEN);
  await startPostmaster(server.options);
  expect(server.starts()).toBe(3);
});

it('gives up after its attempts, saying what PostgreSQL said', async () => {
  const server = postmaster(9, PORT_TAKEN);
  await expect(startPostmaster({ ...server.options, attempts: 3 })).rejects.toThrow(/^PostgreSQL exited before it was ready: LOG: {2}could not bind IPv4 address "127.0.0.1": Address already in use/);
  expect(server.starts()).toBe(3);
});

it('does not try again for any other failure, and says it', async () => {
  const server = postmaster(1, 'FATAL:  data directory "/x" has invalid permissions\n');
  await expect(startPostmaster(server.options)).rejects.toThrow('PostgreSQL exited before it was ready: FATAL:  data directory "/x" has invalid permissions');
  expect(server.starts()).toBe(1);
});

it('says so when PostgreSQL said nothing', async () => {
  await expect(startPostmaster(postmaster(1, '').options)).rejects.toThrow('PostgreSQL exited before it was ready, and said nothing');
});
