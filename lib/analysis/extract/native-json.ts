/**
 * pdf.js's legacy build (the one that runs on Node 20) bundles core-js, which replaces the
 * native JSON.parse and JSON.stringify with polyfills for JSON.rawJSON and parse-with-source.
 * They are about ten times slower and would slow every JSON response and every jsonb column of
 * the whole server. This module is imported before pdf.js, keeps the natives, and puts them
 * back after pdf.js (and its lazily loaded worker) have run; the app uses neither proposal.
 */
const native = { parse: JSON.parse, stringify: JSON.stringify };

export function restoreNativeJson(): void {
  if (JSON.parse !== native.parse) JSON.parse = native.parse;
  if (JSON.stringify !== native.stringify) JSON.stringify = native.stringify;
}
