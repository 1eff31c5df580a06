import { CodeBlock } from './code-block';
import { curlExample } from './curl-example';
import { responseExample } from './example-value';
import { FieldList } from './field-table';
import { InlineMarkdown } from './inline-markdown';
import { MethodBadge } from './method-badge';
import type { OpenApiDocument } from './openapi-types';
import type { OperationEntry } from './operations';
import { schemaFields, schemaTypeLabel } from './schema-fields';

const h3 = 'mb-2 mt-6 text-sm font-semibold uppercase tracking-wide text-slate-500';

export function OperationSection({ doc, entry, baseUrl }: { doc: OpenApiDocument; entry: OperationEntry; baseUrl: string }) {
  const { op, method, path, anchor } = entry;
  const params = op.parameters ?? [];
  const success = Object.entries(op.responses).filter(([s]) => Number(s) < 400);
  const errors = Object.entries(op.responses).filter(([s]) => Number(s) >= 400);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-20 border-t border-slate-200 py-10 first:border-t-0">
      <h2 id={`${anchor}-title`} className="text-xl font-semibold text-slate-900">{op.summary ?? `${method.toUpperCase()} ${path}`}</h2>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <MethodBadge method={method} />
        <code className="break-all font-mono text-sm text-slate-800">{path}</code>
      </p>
      <InlineMarkdown text={op.description} className="mt-3 text-sm text-slate-700" />

      <div className="grid gap-x-10 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="min-w-0">
          {params.length > 0 && (
            <>
              <h3 className={h3}>Parameters</h3>
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 px-4">
                {params.map((p) => (
                  <li key={`${p.in}-${p.name}`} className="py-3">
                    <div className="flex flex-wrap items-baseline gap-2">
                      <code className="font-mono text-sm font-semibold text-slate-900">{p.name}</code>
                      <span className="text-xs text-slate-500">{p.in}</span>
                      <span className="font-mono text-xs text-slate-600">{p.schema ? schemaTypeLabel(doc, p.schema) : 'string'}</span>
                      {p.required && <span className="text-xs font-medium text-red-700">required</span>}
                      {p.schema?.default !== undefined && <span className="text-xs text-slate-500">default {String(p.schema.default)}</span>}
                    </div>
                    {(p.description ?? p.schema?.description) && <p className="mt-1 text-sm text-slate-700">{p.description ?? p.schema?.description}</p>}
                    {p.schema?.enum && <p className="mt-1 text-xs text-slate-600">One of: {p.schema.enum.map(String).join(', ')}</p>}
                  </li>
                ))}
              </ul>
            </>
          )}
          {Object.entries(op.requestBody?.content ?? {}).map(([type, media]) => (
            <div key={type}>
              <h3 className={h3}>
                Request body <span className="font-mono normal-case tracking-normal">{type}</span>
              </h3>
              <div className="rounded-lg border border-slate-200 px-4">{media.schema && <FieldList fields={schemaFields(doc, media.schema)} />}</div>
            </div>
          ))}
          {success.map(([status, r]) => {
            const schema = r.content?.['application/json']?.schema;
            return (
              <div key={status}>
                <h3 className={h3}>
                  Response {status} {schema && <span className="font-mono normal-case tracking-normal">{schemaTypeLabel(doc, schema)}</span>}
                </h3>
                <div className="rounded-lg border border-slate-200 px-4">{schema ? <FieldList fields={schemaFields(doc, schema)} /> : <p className="py-3 text-sm">{r.description}</p>}</div>
              </div>
            );
          })}
        </div>
        <div className="min-w-0">
          <h3 className={h3}>Example request</h3>
          <CodeBlock code={curlExample(doc, method, path, op, baseUrl)} label={`curl example: ${op.summary ?? path}`} />
          {success.map(([status, r]) => {
            const example = responseExample(doc, r.content?.['application/json']);
            return (
              <div key={status}>
                <h3 className={h3}>Example response {status}</h3>
                {example ? <CodeBlock code={example} label={`response ${status} example: ${op.summary ?? path}`} /> : <p className="text-sm text-slate-700">{r.description} (no body)</p>}
              </div>
            );
          })}
          {errors.length > 0 && (
            <>
              <h3 className={h3}>Errors</h3>
              <ul className="space-y-1 text-sm">
                {errors.map(([status, r]) => (
                  <li key={status} className="flex gap-3" data-testid={`error-${status}`}>
                    <code className="w-9 shrink-0 font-mono font-semibold text-slate-900">{status}</code>
                    <span className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">{r.description}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
