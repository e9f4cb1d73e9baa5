#!/usr/bin/env node
// webpack-cli with TypeScript configs: tsx's require hook compiles webpack.config.ts.
require('tsx/cjs');
require('webpack-cli/bin/cli.js');
