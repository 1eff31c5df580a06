/** The little Markdown API descriptions use: paragraphs, `code` and **bold**. No HTML is ever injected. */
export function InlineMarkdown({ text, className = '' }: { text?: string; className?: string }) {
  if (!text) return null;
  return (
    <div className={`space-y-2 ${className}`}>
      {text.split(/\n{2,}/).map((para, i) => (
        <p key={i}>
          {para.split(/(`[^`]+`|\*\*[^*]+\*\*)/g).map((part, j) =>
            part.startsWith('`') && part.endsWith('`') ? (
              <code key={j} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800">
                {part.slice(1, -1)}
              </code>
            ) : part.startsWith('**') && part.endsWith('**') ? (
              <strong key={j}>{part.slice(2, -2)}</strong>
            ) : (
              part
            ),
          )}
        </p>
      ))}
    </div>
  );
}
