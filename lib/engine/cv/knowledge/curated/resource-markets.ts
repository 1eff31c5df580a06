import type { LearningResource } from '../types';

/**
 * Learning resources that teach one country's law, agencies or exams, by the host that publishes
 * them, with why they are that country's alone and what teaches the same where the candidate
 * lives. A UK chef learns food hygiene from the Food Standards Agency, not ServSafe; a nurse in
 * Madrid gets no CDC page. A country without an entry in `local` gets `elsewhere` (an
 * international body) or nothing: the skill's other resources, or none, say less but stay true.
 */
export interface ResourceMarket {
  countries: readonly string[];
  why: string;
  local?: Readonly<Record<string, LearningResource>>;
  elsewhere?: LearningResource;
}

const docs = (title: string, provider: string, url: string): LearningResource => ({
  title,
  provider,
  url,
  type: 'documentation',
  duration: 'self-paced',
  level: 'beginner',
  cost_range: 'free',
});

const HSE = docs('HSE: health and safety guidance', 'hse', 'https://www.hse.gov.uk/');
const SAFE_WORK_AU = docs('Safe Work Australia', 'safe_work_australia', 'https://www.safeworkaustralia.gov.au/');
const WORKSAFE_NZ = docs('WorkSafe New Zealand', 'worksafe_nz', 'https://www.worksafe.govt.nz/');
const HSA_IE = docs('Health and Safety Authority (Ireland)', 'hsa', 'https://www.hsa.ie/');
const CCOHS = docs('CCOHS: Canadian Centre for Occupational Health and Safety', 'ccohs', 'https://www.ccohs.ca/');
const EU_OSHA = docs('EU-OSHA: European Agency for Safety and Health at Work', 'eu_osha', 'https://osha.europa.eu/');
const EU = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
const inEu = (resource: LearningResource) => Object.fromEntries(EU.map((cc) => [cc, resource]));
const SAFETY_LOCAL = { ...inEu(EU_OSHA), GB: HSE, IE: HSA_IE, AU: SAFE_WORK_AU, NZ: WORKSAFE_NZ, CA: CCOHS };

const WHO_IPC = docs('WHO: infection prevention and control', 'who', 'https://www.who.int/health-topics/infection-prevention-and-control');
const NHS_MEDICINES = docs('NHS: medicines A to Z', 'nhs', 'https://www.nhs.uk/medicines/');
const CIPD = { ...docs('CIPD', 'cipd', 'https://www.cipd.org/'), type: 'certification' as const, level: 'intermediate' as const, cost_range: 'high' as const };
const FSA = docs('Food Standards Agency: business guidance', 'food_standards_agency', 'https://www.food.gov.uk/business-guidance');
const FSANZ = docs('Food Standards Australia New Zealand', 'fsanz', 'https://www.foodstandards.gov.au/');
const HMRC = docs('HMRC: guidance for agents and tax professionals', 'hmrc', 'https://www.gov.uk/government/organisations/hm-revenue-customs');

export const RESOURCE_MARKETS: Readonly<Record<string, ResourceMarket>> = {
  'osha.gov': { countries: ['US'], why: 'US federal workplace-safety agency and its outreach cards', local: SAFETY_LOCAL },
  'cdc.gov': { countries: ['US'], why: 'US public-health agency: guidance written for US facilities', elsewhere: WHO_IPC },
  'medlineplus.gov': { countries: ['US'], why: 'US National Library of Medicine: US drug names and services', local: { GB: NHS_MEDICINES } },
  'healthit.gov': { countries: ['US'], why: 'US health-IT policy office (ONC): US certification and incentive rules' },
  'hhs.gov': { countries: ['US'], why: 'US health department: HIPAA and US regulation' },
  'nclex.com': { countries: ['US', 'CA'], why: 'the US and Canadian nurse-licensing exam' },
  'irs.gov': { countries: ['US'], why: 'US federal tax agency', local: { GB: HMRC } },
  'shrm.org': { countries: ['US'], why: 'US HR body: US employment law and its own US certifications', local: { GB: CIPD, IE: CIPD } },
  'dol.gov': { countries: ['US'], why: 'US Department of Labor: US employment law' },
  'servsafe.com': { countries: ['US'], why: 'US restaurant-association food-safety certificate', local: { GB: FSA, AU: FSANZ, NZ: FSANZ } },
  'epa.gov': { countries: ['US'], why: 'US environmental agency and its technician certificates' },
  'fmcsa.dot.gov': { countries: ['US'], why: 'US commercial-driver licensing and rules' },
  'nccer.org': { countries: ['US'], why: 'US construction-craft credentials (NCCER cards)' },
  'ecfr.gov': { countries: ['US'], why: 'the US Code of Federal Regulations (FDA rules)' },
};
