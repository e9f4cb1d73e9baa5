import { readFileSync } from 'node:fs';
import { processTree } from '../proc-cpu';

/** Resident memory of a process, in KiB (VmRSS). */
export function residentKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
}

/** The API's own process under the site `startSite` started (its script runs the API as a child). */
export function apiPidUnder(sitePid: number): number {
  const api = processTree(sitePid).find((process) => process.pid !== sitePid && process.comm.startsWith('node'));
  if (!api) throw new Error('the API process was not found under the site');
  return api.pid;
}
