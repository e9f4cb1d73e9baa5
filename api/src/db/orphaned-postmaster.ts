import { readFileSync } from 'node:fs';
import path from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The parent of `pid` and the parent's command name, from Linux's /proc; null where there is none to read. */
function parentOf(pid: number): { pid: number; command: string } | null {
  try {
    // `pid (comm) state ppid ...`: comm may hold spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const command = ppid > 1 ? readFileSync(`/proc/${ppid}/comm`, 'utf8').trim() : '';
    return { pid: ppid, command };
  } catch {
    return null;
  }
}

/**
 * A process killed outright (SIGKILL skips every exit hook, `stopOnExit` included) leaves its
 * postmaster running, holding the data directory and the port, and the next start on that data
 * fails. A postmaster of this data directory whose Node.js parent is gone (it was re-parented) is
 * such an orphan: it is stopped (a fast shutdown, so its data is kept whole) before starting
 * again. One whose parent is a live Node.js process belongs to a running site and is left alone.
 */
export async function stopOrphanedPostmaster(dataDir: string, log: (message: string) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const parent = parentOf(pid);
  if (!parent || parent.command === 'node') return;
  log(`stopping PostgreSQL ${pid}, left running on ${dataDir} by a process that was killed`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
}
