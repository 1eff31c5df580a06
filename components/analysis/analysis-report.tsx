import { CopyButton } from '../copy-button';
import { Card } from '../ui/card';
import { CardRow } from '../ui/card-row';
import { PrintButton } from './print-button';
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
  /** the posting the CV was read against, when one was sent */
  jobDescription?: string | null;
  /** what the report leads to (paid), shown right after the score */
  nextSteps?: React.ReactNode;
}

/**
 * The report's parts, in the order they are read: the verdict and what it leads to, what to
 * change (warnings first, then the text ready to copy), the detail behind the scores, and last
 * the market. The page and its contents follow this one list.
 */
function contents(result: Result, jobDescription: string | null | undefined, nextSteps: boolean) {
  return [
    { id: 'score', label: 'Score' },
    nextSteps && { id: 'next-steps', label: 'Next steps' },
    jobDescription && { id: 'job-description', label: 'Job description' },
    result.key_strengths.length > 0 && { id: 'strengths', label: 'Strengths' },
    { id: 'red-flags', label: 'Red flags' },
    { id: 'suggestions', label: 'Suggestions' },
    { id: 'rewrites', label: 'Bullet rewrites' },
    result.generated_summaries.length > 0 && { id: 'summaries', label: 'Suggested summaries' },
    { id: 'keywords', label: 'Keywords' },
    { id: 'dimensions', label: 'Dimensions' },
    { id: 'sections', label: 'Sections and ATS' },
    { id: 'formatting', label: 'Formatting and contact' },
    { id: 'salary', label: 'Salary and jobs' },
  ].filter((x): x is { id: string; label: string } => !!x);
}

/** The full report of a completed analysis, drawn from analyses.result (the API's Result object). */
export function AnalysisReport({ scores, result, sections, jobDescription, nextSteps }: Props) {
  const q = result.quantification_audit;
  return (
    <div className="space-y-6">
      <nav aria-label="Report contents" className="sticky top-16 z-10 -mx-4 overflow-x-auto border-y border-slate-200 bg-slate-50/95 px-4 py-2 backdrop-blur lg:top-0 print:hidden">
        <ul className="flex gap-1 whitespace-nowrap text-sm lg:flex-wrap">
          {contents(result, jobDescription, !!nextSteps).map((c) => (
            <li key={c.id}>
              <a href={`#${c.id}`} className="inline-block rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50">{c.label}</a>
            </li>
          ))}
          <li className="ml-auto pl-2">
            <PrintButton />
          </li>
        </ul>
      </nav>
      <Card id="score">
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

      {nextSteps}

      {jobDescription && (
        <Card id="job-description" title="Job description used" description="The keywords and relevance were read against this posting.">
          <p className="max-h-64 overflow-y-auto whitespace-pre-wrap break-words text-sm text-slate-700" tabIndex={0} role="region" aria-label="Job description text">{jobDescription}</p>
        </Card>
      )}

      {result.key_strengths.length > 0 && (
        <Card id="strengths" title="Key strengths">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {result.key_strengths.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </Card>
      )}

      <Card id="red-flags" title="Red flags">
        <RedFlags flags={result.red_flags} />
      </Card>

      <CardRow id="suggestions">
        <Card title="Top suggestions">
          <SuggestionsList suggestions={result.suggestions} />
        </Card>
        <Card title="Next actions" description="Ordered by score gained for the effort">
          <ImprovementActions actions={result.improvement_actions} />
        </Card>
      </CardRow>

      <Card id="rewrites" title="Bullet rewrites" description={`${q.quantified_bullets} of ${q.total_bullets} bullets carry a number (${q.quantification_rate}%)`}>
        <BulletRewrites rewrites={result.bullet_rewrites} />
      </Card>

      {q.unquantified_bullets.length > 0 && (
        <Card title="Bullets to quantify" description="Placeholders such as [X%] mark numbers only you know">
          <QuantificationAudit audit={q} />
        </Card>
      )}

      {result.generated_summaries.length > 0 && (
        <Card id="summaries" title="Suggested summaries">
          <ul className="space-y-3">
            {result.generated_summaries.map((s) => (
              <li key={s.style} className="rounded-lg border border-slate-200 p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                    {s.style.replace(/_/g, ' ')} · {s.word_count} words
                  </p>
                  <span className="print:hidden">
                    <CopyButton value={s.text} label="Copy summary" />
                  </span>
                </div>
                <p className="mt-1 text-slate-800">{s.text}</p>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card id="keywords" title="Keywords">
        <KeywordGroups keywords={result.keywords} />
      </Card>

      <Card id="dimensions" title="Dimensions" description={`${result.score_explanations.length} scored dimensions, 0–100`}>
        <DimensionList items={result.score_explanations} />
      </Card>

      <CardRow id="sections">
        <Card title="Sections" description="In the order a CV is usually read">
          <SectionScores sections={sections} />
        </Card>
        <Card title="ATS issues">
          <AtsIssues issues={result.ats_issues} />
        </Card>
      </CardRow>

      <CardRow id="formatting">
        <Card title="Formatting">
          <FormattingNotes formatting={result.formatting} />
        </Card>
        <Card title="Contact details">
          <ContactImprovements items={result.contact_improvements} />
        </Card>
      </CardRow>

      <CardRow id="salary">
        <Card title="Salary estimate">
          <SalaryRange salary={result.salary_intelligence} />
        </Card>
        <Card title="Job matches">
          <JobMatches matches={result.job_matches} />
        </Card>
      </CardRow>
    </div>
  );
}
