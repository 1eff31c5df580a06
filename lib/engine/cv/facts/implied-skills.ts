/**
 * Skills a CV shows without naming them, because another skill cannot be used without them:
 * any SQL database (PostgreSQL, MySQL, SQL Server) is queried in SQL, TypeScript is written on
 * JavaScript, a pipeline in GitHub Actions or Jenkins is CI/CD, a repository on GitHub is kept
 * in Git. Kept to certain implications only; "Kubernetes implies Docker" is not one. The report's
 * present and missing skills and the skill gap read this one table, so they never disagree.
 */
import type { SkillInfo } from '../knowledge/types';

const CAD_PACKAGE = /^(autocad|solidworks|catia|civil 3d|revit|ptc creo parametric|creo|siemens nx|autodesk inventor|inventor|fusion 360|solid edge|microstation)$/i;
const ANALYSIS_TOOL = /^(pandas|tableau|power bi|looker|statistics|a\/b testing|spss|stata|sas)$/i;
const CI_SERVICE = /^(github actions|gitlab ci(?:\/cd)?|jenkins|circleci|travis ci|teamcity|bamboo|azure pipelines|buildkite)$/i;
/** a hospital's or a practice's record system: charting in it is work in electronic health records */
const EHR_SYSTEM = /^(epic|epic epiccare inpatient clinical system|cerner|meditech|eclinicalworks|allscripts ehr|allscripts sunrise|allscripts professional ehr|nextgen healthcare information systems emr|pointclickcare healthcare)$/i;
/** a CRM product: keeping the pipeline in Salesforce or HubSpot is CRM work */
const CRM_PRODUCT = /^(salesforce|hubspot|microsoft dynamics 365|dynamics 365|zoho crm|pipedrive)$/i;
/** a structural analysis and design package: a model in STAAD.Pro or ETABS is structural analysis */
const STRUCTURAL_PACKAGE = /^(staad\.pro|etabs|sap2000|midas gen|midas civil|robot structural analysis|tekla structural designer|safe)$/i;
const GIT_HOST = /^(github|gitlab|bitbucket|github actions|gitlab ci(?:\/cd)?)$/i;

const IMPLIED_BY: Record<string, (skill: SkillInfo) => boolean> = {
  sql: (s) => s.category === 'database' && /sql/i.test(s.name),
  javascript: (s) => s.name.toLowerCase() === 'typescript',
  // a drawing made in SolidWorks or CATIA is CAD work
  cad: (s) => CAD_PACKAGE.test(s.name),
  // a dashboard in Tableau or a test read with statistics is data analysis
  'data analysis': (s) => ANALYSIS_TOOL.test(s.name),
  'ci/cd': (s) => CI_SERVICE.test(s.name),
  git: (s) => GIT_HOST.test(s.name),
  'electronic health records': (s) => EHR_SYSTEM.test(s.name),
  crm: (s) => CRM_PRODUCT.test(s.name),
  'structural analysis': (s) => STRUCTURAL_PACKAGE.test(s.name),
  // a module or product of SAP's (SAP Business One, SAP Maintenance) is SAP work
  sap: (s) => /^sap\s/i.test(s.name),
  // BLS is CPR taught to healthcare providers, and ACLS and PALS build on BLS: each certificate shows
  // CPR; a CPR certificate shows none of them
  cpr: (s) => /^(bls|acls|pals)$/i.test(s.name),
  // negotiating a contract is negotiating
  negotiation: (s) => s.name === 'Contract negotiation',
};

/** Whether using `source` shows `skillName` too ("PostgreSQL" shows SQL). */
export function implies(source: SkillInfo, skillName: string): boolean {
  const test = IMPLIED_BY[skillName.toLowerCase()];
  return Boolean(test && source.name.toLowerCase() !== skillName.toLowerCase() && test(source));
}

/** The skills among `found` that show `skillName` without naming it. */
export function impliedBy(skillName: string, found: Iterable<SkillInfo>): SkillInfo[] {
  if (!IMPLIED_BY[skillName.toLowerCase()]) return [];
  return [...found].filter((s) => implies(s, skillName));
}
