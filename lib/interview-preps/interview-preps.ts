/** /interview-preps: what sets an interview prep apart among derived reports, for its routes and its job. */
import { enrichInterviewPrep } from '../ai/enrich-interview-prep';
import { derivedReport, derivedReportService } from '../analyses/derived-reports';
import { runEngineTask } from '../engine/pool';
import { interviewPrepSchemas } from '../schemas/interview-prep';

export const interviewPrepReport = derivedReport({
  jobKind: 'interview_prep',
  content: interviewPrepSchemas.content,
  listFigure: interviewPrepSchemas.listFigure,
  task: 'interviewPrep',
  // the model is called here; its reply is merged in an engine worker, where the knowledge base lives
  enrich: (prep, input, model) =>
    enrichInterviewPrep({ model, prep, parsed: input.parsed, now: input.now, merge: (m) => runEngineTask('mergeInterviewEnrichment', m) }),
});

export const { create: createInterviewPrep, get: getInterviewPrep, list: listInterviewPreps } = derivedReportService(interviewPrepReport);
