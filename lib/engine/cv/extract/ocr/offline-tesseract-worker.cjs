/*
 * The worker thread tesseract.js starts, with the network taken away: tesseract.js falls back to
 * fetch for language data or images given as URLs, and the service must never download anything.
 * Its own Node worker script runs unchanged after this; the core (WebAssembly) it loads with
 * require() from node_modules/tesseract.js-core, and the language data is read from disk
 * (tesseract-engine.ts points langPath at the @tesseract.js-data packages).
 */
'use strict';

const refuse = (what) => Promise.reject(new Error(`OCR is offline: refused to fetch ${String(what)}`));
globalThis.fetch = refuse;

require('tesseract.js/src/worker-script/node/index.js');
