import { CopyButton } from '../copy-button';

/**
 * A code sample with a copy button. Long lines wrap (a hidden horizontal scroll bar on phones
 * hid the end of curl commands); the text copied is the sample exactly as written.
 */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <div className="relative">
      <pre aria-label={label} className="whitespace-pre-wrap rounded-lg bg-code-surface p-4 pr-24 font-mono text-xs leading-relaxed text-code-ink ring-1 ring-slate-200 [overflow-wrap:anywhere]">
        <code>{code}</code>
      </pre>
      <div className="absolute right-2 top-2">
        <CopyButton value={code} label="Copy" accessibleName={`Copy ${label}`} />
      </div>
    </div>
  );
}
