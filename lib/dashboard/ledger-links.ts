import { JOB_KIND_NAMES, JOB_KINDS } from '../job-kinds';

/** Where a credit-ledger entry's record is shown in the dashboard (its kind is the entry's resource_type), and what to call it. */
export function ledgerRecord(resourceType: string | null, resourceId: string | null): { noun: string; href: string } | null {
  const kind = JOB_KIND_NAMES.find((k) => k === resourceType);
  return kind && resourceId ? { noun: JOB_KINDS[kind].label, href: `/${JOB_KINDS[kind].route}/${resourceId}` } : null;
}
