import Link from 'next/link';
import { RecordFailed } from '@/components/record-failed';
import { StatusBadge } from '@/components/ui/badge';
import { buttonStyles, inlineLink } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { CardRow } from '@/components/ui/card-row';
import { RefreshWhileProcessing } from '@/components/refresh-while-processing';
import { DeleteRecord } from '../../delete-record';
import { PageHeader } from '@/components/ui/page-header';
import { SourceCvCell } from '@/components/ui/source-cv-cell';
import { formatDateTime, titleCase } from '@/components/format';
import { generationWithDownloads } from '@/lib/dashboard/generation-downloads';
import { requestOrigin } from '@/lib/dashboard/request-origin';
import { secondsSince } from '@/lib/time';
import { isLanguage, LANGUAGE_NAMES } from '@/lib/engine/render/languages';
import { readRecord, recordMetadata } from '../../record-pages';

export const generateMetadata = recordMetadata('generation');

export default async function GenerationPage({ params }: { params: Promise<{ id: string }> }) {
  const g = await readRecord(params, async (db, organizationId, id) => generationWithDownloads(db, organizationId, id, await requestOrigin()));
  const facts: [string, React.ReactNode][] = [
    ['CV', <SourceCvCell key="cv" fileName={g.source_file_name} candidate={g.candidate_name} />],
    ['Template', titleCase(g.template_type)],
    ['Region', g.region],
    ['Language of headings', isLanguage(g.language) ? LANGUAGE_NAMES[g.language] : g.language],
    ['Target industry', g.target_industry || '—'],
    ['Created', formatDateTime(g.created_at)],
    ['Source analysis', g.analysis_id ? <Link href={`/analyses/${g.analysis_id}`} className={inlineLink}>Open the analysis</Link> : 'Uploaded file'],
  ];
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link href="/generations" className="text-brand-700 hover:underline">Generated CVs</Link>
      </nav>
      <PageHeader title={g.target_role || 'Generated CV'} description={<StatusBadge status={g.status} />} actions={<DeleteRecord kind="generation" id={g.id} status={g.status} />} />
      {g.status === 'failed' && <RecordFailed what="The improved CV" error={g.error} />}
      <CardRow>
        <Card title="Downloads" description="Signed links, valid for a limited time; reload the page for fresh ones.">
          {g.pdf_url || g.docx_url ? (
            <div className="flex flex-wrap gap-3">
              {g.pdf_url && <a href={g.pdf_url} className={buttonStyles.primary} download>Download PDF</a>}
              {g.docx_url && <a href={g.docx_url} className={buttonStyles.secondary} download>Download DOCX</a>}
            </div>
          ) : (
            g.status === 'processing' ? (
              <RefreshWhileProcessing message="Writing and rendering the improved CV… the downloads appear here when it is ready." elapsedSeconds={secondsSince(g.created_at)} listName="Generated CVs" slowBecause="a busy server queues the work." />
            ) : (
              <p className="text-sm text-slate-600">No files were produced.</p>
            )
          )}
        </Card>
        <Card title="Details">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            {facts.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="font-medium text-slate-600">{k}</dt>
                <dd className="text-slate-900">{v}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </CardRow>
    </>
  );
}
