import { CopyButton } from '../copy-button';

/**
 * A code sample with a copy button. Long lines wrap (a hidden horizontal scroll bar on phones
 * hid the end of curl commands); the text copied is the sample exactly as written.
 */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <div className="relative">
      <pre aria-label={label} className="whitespace-pre-wrap rounded-lg bg-slate-900 p-4 pr-24 font-mono text-xs leading-relaxed text-slate-100 [overflow-wrap:anywhere]">
        <code>{code}</code>
      </pre>
      <div className="absolute right-2 top-2">
        <CopyButton value={code} label="Copy" accessibleName={`Copy ${label}`} />
      </div>
    </div>
  );
}
