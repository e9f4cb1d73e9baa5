// A CSV export read as a browser downloads it, with the API process's resident memory sampled
// from /proc while it streams.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { processTree } from '../proc-cpu';

/** The API: the `node` child of serve-fresh.mjs (its PostgreSQL runs below it). */
export function apiPid(servePid: number): number {
  const api = processTree(servePid).find((p) => p.ppid === servePid && p.comm.startsWith('node'));
  if (!api) throw new Error(`no API process under ${servePid}`);
  return api.pid;
}

/** Resident memory of a process in bytes (VmRSS). */
export function rssOf(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(kb![1]) * 1024;
}

export interface ExportFigures {
  rows: number;
  seconds: number;
  /** Bytes on the wire (compressed when `encoding` asked for it) and of the CSV itself. */
  wireBytes: number;
  csvBytes: number;
  encoding: string;
  baselineRss: number;
  peakRss: number;
}

/** Streams `url`, counts its rows (its lines less the header and the totals row a person's file ends with), and samples the API's RSS every 50 ms from just before the request. */
export async function timeExport(url: string, cookie: string, pid: number, acceptEncoding: string | null): Promise<ExportFigures> {
  const baselineRss = rssOf(pid);
  let peakRss = baselineRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(pid));
  }, 50);
  const t0 = performance.now();
  try {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const headers: Record<string, string> = { cookie, 'accept-language': 'ko' };
      if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
      http.get(url, { headers }, resolve).on('error', reject);
    });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    const encoding = res.headers['content-encoding'] ?? 'identity';
    let wireBytes = 0;
    if (encoding !== 'identity')
      res.on('data', (chunk: Buffer) => {
        wireBytes += chunk.length;
      });
    const body: Readable = encoding === 'br' ? res.pipe(createBrotliDecompress()) : encoding === 'gzip' ? res.pipe(createGunzip()) : res;
    let lines = 0;
    let csvBytes = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      csvBytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    }
    const seconds = (performance.now() - t0) / 1000;
    peakRss = Math.max(peakRss, rssOf(pid));
    return { rows: lines - 2, seconds, wireBytes: encoding === 'identity' ? csvBytes : wireBytes, csvBytes, encoding, baselineRss, peakRss };
  } finally {
    clearInterval(sampler);
  }
}
