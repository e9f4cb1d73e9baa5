#!/usr/bin/env node
// `pnpm routes`: every screen of the site (each route and each `?modal=` dialog), the remote that
// renders it and the file of its module, as Markdown. The README's screen table is this output.
import path from 'node:path';
import { routeMapText } from './route-map/route-map-text.js';

process.stdout.write(routeMapText(path.resolve(import.meta.dirname, '..')));
