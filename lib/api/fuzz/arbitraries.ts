/**
 * fast-check generators of bad requests. Each family is built so that its requests are invalid
 * by construction (the property can then demand the exact 4xx), rather than filtered from random
 * noise after the fact; the few filters only remove the rare accidental valid value.
 */
import fc from 'fast-check';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const chars = (ranges: [number, number][]) => fc.oneof(...ranges.map(([min, max]) => fc.integer({ min, max }))).map((c) => String.fromCharCode(c));

/** What a Headers object accepts: visible ASCII, spaces inside, and Latin-1 bytes. */
export const headerChar = chars([
  [0x20, 0x7e],
  [0xa0, 0xff],
]);
export const headerValue = (maxLength = 300) => fc.string({ unit: headerChar, minLength: 1, maxLength });
/** 8 KB to 256 KB: past what proxies allow, but a handler must still answer. */
export const hugeHeaderValue = fc
  .tuple(fc.integer({ min: 8 * 1024, max: 256 * 1024 }), fc.constantFrom('A', 'x', '\u00ff', ' ', 'cvl_'))
  .map(([n, c]) => `k${c.repeat(Math.ceil(n / c.length))}`);

const base62 = chars([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x61, 0x7a],
]);

/** Keys that must all be refused with 401; `valid` is the one real key (never produced). */
export const badApiKey = (valid: string) =>
  fc
    .oneof(
      headerValue(120),
      hugeHeaderValue,
      fc.string({ unit: base62, minLength: 1, maxLength: 60 }).map((s) => `cvl_${s}`),
      fc.nat({ max: valid.length - 1 }).chain((i) => base62.map((c) => valid.slice(0, i) + c + valid.slice(i + 1))),
      fc.nat({ max: valid.length - 1 }).map((n) => valid.slice(0, n)),
      base62.map((c) => valid + c),
      fc.constantFrom(valid.toUpperCase(), valid.toLowerCase(), valid.replace('cvl_', 'CVL_'), `Bearer ${valid}`, `${valid},${valid}`),
    )
    .filter((k) => k.trim() !== valid);

/** Strings of any script: letters, emoji, combining marks, RTL, NUL-free. */
export const unicodeText = (maxLength = 40) => fc.string({ unit: 'grapheme', maxLength });

// ---- query strings -----------------------------------------------------------------------

/** Values that are not a positive safe integer, as a 1-indexed page must be. */
export const notAPositiveInteger = fc.oneof(
  fc.integer({ max: 0 }).map(String),
  fc.double().filter((d) => !Number.isInteger(d)).map(String),
  fc.bigInt({ min: 2n ** 53n, max: 10n ** 40n }).map(String),
  fc.constantFrom('', ' ', 'abc', '1,5', '1_000', '١', '５', '1e400', '--1', '+-1', '0b2', 'null', 'undefined', 'true', '[]', '1/2'),
  unicodeText(20).filter((s) => Number.isNaN(Number(s))),
);
export const invalidLimit = fc.oneof(notAPositiveInteger, fc.integer({ min: 101, max: 2 ** 31 }).map(String), fc.constantFrom('101', '1000000000000'));
export const invalidStatus = fc.oneof(unicodeText(20), fc.constantFrom('Completed', 'done', 'PROCESSING', 'failed ', ' failed', 'completed,failed', '')).filter(
  (s) => !['processing', 'completed', 'failed'].includes(s),
);

export const anyQueryValue = fc.oneof(notAPositiveInteger, fc.integer({ min: -5, max: 200 }).map(String), invalidStatus, fc.constantFrom('processing', 'completed', 'failed'));
const paramName = fc.oneof(fc.constantFrom('page', 'limit', 'status', 'PAGE', 'page[]', 'sort', 'q', 'offset'), unicodeText(8));

/** A query string built from arbitrary pairs, repeated names included. */
export const arbitraryQuery = fc.array(fc.tuple(paramName, anyQueryValue), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString());

// ---- path ids ----------------------------------------------------------------------------

const uuidLike = fc.uuid();
export const nonUuid = fc
  .oneof(
    unicodeText(80),
    fc.string({ minLength: 1000, maxLength: 5000 }),
    uuidLike.map((u) => u.slice(0, -1)),
    uuidLike.map((u) => `${u}0`),
    uuidLike.map((u) => u.replace(/-/g, '')),
    uuidLike.map((u) => `{${u}}`),
    uuidLike.map((u) => ` ${u}`),
    fc.tuple(uuidLike, fc.nat({ max: 35 }), fc.constantFrom('g', 'z', '-', ' ', '%', 'é')).map(([u, i, c]) => u.slice(0, i) + c + u.slice(i + 1)),
    fc.constantFrom('', '0', '-1', 'null', 'undefined', '../../etc/passwd', '%00', 'status', "1' OR '1'='1", 'SELECT pg_sleep(5)', '\u0000'),
  )
  .filter((s) => !UUID_RE.test(s));

/** Well-formed UUIDs of no record; both cases, since ids are case-insensitive. */
export const unknownUuid = fc.tuple(fc.uuid({ version: [4, 7] }), fc.boolean()).map(([u, upper]) => (upper ? u.toUpperCase() : u));

// ---- JSON bodies -------------------------------------------------------------------------

export const notJsonText = fc
  .oneof(
    fc.string(),
    fc.json().chain((j) => fc.nat({ max: Math.max(0, j.length - 1) }).map((n) => j.slice(0, n))),
    fc.json().map((j) => `${j},`),
    fc.constantFrom('{', '{"analysis_id":', "{'analysis_id': 'x'}", '{"a":1}}', 'NaN', '[1,]', '\ufeff{"analysis_id":"x"', '{"analysis_id":"\\u12"}'),
  )
  .filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  });

/** A JSON value of any type but a string (finite numbers only: JSON writes NaN and Infinity as null). */
export const notAString = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }));
/** A JSON value that is not a UUID string (null included, since analysis_id is required). */
export const notAUuidValue = fc.oneof(notAString, nonUuid, fc.constant(undefined));
/** Not a JSON object at all. */
export const notAnObject = fc.oneof(fc.jsonValue().filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)));

/** A string that is blank or over `max` characters, or not a string. */
export const badText = (max: number) =>
  fc.oneof(
    notAString.filter((v) => v !== null),
    fc.constantFrom('', '   ', '\t\n'),
    fc.integer({ min: max + 1, max: max + 500 }).map((n) => 'x'.repeat(n)),
  );

/** Content types that do not say JSON. */
export const notJsonContentType = fc
  .oneof(
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'text/html; charset=utf-8', 'application/octet-stream', 'multipart/form-data', 'multipart/form-data; boundary=----x'),
    headerValue(80),
  )
  .filter((c) => !c.toLowerCase().includes('json'));
