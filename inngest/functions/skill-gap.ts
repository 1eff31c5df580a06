/** skill-gap/requested → the target role's requirements against the CV's evidence, with a learning path. */
import { SkillGapContent } from '../../lib/schemas/skill-gap';
import { skillGapRequested } from '../events';
import { derivedReportFunction } from './derived-report-function';

export const skillGapFunction = derivedReportFunction({
  trigger: skillGapRequested,
  kind: 'skill_gap',
  content: SkillGapContent,
  task: 'skillGap',
  summary: (b) => ({ overall_readiness: b.overall_readiness }),
});
