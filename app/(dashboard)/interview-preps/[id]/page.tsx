import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { titleCase } from '@/components/format';
import { findInterviewPrepFor } from '@/lib/dashboard/result-lists';
import { DerivedReportHeader } from '../../derived-report-header';
import { readRecord, recordMetadata } from '../../record-pages';

export const generateMetadata = recordMetadata('interview_prep');

export default async function InterviewPrepPage({ params }: { params: Promise<{ id: string }> }) {
  const row = await readRecord(params, findInterviewPrepFor);
  const body = row.body;
  return (
    <>
      <DerivedReportHeader
        kind="interview_prep"
        row={row}
        listName="Interview preps"
        title={`Interview: ${row.target_role}`}
        making="Preparing the interview questions… this page updates by itself when they are ready."
        what="The interview prep"
      />
      {body && (
        <div className="space-y-6">
          <Card title="Candidate" description={`${body.total_questions} questions, about ${body.estimated_interview_minutes} minutes`}>
            <p className="text-sm text-slate-800">{body.candidate_summary}</p>
          </Card>
          {body.key_areas_to_probe.length > 0 && (
            <Card title="Areas to probe">
              <ul className="space-y-3 text-sm">
                {body.key_areas_to_probe.map((k) => (
                  <li key={k.area}>
                    <p className="font-semibold text-slate-900">{k.area}</p>
                    <p className="text-slate-700">{k.reason}</p>
                    <p className="text-slate-600">Approach: {k.suggested_approach}</p>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          <Card title="Questions">
            <ol className="space-y-5">
              {body.questions.map((q, i) => (
                <li key={i} className="border-b border-slate-100 pb-5 last:border-0 last:pb-0">
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="blue">{titleCase(q.category)}</Badge>
                    <Badge>{q.difficulty}</Badge>
                    {q.target_skill && <Badge>{q.target_skill}</Badge>}
                  </div>
                  <p className="mt-2 font-medium text-slate-900">
                    {i + 1}. {q.question}
                  </p>
                  <dl className="mt-2 grid gap-1 text-sm text-slate-700">
                    <div><dt className="inline font-medium">Why: </dt><dd className="inline">{q.why_asked}</dd></div>
                    <div><dt className="inline font-medium">Look for: </dt><dd className="inline">{q.what_to_look_for}</dd></div>
                    {q.red_flag_answers.length > 0 && <div><dt className="inline font-medium">Red flags: </dt><dd className="inline">{q.red_flag_answers.join('; ')}</dd></div>}
                    {q.follow_up_questions.length > 0 && <div><dt className="inline font-medium">Follow-ups: </dt><dd className="inline">{q.follow_up_questions.join(' ')}</dd></div>}
                    <div><dt className="inline font-medium">From the CV: </dt><dd className="inline">{q.cv_reference}</dd></div>
                  </dl>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      )}
    </>
  );
}
