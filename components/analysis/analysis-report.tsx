import { Card } from '../ui/card';
import { BulletRewrites } from './bullet-rewrites';
import { ContactImprovements, FormattingNotes } from './contact-and-formatting';
import { DimensionList } from './dimension-list';
import { JobMatches } from './job-matches';
import { KeywordGroups } from './keyword-groups';
import { QuantificationAudit } from './quantification-audit';
import { RedFlags } from './red-flags';
import type { Result, SectionReport } from './report-types';
import { SalaryRange } from './salary-range';
import { ScoreGauge } from './score-gauge';
import { SectionScores } from './section-scores';
import { AtsIssues, ImprovementActions, SuggestionsList } from './suggestions-list';

interface Props {
  scores: { overall: number; ats: number; keyword: number; formatting: number; impact: number };
  result: Result;
  sections: SectionReport[];
}

/** The full report of a completed analysis, drawn from analyses.result (the API's Result object). */
export function AnalysisReport({ scores, result, sections }: Props) {
  const q = result.quantification_audit;
  return (
    <div className="space-y-6">
      <Card>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center">
          <div className="shrink-0">
            <ScoreGauge label="Overall" score={scores.overall} size="lg" />
          </div>
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold text-slate-900">{result.analysis_title}</h2>
            <p className="mt-1 text-sm text-slate-700">{result.analysis_description}</p>
            <p className="mt-2 text-sm text-slate-600">
              Projected score after the suggested changes: <strong>{result.projected_score.min}–{result.projected_score.max}</strong>
            </p>
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <ScoreGauge label="ATS" score={scores.ats} />
            <ScoreGauge label="Keywords" score={scores.keyword} />
            <ScoreGauge label="Formatting" score={scores.formatting} />
            <ScoreGauge label="Impact" score={scores.impact} />
          </div>
        </div>
      </Card>

      {result.key_strengths.length > 0 && (
        <Card title="Key strengths">
          <ul className="list-inside list-disc space-y-1 text-sm text-slate-800">
            {result.key_strengths.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </Card>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Top suggestions">
          <SuggestionsList suggestions={result.suggestions} />
        </Card>
        <Card title="Next actions" description="Ordered by score gained for the effort">
          <ImprovementActions actions={result.improvement_actions} />
        </Card>
      </div>

      <Card title="Dimensions" description={`${result.score_explanations.length} scored dimensions, 0–100`}>
        <DimensionList items={result.score_explanations} />
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Sections">
          <SectionScores sections={sections} />
        </Card>
        <Card title="ATS issues">
          <AtsIssues issues={result.ats_issues} />
        </Card>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Formatting">
          <FormattingNotes formatting={result.formatting} />
        </Card>
        <Card title="Contact details">
          <ContactImprovements items={result.contact_improvements} />
        </Card>
      </div>

      <Card title="Keywords">
        <KeywordGroups keywords={result.keywords} />
      </Card>

      <Card title="Bullet rewrites" description={`${q.quantified_bullets} of ${q.total_bullets} bullets carry a number (${q.quantification_rate}%)`}>
        <BulletRewrites rewrites={result.bullet_rewrites} />
      </Card>

      {q.unquantified_bullets.length > 0 && (
        <Card title="Bullets to quantify" description="Placeholders such as [X%] mark numbers only you know">
          <QuantificationAudit audit={q} />
        </Card>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Salary estimate">
          <SalaryRange salary={result.salary_intelligence} />
        </Card>
        <Card title="Job matches">
          <JobMatches matches={result.job_matches} />
        </Card>
      </div>

      <Card title="Red flags">
        <RedFlags flags={result.red_flags} />
      </Card>

      {result.generated_summaries.length > 0 && (
        <Card title="Suggested summaries">
          <ul className="space-y-3">
            {result.generated_summaries.map((s) => (
              <li key={s.style} className="rounded-lg border border-slate-200 p-4 text-sm">
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                  {s.style.replace(/_/g, ' ')} · {s.word_count} words
                </p>
                <p className="mt-1 text-slate-800">{s.text}</p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
