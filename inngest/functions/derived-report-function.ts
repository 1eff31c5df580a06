/**
 * The shape of the report jobs (interview prep, skill gap): read the record and its source
 * analysis, generate, persist; on permanent failure mark the record failed and refund it.
 */
import { NonRetriableError } from 'inngest';
import type { z } from 'zod';
import { getDb } from '../../db/index';
import { findAnalysisById } from '../../db/queries/analyses';
import { completeDerived, findDerivedById } from '../../db/queries/derived-records';
import type { LanguageModel } from 'ai';
import { getLanguageModel } from '../../lib/ai/model';
import type { ParsedCv } from '../../lib/engine/cv/types';
import { runEngineTask, type ReportInput } from '../../lib/engine/pool';
import { permanentOnRefusal } from '../../lib/jobs/permanent-on-refusal';
import type { Result } from '../../lib/schemas/analysis';
import { failJobRecord } from '../../lib/jobs/fail-job-record';
import { JOB_KINDS } from '../../lib/job-kinds';
import { announceSettled } from '../../lib/jobs/settled-signal';
import { inngest } from '../client';
import { interviewPrepRequested, skillGapRequested } from '../events';

/** The record's inputs, or null when the record no longer waits for this job. */
async function loadInput(kind: ReportJobKind, id: string): Promise<ReportInput | null> {
  const record = await findDerivedById(getDb(), JOB_KINDS[kind].table, id);
  // Inngest Cloud may deliver the event before the creating transaction commits: retry
  if (!record) throw new Error(`${kind} ${id} is not visible yet`);
  if (record.status !== 'processing') return null;
  const analysis = await findAnalysisById(getDb(), record.analysis_id);
  if (!analysis?.parsed || !analysis.result) throw new NonRetriableError('The source analysis has no report');
  return {
    parsed: analysis.parsed as ParsedCv,
    result: analysis.result as Result,
    targetRole: record.target_role,
    targetIndustry: record.target_industry,
    // the analysis's own reference date: its CV facts (years, gaps, "Present") are the report's
    now: analysis.created_at,
    jobDescription: analysis.job_description,
  };
}

type ReportJobKind = 'interview_prep' | 'skill_gap';

export function derivedReportFunction<C extends z.ZodObject>(spec: {
  /** names the function, the record's table and its refund (lib/jobs/job-kinds.ts) */
  kind: ReportJobKind;
  trigger: typeof interviewPrepRequested | typeof skillGapRequested;
  content: C;
  /** the engine task that writes the report, run in an engine worker */
  task: 'interviewPrep' | 'skillGap';
  /** the column kept beside the body for lists */
  summary: (body: z.output<C>) => Record<string, number>;
  /** optional LLM polish, run as its own step when a model is configured; must fall back to its input */
  enrich?: (content: z.output<C>, input: ReportInput, model: LanguageModel) => Promise<z.output<C>>;
}) {
  const { table, functionId } = JOB_KINDS[spec.kind];
  return inngest.createFunction(
    {
      id: functionId,
      retries: 3,
      triggers: [spec.trigger],
      onFailure: async ({ event, error }) => {
        await failJobRecord(spec.kind, (event.data.event.data as { id: string }).id, error.message);
      },
    },
    async ({ event, step }) => {
      const id = (event.data as { id: string }).id;
      const generated = await step.run('generate', async () => {
        const input = await loadInput(spec.kind, id);
        return input ? ((await permanentOnRefusal(() => runEngineTask(spec.task, input))) as Record<string, unknown>) : null;
      });
      if (!generated) return { id, skipped: true };
      const model = spec.enrich ? getLanguageModel() : null;
      const content = model
        ? await step.run('enrich', async () => {
            const input = await loadInput(spec.kind, id);
            if (!input) return generated;
            return spec.enrich!(spec.content.parse(generated), input, model) as Promise<Record<string, unknown>>;
          })
        : generated;
      await step.run('persist', async () => {
        const body = spec.content.parse(content);
        await completeDerived(getDb(), table, id, { ...spec.summary(body), body: JSON.stringify(body) });
        announceSettled(id);
      });
      return { id, status: 'completed' };
    },
  );
}
