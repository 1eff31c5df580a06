import Link from 'next/link';
import { findAnalysisFor } from '@/lib/dashboard/result-lists';
import { AnalysisReport } from '@/components/analysis/analysis-report';
import { RecordFailed } from '@/components/record-failed';
import { StatusBadge } from '@/components/ui/badge';
import { DeleteRecord } from '../../delete-record';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/components/format';
import { scoresOf } from '@/lib/analyses/present-analysis';
import { secondsSince } from '@/lib/time';
import { RefreshWhileProcessing } from '@/components/refresh-while-processing';
import { NextSteps } from '@/components/analysis/next-steps';
import { analysisStatusAction, startNextStepAction } from './actions';
import { readRecord, recordMetadata } from '../../record-pages';

export const generateMetadata = recordMetadata('analysis');

export default async function AnalysisPage({ params }: { params: Promise<{ id: string }> }) {
  const a = await readRecord(params, findAnalysisFor);
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link href="/analyses" className="text-brand-700 hover:underline">Analyses</Link>
      </nav>
      <PageHeader
        title={a.file_name}
        description={
          <>
            <StatusBadge status={a.status} /> <span className="ml-1">{a.target_role}{a.target_industry && ` · ${a.target_industry}`} · {formatDateTime(a.created_at)}</span>
          </>
        }
        actions={<DeleteRecord kind="analysis" id={a.id} status={a.status} />}
      />
      {a.status === 'processing' && (
        <RefreshWhileProcessing
          message="Analysing… this page updates by itself when the report is ready."
          elapsedSeconds={secondsSince(a.created_at)}
          listName="Analyses"
          slowBecause="a scan or photo is read by OCR, a few seconds a page, and a busy server queues the reading."
          check={analysisStatusAction.bind(null, a.id)}
        />
      )}
      {a.status === 'failed' && <RecordFailed what="The analysis" error={a.error} />}
      {a.status === 'completed' && a.result !== null && (
        <AnalysisReport
          scores={scoresOf(a)}
          result={a.result}
          sections={a.sections ?? []}
          jobDescription={a.job_description}
          nextSteps={<NextSteps id="next-steps" action={startNextStepAction.bind(null, a.id)} targetRole={a.target_role} />}
        />
      )}
    </>
  );
}
