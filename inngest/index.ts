/** Every Inngest function of the app: served at /api/inngest and run by the embedded executor. */
import type { InngestFunction } from 'inngest';
import { analyseCvFunction } from './functions/analyse-cv';
import { analyseSkillGapFunction } from './functions/analyse-skill-gap';
import { generateCvFunction } from './functions/generate-cv';
import { prepareInterviewFunction } from './functions/prepare-interview';

export const functions: InngestFunction.Any[] = [
  analyseCvFunction,
  prepareInterviewFunction,
  analyseSkillGapFunction,
  generateCvFunction,
];
