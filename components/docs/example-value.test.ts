import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from '../../lib/api/openapi';
import { operations } from '../../lib/api/operations';
import { BASE_COST } from '../../lib/billing/plans';
import { Analysis, AnalysisCreated } from '../../lib/schemas/analysis';
import { UsageStats } from '../../lib/schemas/usage';
import { exampleOf, responseExample } from './example-value';
import type { OpenApiDocument } from './openapi-types';

const doc = openApiDocument() as unknown as OpenApiDocument;

describe('example responses of the reference', () => {
  it('every operation has an example for each response, and each success example is valid for the response schema', () => {
    const bySchema: Record<string, z.ZodType> = { AnalysisCreated, Analysis, UsageStats };
    for (const op of operations) {
      const item = doc.paths[op.path][op.method]!;
      for (const [status, r] of Object.entries(item.responses)) {
        if (status === '204') continue;
        const text = responseExample(doc, r.content?.['application/json']);
        expect(text, `${op.operationId} ${status}`).toBeTruthy();
        JSON.parse(text!);
      }
      const success = item.responses[String(op.status)]?.content?.['application/json']?.schema;
      if (op.response && success) {
        // checked against the very zod schema the handler shapes its answer with
        const example = exampleOf(doc, success);
        const name = success.$ref?.split('/').pop();
        if (name && bySchema[name]) expect(bySchema[name].safeParse(example).success, `${op.operationId}: ${JSON.stringify(bySchema[name].safeParse(example).error?.issues?.slice(0, 3))}`).toBe(true);
        if (op.response) expect(op.response.safeParse(example).success, op.operationId).toBe(true);
      }
    }
  });

  it('each 402 example names the cost of its own operation, from the billing settings', () => {
    const charged = operations.filter((o) => o.charged);
    expect(charged.map((o) => o.operationId).sort()).toEqual(['createAnalysis', 'createGeneration', 'createInterviewPrep', 'createSkillGap']);
    for (const op of charged) {
      const r = doc.paths[op.path][op.method]!.responses['402'];
      const cost = BASE_COST[op.charged!];
      const words = `this call costs ${cost} credit${cost === 1 ? '' : 's'}, balance is 0`;
      expect(r.description).toContain(words);
      expect(responseExample(doc, r.content?.['application/json'])).toContain(words);
    }
    expect(BASE_COST.generation).toBe(2);
  });
});
