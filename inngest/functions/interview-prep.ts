/** interview-prep/requested → questions built from the analysis's parsed CV, report and the role profile. */
import { InterviewPrepContent } from '../../lib/schemas/interview-prep';
import { enrichInterviewPrep } from '../../lib/ai/enrich-interview-prep';
import { runEngineTask } from '../../lib/engine/pool';
import { interviewPrepRequested } from '../events';
import { derivedReportFunction } from './derived-report-function';

export const interviewPrepFunction = derivedReportFunction({
  trigger: interviewPrepRequested,
  kind: 'interview_prep',
  content: InterviewPrepContent,
  task: 'interviewPrep',
  summary: (b) => ({ total_questions: b.total_questions }),
  // the model is called here; its reply is merged in an engine worker, where the knowledge base lives
  enrich: (prep, input, model) =>
    enrichInterviewPrep({ model, prep, parsed: input.parsed, now: input.now, merge: (m) => runEngineTask('mergeInterviewEnrichment', m) }),
});
