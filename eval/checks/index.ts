/**
 * The checks `npm run eval` runs on every labelled CV, in report order. To add one: write a
 * Check (../types.ts) that returns named measures for a file, and append it here. Measures
 * with the same name in several checks would add up, so give yours distinct names.
 */
import type { Check } from '../types';
import { contactCheck } from './contact';
import { educationCheck } from './education';
import { falseSkillsCheck } from './false-skills';
import { jobsCheck } from './jobs';
import { roleMappingCheck } from './role-mapping';
import { skillsCheck } from './skills';
import { skillMappingCheck } from './skill-mapping';

export const CHECKS: Check[] = [contactCheck, jobsCheck, educationCheck, skillsCheck, falseSkillsCheck, skillMappingCheck, roleMappingCheck];
