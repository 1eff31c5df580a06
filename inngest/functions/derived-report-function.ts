/**
 * The shape of the report jobs (interview prep, skill gap): generate, enrich when the kind has a
 * polish and a model is configured, persist (lib/analyses/derived-report-job.ts); on permanent
 * failure mark the record failed and refund it.
 */
import { getDb } from '../../db/index';
import { getLanguageModel } from '../../lib/ai/model';
import { enrichReport, generateReport, persistReport } from '../../lib/analyses/derived-report-job';
import type { DerivedReportKind } from '../../lib/analyses/derived-reports';
import { inngest } from '../client';
import { interviewPrepRequested, skillGapRequested } from '../events';
import { jobFunctionOptions } from './job-function';

export function derivedReportFunction(kind: DerivedReportKind, trigger: typeof interviewPrepRequested | typeof skillGapRequested) {
  return inngest.createFunction(
    jobFunctionOptions(kind.jobKind, trigger),
    async ({ event, step }) => {
      const id = (event.data as { id: string }).id;
      const generated = await step.run('generate', () => generateReport(getDb(), kind, id));
      if (!generated) return { id, skipped: true };
      const model = kind.enrich ? getLanguageModel() : null;
      const content = model ? await step.run('enrich', () => enrichReport(getDb(), kind, id, generated, model)) : generated;
      await step.run('persist', () => persistReport(getDb(), kind, id, content));
      return { id, status: 'completed' };
    },
  );
}
