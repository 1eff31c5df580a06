/** POST, GET and list of /skill-gaps: what sets a skill gap apart among derived reports. */
import type { Db, DbOrTx } from '../../db/index';
import type { Tenant } from '../../db/queries/tenant-scope';
import { createDerivedReport, getDerivedReport, listDerivedReports, type DerivedReportKind } from '../analyses/derived-reports';
import { CreateSkillGapBody, SkillGapDetail, SkillGapList } from '../schemas/skill-gap';

const skillGap: DerivedReportKind = {
  jobKind: 'skill_gap',
  body: CreateSkillGapBody,
  detail: SkillGapDetail,
  list: SkillGapList,
  listColumns: ['id', 'analysis_id', 'target_role', 'target_industry', 'overall_readiness', 'created_at'],
};

export const createSkillGap = (db: Db, req: Parameters<typeof createDerivedReport>[2]) => createDerivedReport(skillGap, db, req);
export const getSkillGap = (db: DbOrTx, tenant: Tenant, rawId: string) => getDerivedReport(skillGap, db, tenant, rawId);
export const listSkillGaps = (db: DbOrTx, tenant: Tenant, url: URL) => listDerivedReports(skillGap, db, tenant, url);
