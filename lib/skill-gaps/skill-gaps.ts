/** /skill-gaps: what sets a skill gap apart among derived reports, for its routes and its job. */
import { derivedReport, derivedReportService } from '../analyses/derived-reports';
import { skillGapSchemas } from '../schemas/skill-gap';

export const skillGapReport = derivedReport({
  jobKind: 'skill_gap',
  content: skillGapSchemas.content,
  listFigure: skillGapSchemas.listFigure,
  task: 'skillGap',
});

export const { create: createSkillGap, get: getSkillGap, list: listSkillGaps } = derivedReportService(skillGapReport);
