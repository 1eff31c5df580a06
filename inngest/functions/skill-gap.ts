/** skill-gap/requested → the target role's requirements against the CV's evidence, with a learning path. */
import { skillGapReport } from '../../lib/skill-gaps/skill-gaps';
import { skillGapRequested } from '../events';
import { derivedReportFunction } from './derived-report-function';

export const skillGapFunction = derivedReportFunction(skillGapReport, skillGapRequested);
