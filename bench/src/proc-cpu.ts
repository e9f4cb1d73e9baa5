// CPU time per process group from /proc (Linux): where the machine's two cores go during a bench run.
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc/<pid>/stat counts CPU time in these ticks (100 on Linux everywhere we run). */
const TICKS_PER_SECOND = 100;

interface Stat {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime in ticks. */
  cpu: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // comm is in parentheses and may hold spaces; fields after it are space-separated.
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    return { pid, ppid: Number(fields[1]), comm, cpu: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Every live descendant of `root` (and root), by pid. */
export function processTree(root: number): Stat[] {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readStat(Number(d)))
    .filter((s): s is Stat => s !== null);
  const inTree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of all)
      if (!inTree.has(s.pid) && inTree.has(s.ppid)) {
        inTree.add(s.pid);
        grew = true;
      }
  }
  return all.filter((s) => inTree.has(s.pid));
}

export interface CpuSnapshot {
  at: number;
  perPid: Map<number, Stat>;
  self: NodeJS.CpuUsage;
  /** Machine-wide busy, kernel (system, irq, softirq) and total ticks from /proc/stat. */
  busy: number;
  kernel: number;
  total: number;
}

export function snapshot(root: number): CpuSnapshot {
  const [cpuLine] = readFileSync('/proc/stat', 'utf8').split('\n');
  const ticks = cpuLine!.trim().split(/\s+/).slice(1).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((a, b) => a + b, 0);
  const kernel = ticks[2]! + ticks[5]! + ticks[6]!;
  return { at: performance.now(), perPid: new Map(processTree(root).map((s) => [s.pid, s])), self: process.cpuUsage(), busy: total - idle, kernel, total };
}

export interface CpuShares {
  /** Cores used on average over the window (1.0 = one core fully busy). */
  api: number;
  postgres: number;
  bench: number;
  machineBusy: number;
  /** Share of the machine's busy time spent in the kernel (syscalls, network, interrupts). */
  kernelShare: number;
  cores: number;
}

/** Average cores used between two snapshots by the API (node), PostgreSQL (all its processes) and this bench. */
export function cpuBetween(a: CpuSnapshot, b: CpuSnapshot): CpuShares {
  const seconds = (b.at - a.at) / 1000;
  let api = 0;
  let postgres = 0;
  for (const [pid, end] of b.perPid) {
    const used = (end.cpu - (a.perPid.get(pid)?.cpu ?? 0)) / TICKS_PER_SECOND;
    if (end.comm === 'postgres') postgres += used;
    else if (end.comm.startsWith('node')) api += used;
  }
  const bench = (b.self.user + b.self.system - a.self.user - a.self.system) / 1e6;
  const cores = (readFileSync('/proc/cpuinfo', 'utf8').match(/^processor\s*:/gm) ?? []).length;
  return { api: api / seconds, postgres: postgres / seconds, bench: bench / seconds, machineBusy: ((b.busy - a.busy) / (b.total - a.total)) * cores, kernelShare: (b.kernel - a.kernel) / (b.busy - a.busy), cores };
}
