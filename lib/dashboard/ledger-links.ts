/** Where a credit-ledger entry's record is shown in the dashboard, and what to call it. */
const RECORD_PAGES: Record<string, { noun: string; path: string }> = {
  analysis: { noun: 'Analysis', path: '/analyses' },
  interview_prep: { noun: 'Interview prep', path: '/interview-preps' },
  skill_gap: { noun: 'Skill-gap report', path: '/skill-gaps' },
  generation: { noun: 'Improved CV', path: '/generations' },
};

export function ledgerRecord(resourceType: string | null, resourceId: string | null): { noun: string; href: string } | null {
  const page = resourceType ? RECORD_PAGES[resourceType] : undefined;
  return page && resourceId ? { noun: page.noun, href: `${page.path}/${resourceId}` } : null;
}
