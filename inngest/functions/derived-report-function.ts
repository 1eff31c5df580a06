/**
 * The shape of the report jobs (interview prep, skill gap): generate, enrich when a model is
 * configured, persist (lib/analyses/derived-report-job.ts); on permanent failure mark the record
 * failed and refund it.
 */
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import { getDb } from '../../db/index';
import { getLanguageModel } from '../../lib/ai/model';
import { generateReport, loadReportInput, persistReport, type ReportJobKind } from '../../lib/analyses/derived-report-job';
import type { ReportInput } from '../../lib/engine/pool';
import { failJobRecord } from '../../lib/jobs/fail-job-record';
import { JOB_KINDS } from '../../lib/job-kinds';
import { inngest } from '../client';
import { interviewPrepRequested, skillGapRequested } from '../events';

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
  const { functionId } = JOB_KINDS[spec.kind];
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
      const generated = await step.run('generate', () => generateReport(getDb(), spec.kind, spec.task, id));
      if (!generated) return { id, skipped: true };
      const model = spec.enrich ? getLanguageModel() : null;
      const content = model
        ? await step.run('enrich', async () => {
            const input = await loadReportInput(getDb(), spec.kind, id);
            if (!input) return generated;
            return spec.enrich!(spec.content.parse(generated), input, model) as Promise<Record<string, unknown>>;
          })
        : generated;
      await step.run('persist', () => persistReport(getDb(), spec.kind, id, spec, content));
      return { id, status: 'completed' };
    },
  );
}
