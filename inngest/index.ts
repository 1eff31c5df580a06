/** Every Inngest function of the app: served at /api/inngest and run by the embedded executor. */
import type { InngestFunction } from 'inngest';
import { analysisFunction } from './functions/analysis';
import { skillGapFunction } from './functions/skill-gap';
import { generationFunction } from './functions/generation';
import { interviewPrepFunction } from './functions/interview-prep';

export const functions: InngestFunction.Any[] = [
  analysisFunction,
  interviewPrepFunction,
  skillGapFunction,
  generationFunction,
];
