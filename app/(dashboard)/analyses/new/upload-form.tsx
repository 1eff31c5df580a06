'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, inputStyles } from '@/components/ui/field';
import { formatCredits } from '@/components/format';
import { BASE_COST } from '@/lib/billing/plans';

type Phase = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'analysing' } | { kind: 'error'; message: string };

/** Sends the form with XMLHttpRequest: fetch cannot report upload progress. */
function upload(form: FormData, onProgress: (percent: number) => void): Promise<{ status: number; body: { id?: string; error?: string } }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/analyses/upload');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response ?? {} });
    xhr.onerror = () => reject(new Error('The upload failed: check your connection and try again.'));
    xhr.send(form);
  });
}

/** What the reader takes: text formats, and scans or photos (read by OCR). Checked by content on the server. */
const ACCEPT = [
  '.pdf,.docx,.txt,.md,.png,.jpg,.jpeg,.webp,.tif,.tiff',
  'application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown',
  'image/png,image/jpeg,image/webp,image/tiff',
].join(',');

const SLOW_AFTER_MS = 10_000;

export function UploadForm({ maxMb, maxScanPages }: { maxMb: number; maxScanPages: number }) {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = phase.kind === 'uploading' || phase.kind === 'analysing';
  const [slow, setSlow] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  // a scan read by OCR, or a busy server, can take a while: say so instead of a silent bar
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const t = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(t);
  }, [busy]);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // the input's own file: the form data of a 0-byte file does not say which file it was
    const file = fileInput.current?.files?.[0];
    if (!file) return setPhase({ kind: 'error', message: 'Choose a CV file.' });
    if (file.size === 0) return setPhase({ kind: 'error', message: `${file.name} is empty (0 bytes): choose the CV file itself, or save it again and retry.` });
    if (file.size > maxMb * 1024 * 1024) return setPhase({ kind: 'error', message: `File too large: the limit is ${maxMb} MB.` });
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const r = await upload(form, (percent) => setPhase(percent >= 100 ? { kind: 'analysing' } : { kind: 'uploading', percent }));
      if (r.status !== 201 || !r.body.id) return setPhase({ kind: 'error', message: r.body.error ?? `The upload failed (HTTP ${r.status}).` });
      setPhase({ kind: 'analysing' });
      router.push(`/analyses/${r.body.id}`);
    } catch (err) {
      setPhase({ kind: 'error', message: (err as Error).message });
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-busy={busy}>
      {phase.kind === 'error' && <Alert tone="error">{phase.message}</Alert>}
      <Field
        id="cv-file"
        label="CV file"
        hint={`PDF, DOCX, TXT or Markdown, up to ${maxMb} MB; or a scan or photo of your CV (PNG, JPEG, WebP, TIFF or a scanned PDF, up to ${maxScanPages} pages), read by OCR in English, French, German or Spanish, which takes a few seconds a page. A text PDF reads best. The type is checked by content, not by name.`}
      >
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            if (!fileInput.current || e.dataTransfer.files.length === 0) return;
            fileInput.current.files = e.dataTransfer.files;
            setChosen(e.dataTransfer.files[0].name);
          }}
          data-testid="drop-zone"
          className={`rounded-lg border-2 border-dashed p-4 ${dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300'}`}
        >
          <input
            onChange={(e) => setChosen(e.currentTarget.files?.[0]?.name ?? null)}
            ref={fileInput}
            id="cv-file"
            name="file"
            type="file"
            required
            accept={ACCEPT}
            aria-describedby="cv-file-hint"
            className="block w-full text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          />
          <p className="mt-2 text-sm text-slate-600">{chosen ? `Chosen: ${chosen}` : 'or drop the file here'}</p>
        </div>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="target-role" label="Target role">
          <input id="target-role" name="target_role" required maxLength={200} placeholder="e.g. Backend Engineer" className={inputStyles} />
        </Field>
        <Field id="target-industry" label="Target industry (optional)">
          <input id="target-industry" name="target_industry" maxLength={200} placeholder="e.g. Fintech" className={inputStyles} />
        </Field>
      </div>
      <Field id="job-description" label="Job description (optional)" hint="Paste a job posting: keywords and relevance are matched against it.">
        <textarea id="job-description" name="job_description" rows={6} maxLength={20000} aria-describedby="job-description-hint" className={inputStyles} />
      </Field>

      {busy && (
        <div role="status" aria-live="polite" className="space-y-2">
          <p className="text-sm font-medium text-slate-800">{phase.kind === 'uploading' ? `Uploading… ${phase.percent}%` : 'Analysing your CV…'}</p>
          {slow && (
            <p className="text-sm text-slate-600">
              Still working: a scan or photo is read by OCR, a few seconds a page, and a busy server queues the reading. The report opens here when it is ready.
            </p>
          )}
          <div className="h-2 overflow-hidden rounded-full bg-slate-100">
            {phase.kind === 'uploading' ? (
              <div className="h-2 rounded-full bg-brand-500 transition-[width]" style={{ width: `${phase.percent}%` }} />
            ) : (
              <div className="h-2 w-1/3 animate-pulse rounded-full bg-brand-500" />
            )}
          </div>
        </div>
      )}
      <div className="flex items-center gap-3">
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy ? 'Working…' : 'Analyse CV'}
        </button>
        <p className="text-sm text-slate-600">Costs {formatCredits(BASE_COST.analysis)} (more past the plan's monthly calls).</p>
      </div>
    </form>
  );
}
