/** interview-prep/requested → questions built from the analysis's parsed CV, report and the role profile. */
import { interviewPrepReport } from '../../lib/interview-preps/interview-preps';
import { interviewPrepRequested } from '../events';
import { derivedReportFunction } from './derived-report-function';

export const interviewPrepFunction = derivedReportFunction(interviewPrepReport, interviewPrepRequested);
