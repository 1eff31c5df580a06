/** interview-prep/requested → questions built from the analysis's parsed CV, report and the role profile. */
import { InterviewPrepContent } from '../../lib/schemas/interview-prep';
import { enrichInterviewPrep } from '../../lib/engine/interview/enrich';
import { interviewPrepRequested } from '../events';
import { derivedReportFunction } from './derived-report-function';

export const interviewPrepFunction = derivedReportFunction({
  trigger: interviewPrepRequested,
  kind: 'interview_prep',
  content: InterviewPrepContent,
  task: 'interviewPrep',
  summary: (b) => ({ total_questions: b.total_questions }),
  enrich: (prep, input, model) => enrichInterviewPrep({ model, prep, parsed: input.parsed, now: input.now }),
});
