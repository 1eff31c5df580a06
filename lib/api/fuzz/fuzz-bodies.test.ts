/**
 * Issue 8, fuzzing (part 2): request bodies of every create. Malformed and oversized JSON,
 * wrong types in every field, content types that lie, and multipart bodies broken every way
 * (bad boundary, truncated, parts missing, a file where text belongs and text where the file
 * belongs). Each family is invalid by construction and must get its exact 4xx; the multipart
 * writer is shown to produce accepted bodies by a few valid creates, so the refusals are not
 * an artefact of a broken writer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../db/index';
import { REGIONS, resolveRegion } from '../../engine/render/regions';
import { LANGUAGES } from '../../engine/render/languages';
import { isTemplate, TEMPLATES } from '../../engine/render/templates';
import { waitFor } from '../../jobs/wait-for';
import { fixtureBytes } from '../../testing/cv-files';
import { useEmbeddedExecutor } from '../../testing/executor';
import { createTestTenant } from '../../testing/tenants';
import { badText, headerValue, notAnObject, notAString, notAUuidValue, notJsonContentType, notJsonText, unicodeText, unknownUuid } from './arbitraries';
import { dispatch, rawRequest } from './dispatch';
import { endpoint, type Endpoint } from './endpoints';
import { assertError } from './error-contract';
import { check, SEED, useUnlimitedRate } from './fuzz-setup';
import { multipartBody, multipartType, type Part } from './raw-multipart';

useEmbeddedExecutor();
useUnlimitedRate();

const ANALYSES = endpoint('/analyses');
const PREPS = endpoint('/interview-preps');
const GAPS = endpoint('/skill-gaps');
const GENERATIONS = endpoint('/generations');
const JSON_CREATES = [PREPS, GAPS, GENERATIONS];

let key = '';
let completedAnalysis = '';
let cases = 0;
const started = performance.now();
const CV = fixtureBytes('txt-electrician-us.txt');

const post = (e: Endpoint, body: Uint8Array | string | ReadableStream<Uint8Array> | undefined, headers: [string, string][] = []) =>
  dispatch(e.module, rawRequest('POST', e.path(''), { body, headers: [['x-api-key', key], ...headers] }));

const jsonTypes = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/vnd.api+json');
const postJson = (e: Endpoint, value: unknown, type = 'application/json') => post(e, JSON.stringify(value), [['content-type', type]]);
/** The field naming the source analysis: generations also take the spec's `analysisId`. */
const sourceField = (e: Endpoint) => (e === GENERATIONS ? fc.constantFrom('analysisId', 'analysis_id') : fc.constant('analysis_id'));

const boundary = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'.split('')), minLength: 1, maxLength: 60 }).map((b) => `----${b}`);
const fileName = fc.constantFrom('cv.txt', 'cv.pdf', 'CV final (2).docx', '../../etc/passwd', 'résumé.md', '', 'a'.repeat(300));
const cvFile = (name: string): Part => ({ name: 'file', filename: name, contentType: 'text/plain', data: CV });
const text = (name: string, value: string): Part => ({ name, data: value });

/** not blank, and not a two-letter code (with an optional region) once trimmed and lower-cased */
const invalidLanguage = fc
  .oneof(fc.constantFrom('english', 'e', 'eng', 'en_US', 'en-', '12', 'en-usa', 'e n'), unicodeText(12))
  .filter((s) => s.trim() !== '' && !/^[a-z]{2}(-[a-z]{2})?$/.test(s.trim().toLowerCase()));
const unknownTemplate = fc.oneof(fc.constantFrom('fancy', 'classic2', 'modern ' + 'x'), unicodeText(30)).filter((s) => s.trim() !== '' && !isTemplate(s.trim().toLowerCase()));
const unknownRegion = fc.oneof(fc.constantFrom('XX', 'USA', 'uk ', 'EU', '00'), unicodeText(8)).filter((s) => s.trim() !== '' && !resolveRegion(s.trim().toUpperCase()));
const blankOrLong = (max: number) => fc.oneof(fc.constantFrom('   ', '\t'), fc.integer({ min: max + 1, max: max + 300 }).map((n) => 'y'.repeat(n)));

beforeAll(async () => {
  const t = await createTestTenant({ plan: 'business' });
  key = t.key;
}, 60_000);

afterAll(() => {
  console.log(`[fuzz] bodies: ${cases} cases in ${Math.round((performance.now() - started) / 1000)} s (seed ${SEED})`);
});

