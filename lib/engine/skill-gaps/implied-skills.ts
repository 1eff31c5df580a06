import type { SkillInfo } from '../cv/knowledge/types';
import type { SkillEvidence } from './skill-evidence';

/**
 * Skills a CV shows without naming them, because another skill cannot be used without them:
 * any SQL database (PostgreSQL, MySQL, SQL Server) is queried in SQL, and TypeScript is written
 * on JavaScript. Kept to certain implications only; "Kubernetes implies Docker" is not one.
 */
const IMPLIED_BY: Record<string, (skill: SkillInfo) => boolean> = {
  sql: (s) => s.category === 'database' && /sql/i.test(s.name),
  javascript: (s) => s.name.toLowerCase() === 'typescript',
  // a drawing made in SolidWorks or CATIA is CAD work
  cad: (s) => CAD_PACKAGE.test(s.name),
  // a dashboard in Tableau or a test read with statistics is data analysis
  'data analysis': (s) => ANALYSIS_TOOL.test(s.name),
};
const CAD_PACKAGE = /^(autocad|solidworks|catia|civil 3d|revit|ptc creo parametric|creo|siemens nx|autodesk inventor|inventor|fusion 360|solid edge|microstation)$/i;
const ANALYSIS_TOOL = /^(pandas|tableau|power bi|looker|statistics|a\/b testing|spss|stata|sas)$/i;

/** The strongest evidence of a skill the CV implies, or undefined. */
export function impliedEvidence(skillName: string, evidence: Map<string, SkillEvidence>): SkillEvidence | undefined {
  const implies = IMPLIED_BY[skillName.toLowerCase()];
  if (!implies) return undefined;
  const sources = [...evidence.values()].filter((e) => implies(e.skill));
  return sources.sort((a, b) => b.months - a.months || b.mentions.length - a.mentions.length)[0];
}
