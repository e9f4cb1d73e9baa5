import { ReportKey } from '../releases/report-tokens';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { loadConfig } from '../config/env';
import { ResponseCache } from '../http/response-cache';
import type { Db } from '../db/pool';
import { frontendRoutes } from './frontend';
import { imagePreloadTag, liveStartCode, startCodeTemplate } from './page-preloads';

describe('page preloads', () => {
  it("hold a page's code in a template, and make it live again in a page the server did not render", () => {
    const links = '<link rel="preload" as="script" href="/remotes/games/1/remoteEntry.js">';
    expect(startCodeTemplate(links)).toBe(`<template data-start-code>${links}</template>`);
    expect(startCodeTemplate('')).toBe('');
    const shell = '<template data-start-code><link rel=preload as=script fetchpriority=low href=/main.js></template>';
    const page = `<head>${shell}<title>x</title>${startCodeTemplate(links)}</head>`;
    expect(liveStartCode(page)).toBe(`<head><link rel=preload as=script fetchpriority=low href=/main.js><title>x</title>${links}</head>`);
  });

  it('escape whatever an image URL holds', () => {
    expect(imagePreloadTag('/a.png?x=1&y="2"<script>')).toBe('<link rel="preload" as="image" fetchpriority="high" href="/a.png?x=1&amp;y=&quot;2&quot;&lt;script&gt;">');
  });

  it('are left out, and the page still served, when the database is down (no image, no registry)', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'casino-preloads-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    const app = Fastify();
    try {
      const config = loadConfig({ SHELL_DIST: dist, RELEASES_DIR: dist });
      const down = () => {
        throw new Error('database down');
      };
      const cache = new ResponseCache({ maxBytes: 1 << 20, isLive: () => true });
      const registry = { db: { selectFrom: down } as unknown as Db, cache, authenticator: { authenticate: down }, secure: false, reportKey: new ReportKey({ insertInto: down } as unknown as Db) };
      await app.register(fastifyCookie);
      await app.register(frontendRoutes, { config, registry, pageImages: { '/': () => Promise.reject(new Error('database down')) } });
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell</title>');
      expect(res.body).not.toContain('rel="preload"');
      expect(res.body).not.toContain('"registry"');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
