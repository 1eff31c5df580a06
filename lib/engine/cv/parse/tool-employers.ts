import { employerScore } from './job-title-words';
import { wordCount } from './text-shape';

type SkillLookup = (name: string) => { name: string } | null;

/**
 * "SharePoint Designer" / "Microsoft SharePoint -" / "2012 to 2012" under a job at Infosys: a
 * product the CV lists among its own skills, printed where a project's employer would go, is the
 * technology the work was done in, not whom it was done for. A one-word name stays an employer
 * ("SAP", "Salesforce" and "Twitter" employ people who list them), and so does a name with an
 * organisation's word ("Amazon Web Services"). A name made of skills alone ("SAP ABAP") is one too.
 */
export function listedToolTest(listedSkills: string[], lookup: SkillLookup): (employer: string) => boolean {
  const listed = new Set(listedSkills.flatMap((s) => lookup(s)?.name ?? []));
  return (employer) => {
    const name = employer.trim();
    if (wordCount(name) < 2 || employerScore(name) > 0) return false;
    const skill = lookup(name);
    if (skill !== null) return listed.has(skill.name);
    // "SAP ABAP -" under "Application Developer": a job board's employer line holding the title's technologies, each a skill
    const each = name.split(/\s+/).map(lookup);
    return each.every((s) => s !== null) && each.some((s) => listed.has(s!.name));
  };
}
