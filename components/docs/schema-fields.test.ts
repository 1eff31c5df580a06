import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../lib/api/openapi';
import type { OpenApiDocument } from './openapi-types';
import { schemaFields, schemaTypeLabel } from './schema-fields';

const doc: OpenApiDocument = {
  info: { title: 't', version: '1' },
  paths: {},
  components: {
    schemas: {
      Meta: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } }, required: ['page'] },
      Item: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          status: { type: 'string', enum: ['processing', 'completed'] },
          done_at: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          child: { $ref: '#/components/schemas/Item' },
        },
        required: ['id'],
      },
      List: { type: 'object', properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Item' } }, meta: { $ref: '#/components/schemas/Meta' } } },
    },
  },
};

describe('schemaFields', () => {
  it('resolves refs, folds nullable unions and stops at cycles', () => {
    const fields = schemaFields(doc, { $ref: '#/components/schemas/List' });
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ['items', 'array of Item'],
      ['meta', 'Meta'],
    ]);
    const item = fields[0].children;
    expect(item.find((f) => f.name === 'id')).toMatchObject({ type: 'string (uuid)', required: true });
    expect(item.find((f) => f.name === 'status')?.enumValues).toEqual(['processing', 'completed']);
    expect(item.find((f) => f.name === 'done_at')).toMatchObject({ type: 'string', nullable: true });
    // Item inside Item: shown once, not expanded forever
    expect(item.find((f) => f.name === 'child')?.children).toEqual([]);
    expect(fields[1].children[0]).toMatchObject({ name: 'page', constraints: '≥ 1' });
  });

  it('resolves local $defs', () => {
    const fields = schemaFields(doc, { $ref: '#/$defs/Form', $defs: { Form: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } });
    expect(fields).toEqual([expect.objectContaining({ name: 'file', type: 'string (binary)', required: true })]);
  });

  it('renders every schema of the real document without throwing', () => {
    const real = openApiDocument() as unknown as OpenApiDocument;
    for (const [name] of Object.entries(real.components?.schemas ?? {})) {
      expect(() => schemaFields(real, { $ref: `#/components/schemas/${name}` })).not.toThrow();
      expect(schemaTypeLabel(real, { $ref: `#/components/schemas/${name}` })).toBeTruthy();
    }
  });
});
