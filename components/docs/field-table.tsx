import type { FieldRow } from './schema-fields';

function Field({ f }: { f: FieldRow }) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <code className="font-mono text-sm font-semibold text-slate-900">{f.name}</code>
        <span className="font-mono text-xs text-slate-600">{f.type}{f.nullable ? ' | null' : ''}</span>
        {f.required && <span className="text-xs font-medium text-red-700">required</span>}
        {f.constraints && <span className="text-xs text-slate-500">{f.constraints}</span>}
      </div>
      {f.description && <p className="mt-1 text-sm text-slate-700">{f.description}</p>}
      {f.enumValues && (
        <p className="mt-1 text-xs text-slate-600">
          One of:{' '}
          {f.enumValues.map((v, i) => (
            <span key={v}>
              {i > 0 && ', '}
              <code className="font-mono">{v}</code>
            </span>
          ))}
        </p>
      )}
      {f.example && <p className="mt-1 text-xs text-slate-500">Example: <code className="font-mono">{f.example}</code></p>}
      {f.children.length > 0 && (
        <details className="group mt-2 rounded-md border border-slate-200">
          <summary className="cursor-pointer select-none px-3 py-1.5 text-xs font-medium text-slate-700 hover:bg-slate-50">
            {f.children.length} field{f.children.length === 1 ? '' : 's'} of <code className="font-mono">{f.name}</code>
          </summary>
          <div className="border-t border-slate-200 px-3">
            <FieldList fields={f.children} />
          </div>
        </details>
      )}
    </li>
  );
}

/** Fields of a schema, nested objects folded in native <details> (keyboard and screen-reader friendly). */
export function FieldList({ fields }: { fields: FieldRow[] }) {
  if (!fields.length) return <p className="py-2 text-sm text-slate-500">No fields.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {fields.map((f) => (
        <Field key={f.name} f={f} />
      ))}
    </ul>
  );
}
