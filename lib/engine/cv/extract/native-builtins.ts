/**
 * pdf.js's legacy build (the one that runs on Node 20) bundles core-js, which replaces some
 * natives of the whole process with plain-JavaScript polyfills: JSON.parse and JSON.stringify
 * (for JSON.rawJSON and parse-with-source, about ten times slower) and Array.prototype.push
 * (for an edge case of arrays with a read-only length). They would slow every array, every JSON
 * response and every jsonb column of the server, and pdf.js's own parsing with them. This
 * module is imported before pdf.js, keeps the natives, and puts them back after pdf.js (and its
 * lazily loaded worker) have run; nothing here uses those proposals or that edge case.
 */
const native = { parse: JSON.parse, stringify: JSON.stringify, push: Array.prototype.push };

export function restoreNativeBuiltins(): void {
  if (JSON.parse !== native.parse) JSON.parse = native.parse;
  if (JSON.stringify !== native.stringify) JSON.stringify = native.stringify;
  // eslint-disable-next-line no-extend-native -- putting the native back, see above
  if (Array.prototype.push !== native.push) Array.prototype.push = native.push;
}
