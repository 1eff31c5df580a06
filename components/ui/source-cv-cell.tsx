/** The CV a record was made from: the candidate's name as read from it, and its file. */
export function SourceCvCell({ fileName, candidate }: { fileName?: string | null; candidate?: string | null }) {
  if (!fileName && !candidate) return <>—</>;
  return (
    <span className="block max-w-64 break-words">
      {candidate && <span className="block font-medium text-slate-900">{candidate}</span>}
      {fileName && <span className="block text-xs text-slate-600">{fileName}</span>}
    </span>
  );
}
