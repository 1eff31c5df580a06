import { ScoreGauge } from '@/components/analysis/score-gauge';
import { StatusBadge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Table, td, th } from '@/components/ui/table';
import type { SkillGapContent } from '@/lib/schemas/skill-gap';
import { findSkillGapFor } from '@/lib/dashboard/result-lists';
import { DerivedReportHeader } from '../../derived-report-header';
import { readRecord, recordMetadata } from '../../record-pages';

export const generateMetadata = recordMetadata('skill_gap');

/** Where a resource is and what it takes: its site (the provider ids are codes), kind and cost. */
function resourceFacts(r: SkillGapContent['learning_path'][number]['resources'][number]) {
  const site = URL.canParse(r.url) ? new URL(r.url).hostname.replace(/^www\./, '') : null;
  const cost = r.cost_range === 'free' ? 'free' : `${r.cost_range} cost`;
  return [site, r.type, cost].filter(Boolean).join(' · ');
}

export default async function SkillGapPage({ params }: { params: Promise<{ id: string }> }) {
  const row = await readRecord(params, findSkillGapFor);
  const body = row.body;
  return (
    <>
      <DerivedReportHeader
        kind="skill_gap"
        row={row}
        listName="Skill gaps"
        title={`Skill gaps: ${row.target_role}`}
        making="Preparing the skill-gap report… this page updates by itself when it is ready."
        what="The skill-gap report"
      />
      {body && (
        <div className="space-y-6">
          <Card>
            <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
              <ScoreGauge label="Readiness" score={body.overall_readiness} size="lg" />
              <dl className="grid flex-1 gap-2 text-sm sm:grid-cols-2">
                <div><dt className="font-medium text-slate-600">Time to ready</dt><dd className="text-slate-900">{body.estimated_time_to_ready}</dd></div>
                <div><dt className="font-medium text-slate-600">In 3 months</dt><dd className="text-slate-900">{body.career_readiness_timeline.three_months}</dd></div>
                <div><dt className="font-medium text-slate-600">In 6 months</dt><dd className="text-slate-900">{body.career_readiness_timeline.six_months}</dd></div>
                <div><dt className="font-medium text-slate-600">In a year</dt><dd className="text-slate-900">{body.career_readiness_timeline.one_year}</dd></div>
              </dl>
            </div>
          </Card>
          <Card title="Gaps">
            <Table caption="Skill gaps">
              <thead>
                <tr>
                  <th scope="col" className={th}>Skill</th>
                  <th scope="col" className={th}>Priority</th>
                  <th scope="col" className={th}>Level now → needed</th>
                  <th scope="col" className={`${th} text-right`}>Hours</th>
                  <th scope="col" className={th}>Why</th>
                </tr>
              </thead>
              <tbody>
                {body.skill_gaps.map((g) => (
                  <tr key={g.skill_name}>
                    <th scope="row" className={`${td} font-medium`}>{g.skill_name}</th>
                    <td className={td}><StatusBadge status={g.priority} /></td>
                    <td className={`${td} whitespace-nowrap`}>{g.current_level} → {g.required_level}</td>
                    <td className={`${td} text-right tabular-nums`}>{g.estimated_learning_hours}</td>
                    <td className={`${td} min-w-64 text-slate-700`}>{g.reasoning}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
          <Card title="Learning path">
            <ol className="space-y-4">
              {body.learning_path.map((s) => (
                <li key={s.order} className="text-sm">
                  <p className="font-semibold text-slate-900">
                    {s.order}. {s.skill_name} <span className="font-normal text-slate-500">· {s.estimated_weeks} weeks</span>
                  </p>
                  <p className="text-slate-700">{s.milestone}</p>
                  {s.resources.length > 0 && (
                    <ul className="mt-1 list-disc pl-5 text-slate-700">
                      {s.resources.map((r) => (
                        <li key={r.url}>
                          <a href={r.url} className="text-brand-700 underline underline-offset-2" rel="noopener noreferrer" target="_blank">{r.title}</a>{' '}
                          <span className="text-slate-600">({resourceFacts(r)})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </Card>
          {body.existing_strengths.length > 0 && (
            <Card title="Existing strengths">
              <ul className="flex flex-wrap gap-2 text-sm">
                {body.existing_strengths.map((s) => (
                  <li key={s.skill_name} className="rounded-full bg-emerald-50 px-3 py-1 text-emerald-800 ring-1 ring-inset ring-emerald-600/20">
                    {s.skill_name} · {s.level}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      )}
    </>
  );
}