describe(`fuzzing request bodies (seed ${SEED})`, () => {
  it('accepts what the multipart writer produces when nothing is wrong (so its refusals mean something)', async () => {
    const arb = fc.record({ b: boundary, role: fc.constantFrom('Electrician', 'Backend Engineer', 'Elektriker (m/w/d)', '電気技師'), name: fileName });
    cases += await check('valid multipart create', arb, async ({ b, role, name }) => {
      const res = await post(ANALYSES, multipartBody([cvFile(name), text('target_role', role)], b), [['content-type', multipartType(b)]]);
      expect(res.status, res.text.slice(0, 300)).toBe(201);
      completedAnalysis ||= (res.json as { id: string }).id;
    }, 3);
    const row = await waitFor(
      () => getDb().selectFrom('analyses').select('status').where('id', '=', completedAnalysis).executeTakeFirstOrThrow(),
      (r) => r.status !== 'processing',
      60_000,
    );
    expect(row.status).toBe('completed');
    // and the JSON creates accept a well-formed body naming it
    const prep = await postJson(PREPS, { analysis_id: completedAnalysis }, 'application/json; charset=utf-8');
    expect(prep.status, prep.text.slice(0, 300)).toBeLessThan(300);
    cases += 1;
  }, 120_000);

  it('answers 400 to JSON that does not parse', async () => {
    const arb = fc.record({ e: fc.constantFrom(...JSON_CREATES), body: fc.oneof(notJsonText.map((s) => Buffer.from(s)), fc.constant(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))), type: jsonTypes });
    cases += await check('malformed JSON', arb, async ({ e, body, type }) => {
      assertError(await post(e, body, [['content-type', type]]), 400, `POST ${e.name} ${JSON.stringify(body.toString().slice(0, 80))}`);
    }, 500);
  });

  it('answers 400 to malformed and 413 to oversized JSON (over 64 KB), whatever its shape', async () => {
    const arb = fc.record({
      e: fc.constantFrom(...JSON_CREATES),
      shape: fc.constantFrom('deep-unclosed', 'deep-closed', 'long-id', 'many-keys'),
      n: fc.integer({ min: 10_000, max: 200_000 }),
    });
    cases += await check('large JSON', arb, async ({ e, shape, n }) => {
      const body =
        shape === 'deep-unclosed'
          ? '['.repeat(n)
          : shape === 'deep-closed'
            ? `{"analysis_id":${'['.repeat(n)}${']'.repeat(n)}}`
            : shape === 'long-id'
              ? JSON.stringify({ analysis_id: 'a'.repeat(n * 20) })
              : `{${Array.from({ length: n / 10 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
      const expected = new TextEncoder().encode(body).byteLength > 64 * 1024 ? 413 : 400;
      assertError(await post(e, body, [['content-type', 'application/json']]), expected, `POST ${e.name} ${shape} ${body.length} bytes`);
    }, 10);
  });

  it('answers 400 to JSON that is not an object, or whose analysis id is missing or not a UUID', async () => {
    const arb = fc.record({
      e: fc.constantFrom(...JSON_CREATES),
      shape: fc.constantFrom('not-object', 'bad-id'),
      value: notAnObject,
      id: notAUuidValue,
      extra: fc.dictionary(fc.string({ maxLength: 10 }).filter((k) => !/analysis/i.test(k)), fc.jsonValue(), { maxKeys: 3 }),
    });
    cases += await check('bad analysis id', arb, async ({ e, shape, value, id, extra }) => {
      const [field] = fc.sample(sourceField(e), { numRuns: 1 });
      const body = shape === 'not-object' ? value : { ...extra, [field]: id };
      assertError(await postJson(e, body), 400, `POST ${e.name} ${JSON.stringify(body)?.slice(0, 120)}`);
    }, 500);
  });

  it('answers 400 to a wrong type or value in any other field', async () => {
    const gapField = fc.oneof(
      fc.record({ target_role: badText(200) }),
      fc.record({ target_industry: fc.oneof(notAString.filter((v) => v !== null), fc.integer({ min: 201, max: 400 }).map((n) => 'z'.repeat(n))) }),
    );
    const generationField = fc.oneof(
      fc.record({ template: fc.oneof(notAString.filter((v) => v !== null), unknownTemplate) }),
      fc.record({ region: fc.oneof(notAString.filter((v) => v !== null), unknownRegion) }),
      fc.record({ language: fc.oneof(notAString.filter((v) => v !== null), invalidLanguage) }),
      // an empty string means "not given" here, so only blank-but-not-empty or too long
      fc.record({ target_role: fc.oneof(notAString.filter((v) => v !== null), blankOrLong(200)) }),
      fc.record({ target_industry: fc.integer({ min: 201, max: 400 }).map((n) => 'z'.repeat(n)) }),
    );
    const arb = fc.oneof(
      fc.record({ e: fc.constant(GAPS), id: unknownUuid, bad: gapField }),
      fc.record({ e: fc.constant(GENERATIONS), id: unknownUuid, bad: generationField }),
    );
    cases += await check('wrong field types', arb, async ({ e, id, bad }) => {
      const body = { [e === GENERATIONS ? 'analysisId' : 'analysis_id']: id, ...bad };
      assertError(await postJson(e, body), 400, `POST ${e.name} ${JSON.stringify(body).slice(0, 160)}`);
    }, 400);
  });

  it('answers 404 to a well-formed body naming an analysis that does not exist', async () => {
    const arb = fc.record({
      e: fc.constantFrom(...JSON_CREATES),
      id: unknownUuid,
      type: jsonTypes,
      options: fc.record(
        {
          target_role: fc.constantFrom('Engineering Manager', 'Nurse', 'Ingénieur'),
          target_industry: fc.constantFrom('', 'Fintech', 'Health'),
          template: fc.constantFrom(...TEMPLATES),
          region: fc.constantFrom(...REGIONS),
          language: fc.constantFrom(...LANGUAGES),
        },
        { requiredKeys: [] },
      ),
    });
    cases += await check('unknown analysis', arb, async ({ e, id, type, options }) => {
      const [field] = fc.sample(sourceField(e), { numRuns: 1 });
      // interview preps take only the id; skill gaps also role and industry
      const extra = e === PREPS ? {} : e === GAPS ? { target_role: options.target_role, target_industry: options.target_industry } : options;
      assertError(await postJson(e, { [field]: id, ...extra }, type), 404, `POST ${e.name} ${id}`);
    }, 200);
  });

  it('answers 400 when the content type lies about the body', async () => {
    const b = '----fuzzboundary';
    const multipart = multipartBody([cvFile('cv.txt'), text('target_role', 'Electrician')], b);
    const arb = fc.oneof(
      // JSON sent as something else (or as nothing)
      fc.record({ e: fc.constantFrom(...JSON_CREATES), id: unknownUuid, type: fc.option(notJsonContentType, { nil: null }) }).map(({ e, id, type }) => ({
        e,
        body: JSON.stringify({ analysis_id: id, analysisId: id }) as string | Buffer,
        type,
      })),
      // a multipart body labelled JSON
      fc.record({ e: fc.constantFrom(...JSON_CREATES, ANALYSES), type: jsonTypes }).map(({ e, type }) => ({ e, body: multipart as string | Buffer, type: type as string | null })),
      // an upload that is not multipart at all
      fc.record({ type: fc.option(fc.oneof(jsonTypes, notJsonContentType.filter((t) => !t.toLowerCase().startsWith('multipart/form-data'))), { nil: null }), json: fc.jsonValue() }).map(({ type, json }) => ({
        e: ANALYSES,
        body: JSON.stringify({ file: json, target_role: 'Electrician' }) as string | Buffer,
        type,
      })),
    );
    cases += await check('content-type lies', arb, async ({ e, body, type }) => {
      assertError(await post(e, body, type === null ? [] : [['content-type', type]]), 400, `POST ${e.name} as ${type}`);
    }, 300);
  });

  it('answers 413 to a body over the upload limit, declared or streamed, before reading it all', async () => {
    const big = new Uint8Array(11 * 1024 * 1024).fill(0x20);
    big[0] = 0x7b; // '{' — it would be JSON if it were small enough
    const arb = fc.record({
      e: fc.constantFrom(ANALYSES, ...JSON_CREATES),
      length: fc.constantFrom('true', 'absent', 'lies-small', 'lies-huge'),
      chunk: fc.integer({ min: 16 * 1024, max: 1024 * 1024 }),
    });
    cases += await check('oversized body', arb, async ({ e, length, chunk }) => {
      const type = e === ANALYSES ? multipartType('----x') : 'application/json';
      const headers: [string, string][] = [['content-type', type]];
      if (length === 'true') headers.push(['content-length', String(big.byteLength)]);
      if (length === 'lies-small') headers.push(['content-length', '100']);
      if (length === 'lies-huge') headers.push(['content-length', String(1e12)]);
      const body = length === 'lies-huge' ? new Uint8Array(10) : streamOf(big, chunk);
      const res = await post(e, body, headers);
      assertError(res, 413, `POST ${e.name} 11 MB, content-length ${length}`);
    }, 12);
  });

  it('answers 400 to a broken POST /analyses multipart body', async () => {
    const defect = fc.constantFrom('missing-file', 'missing-role', 'file-as-text', 'role-as-file', 'bad-field', 'truncated', 'wrong-boundary', 'no-boundary', 'garbage');
    const badField = fc.oneof(
      fc.record({ target_role: blankOrLong(200) }),
      fc.record({ language: invalidLanguage }),
      fc.record({ target_industry: fc.integer({ min: 201, max: 400 }).map((n) => 'i'.repeat(n)) }),
      fc.record({ job_description: fc.integer({ min: 20_001, max: 21_000 }).map((n) => 'j'.repeat(n)) }),
    );
    const arb = fc.record({ defect, b: boundary, other: boundary, name: fileName, bad: badField, lang: invalidLanguage, cut: fc.double({ min: 0, max: 0.999, noNaN: true }), noise: fc.uint8Array({ maxLength: 2048 }) });
    cases += await check('broken analyses multipart', arb, async ({ defect: d, b, other, name, bad, lang, cut, noise }) => {
      let parts: Part[] = [cvFile(name), text('target_role', 'Electrician')];
      let type = multipartType(b);
      let body: Buffer;
      if (d === 'missing-file') parts = [text('target_role', 'Electrician'), text('language', 'en')];
      if (d === 'missing-role') parts = [cvFile(name)];
      if (d === 'file-as-text') parts = [text('file', CV.toString()), text('target_role', 'Electrician')];
      if (d === 'role-as-file') parts = [cvFile(name), { name: 'target_role', filename: 'role.txt', data: 'Electrician' }];
      if (d === 'bad-field') parts = [cvFile(name), ...Object.entries({ target_role: 'Electrician', ...bad }).map(([k, v]) => text(k, v))];
      // the invalid language goes first, so whatever a cut keeps, the request stays invalid
      if (d === 'truncated') parts = [text('language', lang), cvFile(name), text('target_role', 'Electrician')];
      body = multipartBody(parts, b);
      if (d === 'truncated') body = body.subarray(0, Math.floor(body.length * cut));
      if (d === 'wrong-boundary' && other !== b) type = multipartType(other);
      if (d === 'wrong-boundary' && other === b) type = multipartType(`${b}x`);
      if (d === 'no-boundary') type = 'multipart/form-data';
      if (d === 'garbage') body = Buffer.from(noise);
      assertError(await post(ANALYSES, body, [['content-type', type]]), 400, `POST /analyses multipart ${d}`);
    }, 500);
  });

  it('answers 400 to a broken POST /generations multipart body', async () => {
    const defect = fc.constantFrom('missing-file', 'file-as-text', 'template-as-file', 'bad-option', 'truncated', 'wrong-boundary');
    const badOption = fc.oneof(
      fc.record({ template: unknownTemplate }),
      fc.record({ region: unknownRegion }),
      fc.record({ language: invalidLanguage }),
      fc.record({ target_role: blankOrLong(200) }),
    );
    const arb = fc.record({ defect, b: boundary, name: fileName, bad: badOption, template: unknownTemplate, cut: fc.double({ min: 0, max: 0.999, noNaN: true }) });
    cases += await check('broken generations multipart', arb, async ({ defect: d, b, name, bad, template, cut }) => {
      let parts: Part[] = [cvFile(name), text('template', 'modern'), text('region', 'GB')];
      let type = multipartType(b);
      if (d === 'missing-file') parts = [text('template', 'modern'), text('region', 'GB')];
      if (d === 'file-as-text') parts = [text('file', CV.toString()), text('template', 'modern')];
      if (d === 'template-as-file') parts = [cvFile(name), { name: 'template', filename: 't.txt', data: 'modern' }];
      if (d === 'bad-option') parts = [cvFile(name), ...Object.entries(bad).map(([k, v]) => text(k, v))];
      if (d === 'truncated') parts = [text('template', template), cvFile(name), text('region', 'GB')];
      let body = multipartBody(parts, b);
      if (d === 'truncated') body = body.subarray(0, Math.floor(body.length * cut));
      if (d === 'wrong-boundary') type = multipartType(`${b}-other`);
      assertError(await post(GENERATIONS, body, [['content-type', type]]), 400, `POST /generations multipart ${d}`);
    }, 250);
  });

  it('answers 400 to an Idempotency-Key that is not 1 to 255 printable ASCII characters', async () => {
    const badKey = fc.oneof(
      fc.tuple(headerValue(20), headerValue(20)).map(([a, c]) => `${a} ${c}`),
      fc.integer({ min: 256, max: 5000 }).map((n) => 'k'.repeat(n)),
      headerValue(40).map((s) => `${s}\u00e9`),
    );
    const arb = fc.record({ e: fc.constantFrom(...JSON_CREATES), k: badKey.filter((k) => !/^[\x21-\x7e]{1,255}$/.test(k.trim())), id: unknownUuid });
    cases += await check('bad Idempotency-Key', arb, async ({ e, k, id }) => {
      const res = await post(e, JSON.stringify({ analysis_id: id, analysisId: id }), [['content-type', 'application/json'], ['idempotency-key', k]]);
      assertError(res, 400, `POST ${e.name} Idempotency-Key ${JSON.stringify(k.slice(0, 40))}`);
      expect((res.json as { error: string }).error).toMatch(/^Idempotency-Key/);
    }, 150);
  });
});

function streamOf(bytes: Uint8Array, chunk: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.subarray(at, at + chunk));
      at += chunk;
    },
  });
}
