import { Table, td, th } from '../ui/table';
import { DocsSidebar } from './docs-sidebar';
import { InlineMarkdown } from './inline-markdown';
import type { OpenApiDocument } from './openapi-types';
import { OperationSection } from './operation-section';
import { errorTable, operationsByTag, tagAnchor } from './operations';

const h2 = 'scroll-mt-20 text-2xl font-semibold tracking-tight text-slate-900';

/** The whole reference, rendered on the server from whatever the OpenAPI document holds. */
export function ApiReference({ doc, origin }: { doc: OpenApiDocument; origin: string }) {
  const server = doc.servers?.[0]?.url ?? '';
  const baseUrl = server.startsWith('http') ? server : `${origin}${server}`;
  const groups = operationsByTag(doc);
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
      <DocsSidebar
        groups={groups.map((g) => ({
          tag: g.tag,
          anchor: tagAnchor(g.tag),
          operations: g.operations.map((o) => ({ anchor: o.anchor, method: o.method, summary: o.op.summary ?? o.path, path: o.path })),
        }))}
      />
      <div className="min-w-0">
        <section id="introduction" aria-labelledby="introduction-title" className="pb-10">
          <h1 id="introduction-title" className="text-3xl font-bold tracking-tight text-slate-900">{doc.info.title}</h1>
          <p className="mt-1 text-sm text-slate-500">Version {doc.info.version} · OpenAPI document at <a className="text-brand-700 underline underline-offset-2" href={`${server}/openapi.json`}>{server}/openapi.json</a></p>
          <InlineMarkdown text={doc.info.description} className="mt-4 max-w-3xl text-slate-700" />
          <p className="mt-4 text-sm text-slate-700">
            Base URL: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono">{baseUrl}</code>
          </p>
        </section>

        <section id="authentication" aria-labelledby="authentication-title" className="border-t border-slate-200 py-10">
          <h2 id="authentication-title" className={h2}>Authentication</h2>
          <p className="mt-3 max-w-3xl text-sm text-slate-700">
            Create a key in the dashboard under Settings → API keys; it is shown once. Keep it on the server, in an environment variable. A revoked or expired key gets 401 from its next request.
          </p>
          <div className="mt-4 rounded-lg border border-slate-200 bg-white px-5">
            <Table caption="Authentication schemes" stacked>
              <thead>
                <tr>
                  <th scope="col" className={th}>Scheme</th>
                  <th scope="col" className={th}>Sent as</th>
                  <th scope="col" className={th}>Details</th>
                </tr>
              </thead>
              <tbody>
                {schemes.map(([name, s]) => (
                  <tr key={name}>
                    <th scope="row" className={`${td} font-medium`}>{name}</th>
                    <td className={`${td} whitespace-nowrap`} data-label="Sent as"><code className="font-mono text-xs">{s.in ? `${s.in} ${s.name}` : s.type}</code></td>
                    <td className={`${td} text-slate-700`} data-label="Details" data-wide><InlineMarkdown text={s.description} /></td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </section>

        <section id="errors" aria-labelledby="errors-title" className="border-t border-slate-200 py-10">
          <h2 id="errors-title" className={h2}>Errors</h2>
          <p className="mt-3 max-w-3xl text-sm text-slate-700">
            Every error is a JSON object with one key: <code className="font-mono">{'{"error": "message"}'}</code>. Each response carries an <code className="font-mono">X-Request-Id</code> header, and every answer to a known key the rate-limit headers (a 401 has none). A path or method not listed here answers 404.
          </p>
          <div className="mt-4 rounded-lg border border-slate-200 bg-white px-5">
            <Table caption="Error statuses">
              <thead>
                <tr>
                  <th scope="col" className={th}>Status</th>
                  <th scope="col" className={th}>Example message</th>
                </tr>
              </thead>
              <tbody>
                {errorTable(doc).map((e) => (
                  <tr key={e.status}>
                    <th scope="row" className={`${td} font-mono`}>{e.status}</th>
                    <td className={td}>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </section>

        {groups.map((g) => (
          <div key={g.tag} className="border-t border-slate-200 pt-10">
            <h2 id={tagAnchor(g.tag)} className={h2}>{g.tag}</h2>
            {doc.tags?.find((t) => t.name === g.tag)?.description && <InlineMarkdown text={doc.tags.find((t) => t.name === g.tag)!.description} className="mt-2 text-slate-700" />}
            {g.operations.map((entry) => (
              <OperationSection key={entry.anchor} doc={doc} entry={entry} baseUrl={baseUrl} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
