/** POST, GET and list of /skill-gaps: what sets a skill gap apart among derived reports. */
import type { Db, DbOrTx } from '../../db/index';
import type { Tenant } from '../../db/queries/tenant-scope';
import type { PageQuery } from '../api/pagination';
import { SkillGapDetail, SkillGapList } from '../schemas/skill-gap';
import { createDerivedReport, getDerivedReport, listDerivedReports, type DerivedReportKind } from '../analyses/derived-reports';

const skillGap: DerivedReportKind<typeof SkillGapDetail, typeof SkillGapList> = {
  detail: SkillGapDetail,
  list: SkillGapList,
  jobKind: 'skill_gap',
  listColumns: ['id', 'analysis_id', 'target_role', 'target_industry', 'overall_readiness', 'created_at'],
};

export const createSkillGap = (db: Db, req: Parameters<typeof createDerivedReport>[2]) => createDerivedReport(skillGap, db, req);
export const getSkillGap = (db: DbOrTx, tenant: Tenant, id: string) => getDerivedReport(skillGap, db, tenant, id);
export const listSkillGaps = (db: DbOrTx, tenant: Tenant, query: PageQuery) => listDerivedReports(skillGap, db, tenant, query);
