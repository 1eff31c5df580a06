/**
 * The report: scores a parsed CV and assembles the API's Result object and section reports.
 * Pure and deterministic for a given knowledge base and options (including `now`).
 */
import type { KnowledgeApi } from '../knowledge/types';
import { resolveTarget, scoreCv } from '../score';
import type { AnalysisOptions, AnalysisOutput, ExtractedDocument, ParsedCv } from '../types';
import { atsIssuesBlock } from './ats-issues';
import { bulletRewritesBlock, selectRewrites } from './bullet-rewrites';
import { contactImprovements } from './contact-improvements';
import { formattingBlock } from './formatting';
import { generatedSummaries } from './generated-summaries';
import { analysisDescription, analysisTitle } from './headline';
import { improvementActions, projectedScore } from './improvement-actions';
import { jobMatches } from './job-matches';
import { keyStrengths } from './key-strengths';
import { keywordsBlock } from './keywords';
import { quantificationAudit } from './quantification-audit';
import { endedByJob } from './rewrite-bullet';
import { redFlags } from './red-flags';
import { salaryIntelligence } from './salary-intelligence';
import { sectionReports } from './section-reports';
import { topSuggestions } from './top-suggestions';
import { DIMENSIONS, GRANULAR_KEY } from '../score';
import { memoizeKnowledge } from '../score/memo-knowledge';

export function analyseWithKnowledge(
  knowledgeBase: KnowledgeApi,
  doc: ExtractedDocument,
  cv: ParsedCv,
  opts: AnalysisOptions,
): AnalysisOutput {
  // `now` is fixed once so that the re-scored versions share the reference date.
  const options: AnalysisOptions = { ...opts, now: opts.now ?? new Date() };
  const knowledge = memoizeKnowledge(knowledgeBase);
  const target = resolveTarget(knowledge, options);
  const scored = scoreCv(knowledge, doc, cv, options, target);
  const { ctx, dimensions: d, granular, atsFindings } = scored;
  const verbs = knowledge.actionVerbs;
  const ended = endedByJob(cv.experience);
  const rewrites = selectRewrites(ctx.bullets, verbs, cv.language, ended);
  const summaries = generatedSummaries(ctx);
  const actions = improvementActions({
    ctx,
    currentOverall: granular.overall_score,
    rewrites,
    summaries,
    summaryScore: d.summary_effectiveness.score,
    atsFindings,
    rescore: (v) => scoreCv(knowledge, v.doc, v.cv, options, target).granular.overall_score,
  });
  const projected = projectedScore(granular.overall_score, actions);
  const scores = {
    overall: granular.overall_score,
    ats: granular.ats_score,
    keyword: granular.keyword_score,
    formatting: granular.formatting_score,
    impact: granular.impact_score,
  };
  return {
    scores,
    result: {
      suggestions: topSuggestions(d),
      keywords: keywordsBlock(ctx),
      ats_issues: atsIssuesBlock(atsFindings),
      formatting: formattingBlock(ctx, atsFindings, d.length_optimization.score),
      granular_scores: granular,
      score_explanations: DIMENSIONS.map((dim) => ({
        score: d[dim].score,
        dimension: GRANULAR_KEY[dim],
        explanation: d[dim].explanation,
        top_strength: d[dim].top_strength,
        top_weakness: d[dim].top_weakness,
      })),
      bullet_rewrites: bulletRewritesBlock(rewrites, ctx.bullets),
      salary_intelligence: salaryIntelligence(ctx),
      job_matches: jobMatches(ctx),
      key_strengths: keyStrengths(ctx, d),
      red_flags: redFlags(cv, ctx.facts),
      quantification_audit: quantificationAudit(ctx.bullets, verbs, cv.language, ended),
      generated_summaries: summaries,
      improvement_actions: actions,
      contact_improvements: contactImprovements(ctx),
      projected_score: projected,
      analysis_title: analysisTitle(ctx, d),
      analysis_description: analysisDescription(ctx, d, projected, actions.length),
    },
    sections: sectionReports(ctx, d),
  };
}
