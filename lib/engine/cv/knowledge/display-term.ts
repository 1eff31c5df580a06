/**
 * Role and industry terms are kept in lower case so they match any spelling; shown to people,
 * their acronyms read as acronyms ("ROAS", "OKRs", "P&L") and the rest stays as written.
 */
const ACRONYMS = new Set([
  '3pl', 'addie', 'ai', 'aml', 'api', 'aprn', 'arr', 'b2b', 'b2c', 'bau', 'bi', 'cpa', 'cpc', 'cpg', 'cpm', 'crm', 'csat', 'ctr', 'dfm',
  'dnp', 'ecg', 'ehr', 'ekg', 'emr', 'erp', 'etl', 'ev', 'fmcg', 'gaap', 'gdpr', 'gmp', 'haccp', 'hipaa', 'hr', 'icp', 'icu', 'ifrs', 'iot',
  'it', 'kpi', 'kyc', 'lms', 'ml', 'mrr', 'msn', 'mttr', 'mvp', 'ngo', 'nhs', 'nps', 'oee', 'okr', 'otif', 'p&l', 'ppc', 'ppe', 'qbr',
  'rf', 'rfc', 'rfi', 'rfp', 'rfq', 'roas', 'roi', 's&op', 'saas', 'scorm', 'sdlc', 'sem', 'seo', 'serp', 'sla', 'sli', 'slo', 'sop',
  'sox', 'sql', 'uat', 'ugc', 'ui', 'ux', 'vat', 'vpc', 'wps',
]);
const MIXED: Record<string, string> = { phd: 'PhD', saas: 'SaaS', iot: 'IoT' };

function displayWord(word: string): string {
  const lower = word.toLowerCase();
  if (MIXED[lower]) return MIXED[lower];
  if (ACRONYMS.has(lower)) return lower.toUpperCase();
  // plural acronyms: "okrs" → "OKRs", "qbrs" → "QBRs"
  if (lower.endsWith('s') && ACRONYMS.has(lower.slice(0, -1))) return (MIXED[lower.slice(0, -1)] ?? lower.slice(0, -1).toUpperCase()) + 's';
  return word;
}

export function displayTerm(term: string): string {
  return term.replace(/[\p{L}\p{N}&]+/gu, displayWord);
}
