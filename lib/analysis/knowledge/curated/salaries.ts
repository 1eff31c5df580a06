/**
 * SALARY BANDS ARE MODELLED ESTIMATES, NOT QUOTES.
 *
 * Method (applied by build/build-salaries.ts):
 *   1. US base: each role is tied to one U.S. SOC code and takes (approximately, rounded) the
 *      national median annual wage that the BLS Occupational Employment and Wage Statistics
 *      (OEWS) survey published for that code for May 2023. A "mid" level professional is
 *      assumed to earn the median.
 *   2. Country: the US base is multiplied by a country factor: local-currency earnings per US
 *      dollar of the equivalent US median, estimated from what the national statistics office
 *      named in `source` publishes for comparable professional occupations (ONS ASHE 2024 for
 *      GB, Destatis/BA Entgeltatlas for DE, StatCan for CA, …) and OECD average-wage ratios.
 *      One factor per country: it captures the market level and currency, not occupation-
 *      specific premiums, so bands for e.g. physicians outside the US are the roughest.
 *   3. Level: the result is multiplied by a level multiplier (entry 0.70 … executive 2.10)
 *      and widened to a band of −15 % / +15 %, rounded to three significant figures.
 *      Roles whose SOC code is a management occupation (11-xxxx) use the flatter
 *      MANAGER_LEVEL_MULTIPLIERS: the OEWS median for a manager code is already the pay of
 *      people who hold that management title, so stacking the full "lead" premium on it
 *      double-counts seniority (a 10-year marketing manager is not paid 1.6 × the median
 *      marketing manager).
 *   4. Pay scales: where a role is paid on a published national scale (teachers and nurses in
 *      IE, NHS nurses in GB) the modelled bands are replaced by PAY_SCALE_BANDS, read by hand
 *      from that scale (rounded; allowances excluded). One US-derived factor per country is
 *      far off for these: it put Irish teachers below the first point of their scale and an
 *      NHS Band 6 nurse at £58k–£79k.
 * Families (fallback for a role without its own figure) use the median US base of their roles.
 */
import type { ExperienceLevel } from '../types';

export const SALARY_YEAR = 2024;

export const LEVEL_MULTIPLIERS: Readonly<Record<ExperienceLevel, number>> = {
  entry: 0.7,
  mid: 1.0,
  senior: 1.3,
  lead: 1.6,
  executive: 2.1,
};

/** for roles whose base is a management occupation (SOC 11-xxxx); see step 3 above */
export const MANAGER_LEVEL_MULTIPLIERS: Readonly<Record<ExperienceLevel, number>> = {
  entry: 0.7,
  mid: 0.85,
  senior: 1.0,
  lead: 1.2,
  // a C-level holder of the function (CFO over "financial managers") still earns well above it
  executive: 1.8,
};

export interface PayScale {
  /** [min, max] in local currency per level, in the order entry, mid, senior, lead, executive */
  bands: Readonly<Record<ExperienceLevel, readonly [number, number]>>;
  source: string;
}

/**
 * role id → country → bands read from a national pay scale (approximate, rounded, basic pay
 * only). Levels map onto scale points / grades as noted in each source.
 */
export const PAY_SCALE_BANDS: Readonly<Record<string, Readonly<Record<string, PayScale>>>> = {
  teacher: {
    IE: {
      bands: { entry: [41000, 46000], mid: [45000, 53000], senior: [51000, 64000], lead: [62000, 82000], executive: [75000, 105000] },
      source: 'Irish Department of Education common basic salary scale for teachers, 2024 (≈ €41k at point 1 to ≈ €82k at the top; executive = principal/deputy with allowance), approximate',
    },
  },
  'registered-nurse': {
    IE: {
      bands: { entry: [35000, 40000], mid: [38000, 46000], senior: [44000, 53000], lead: [51000, 65000], executive: [70000, 105000] },
      source: 'HSE consolidated salary scales 2024: staff nurse (≈ €36k–€51k), clinical nurse manager 1–3 for lead, director of nursing for executive, approximate',
    },
    GB: {
      bands: { entry: [29900, 32600], mid: [31000, 36500], senior: [37300, 45000], lead: [46100, 52800], executive: [53800, 84000] },
      source: 'NHS Agenda for Change pay scales 2024/25: Band 5 entry/mid, Band 6 senior, Band 7 lead, Band 8a–8c executive',
    },
  },
};

/** half-width of a band around its point estimate */
export const BAND_SPREAD = 0.15;

export interface CountryFactor {
  currency: string;
  /** local currency per USD of the US median for the same occupation */
  factor: number;
  source: string;
}

export const COUNTRY_FACTORS: Readonly<Record<string, CountryFactor>> = {
  US: { currency: 'USD', factor: 1.0, source: 'BLS OEWS May 2023 national median by SOC' },
  CA: { currency: 'CAD', factor: 0.95, source: 'Statistics Canada Labour Force Survey 2023 / Job Bank wages, scaled from BLS OEWS' },
  GB: { currency: 'GBP', factor: 0.5, source: 'ONS Annual Survey of Hours and Earnings (ASHE) 2024, scaled from BLS OEWS' },
  IE: { currency: 'EUR', factor: 0.6, source: 'CSO Earnings and Labour Costs 2023, scaled from BLS OEWS' },
  DE: { currency: 'EUR', factor: 0.58, source: 'Destatis Verdiensterhebung 2023 / BA Entgeltatlas, scaled from BLS OEWS' },
  AT: { currency: 'EUR', factor: 0.55, source: 'Statistik Austria Verdienststrukturerhebung 2022, scaled from BLS OEWS' },
  CH: { currency: 'CHF', factor: 0.92, source: 'FSO Swiss Earnings Structure Survey (LSE) 2022, scaled from BLS OEWS' },
  FR: { currency: 'EUR', factor: 0.46, source: 'INSEE salaires dans le secteur privé 2022, scaled from BLS OEWS' },
  ES: { currency: 'EUR', factor: 0.34, source: 'INE Encuesta de Estructura Salarial 2022, scaled from BLS OEWS' },
  NL: { currency: 'EUR', factor: 0.57, source: 'CBS employee wages by occupation 2023, scaled from BLS OEWS' },
  IN: { currency: 'INR', factor: 8.0, source: 'MoSPI Periodic Labour Force Survey 2023-24, scaled from BLS OEWS' },
  AU: { currency: 'AUD', factor: 0.95, source: 'ABS Employee Earnings and Hours 2023, scaled from BLS OEWS' },
  PL: { currency: 'PLN', factor: 1.3, source: 'GUS Structure of wages and salaries by occupation 2022, scaled from BLS OEWS' },
  BR: { currency: 'BRL', factor: 0.9, source: 'IBGE PNAD Contínua 2023, scaled from BLS OEWS' },
  MX: { currency: 'MXN', factor: 4.5, source: 'INEGI ENOE 2023, scaled from BLS OEWS' },
  SG: { currency: 'SGD', factor: 0.9, source: 'MOM Occupational Wages 2023, scaled from BLS OEWS' },
  // rougher factors, from national medians against the US median only (no occupation tables)
  IT: { currency: 'EUR', factor: 0.4, source: 'ISTAT median gross annual earnings 2022 against the US median, scaled from BLS OEWS (rough)' },
  BE: { currency: 'EUR', factor: 0.56, source: 'Statbel median gross wage 2022 against the US median, scaled from BLS OEWS (rough)' },
  PT: { currency: 'EUR', factor: 0.26, source: 'INE Portugal median earnings 2022 against the US median, scaled from BLS OEWS (rough)' },
  SE: { currency: 'SEK', factor: 4.6, source: 'SCB wage structure statistics 2023 against the US median, scaled from BLS OEWS (rough)' },
  JP: { currency: 'JPY', factor: 52, source: 'MHLW Basic Survey on Wage Structure 2023 against the US median, scaled from BLS OEWS (rough)' },
  ZA: { currency: 'ZAR', factor: 4.2, source: 'Stats SA Quarterly Employment Statistics 2023 against the US median, scaled from BLS OEWS (rough)' },
  AE: { currency: 'AED', factor: 1.7, source: 'UAE market salary surveys 2023 (no official occupation wage tables), scaled from BLS OEWS (rough)' },
};

/**
 * role id → [US median annual wage in USD (≈ BLS OEWS May 2023), SOC code it approximates].
 * Roles BLS does not separate (DevOps, SRE, product owner) take the closest published code.
 */
export const ROLE_US_BASE: Readonly<Record<string, readonly [number, string]>> = {
  'software-engineer': [132270, '15-1252'],
  'senior-software-engineer': [132270, '15-1252'],
  'backend-engineer': [132270, '15-1252'],
  'frontend-engineer': [110000, '15-1252 / 15-1254 midpoint'],
  'full-stack-engineer': [120000, '15-1252 / 15-1254'],
  'mobile-engineer': [132270, '15-1252'],
  'devops-engineer': [132270, '15-1252'],
  'site-reliability-engineer': [132270, '15-1252'],
  'cloud-engineer': [129840, '15-1241'],
  'solutions-architect': [129840, '15-1241'],
  'security-engineer': [120360, '15-1212'],
  'qa-engineer': [101800, '15-1253'],
  'embedded-engineer': [132270, '15-1252'],
  'data-engineer': [134700, '15-1243'],
  'ml-engineer': [145080, '15-1221'],
  'engineering-manager': [169510, '11-3021'],
  cto: [169510, '11-3021'],
  'systems-administrator': [95360, '15-1244'],
  'it-support-specialist': [59660, '15-1232'],
  'data-scientist': [108020, '15-2051'],
  'data-analyst': [83640, '15-2031'],
  'bi-analyst': [108020, '15-2051'],
  'business-analyst': [99410, '13-1111'],
  'product-manager': [140000, '11-2021 / 11-9199'],
  'product-owner': [104920, '15-1299'],
  'project-manager': [98580, '13-1082'],
  'program-manager': [130000, '11-9199'],
  'scrum-master': [98580, '13-1082'],
  'ux-designer': [98540, '15-1255'],
  'ui-designer': [98540, '15-1255'],
  'product-designer': [98540, '15-1255'],
  'graphic-designer': [58910, '27-1024'],
  'digital-marketing-specialist': [74680, '13-1161'],
  'content-marketing-manager': [73150, '27-3043'],
  'seo-specialist': [74680, '13-1161'],
  'social-media-manager': [67440, '27-3031'],
  'marketing-manager': [157620, '11-2021'],
  'account-executive': [99680, '41-4011'],
  'sales-development-representative': [63950, '41-3091'],
  'sales-manager': [135160, '11-2022'],
  'customer-success-manager': [63950, '41-3091'],
  'customer-service-representative': [39680, '43-4051'],
  'retail-sales-associate': [33900, '41-2031'],
  accountant: [79880, '13-2011'],
  'financial-analyst': [99890, '13-2051'],
  auditor: [79880, '13-2011'],
  'financial-controller': [156100, '11-3031'],
  bookkeeper: [47440, '43-3031'],
  'hr-generalist': [67650, '13-1071'],
  recruiter: [67650, '13-1071'],
  'hr-manager': [136350, '11-3121'],
  paralegal: [60970, '23-2011'],
  lawyer: [145760, '23-1011'],
  'operations-manager': [101280, '11-1021'],
  'supply-chain-manager': [102010, '11-3071'],
  'warehouse-associate': [36110, '53-7062'],
  'procurement-specialist': [71950, '13-1023'],
  'administrative-assistant': [44080, '43-6014'],
  'registered-nurse': [86070, '29-1141'],
  'nurse-practitioner': [126260, '29-1171'],
  'nurse-manager': [110680, '11-9111'],
  'healthcare-administrator': [110680, '11-9111'],
  physician: [224640, '29-1215'],
  pharmacist: [136030, '29-1051'],
  'medical-assistant': [42000, '31-9092'],
  physiotherapist: [99710, '29-1123'],
  'dental-hygienist': [87530, '29-1292'],
  teacher: [65220, '25-2031'],
  'teaching-assistant': [33000, '25-9042'],
  lecturer: [84380, '25-1199'],
  'instructional-designer': [74620, '25-9031'],
  'school-administrator': [103460, '11-9032'],
  'lab-technician': [60780, '29-2010'],
  'research-scientist': [100590, '19-1042'],
  electrician: [61590, '47-2111'],
  plumber: [61550, '47-2152'],
  'hvac-technician': [57300, '49-9021'],
  carpenter: [56350, '47-2031'],
  welder: [48940, '51-4121'],
  'automotive-technician': [47770, '49-3023'],
  'construction-manager': [104900, '11-9021'],
  'mechanical-engineer': [99510, '17-2141'],
  'civil-engineer': [95890, '17-2051'],
  'electrical-engineer': [106950, '17-2071'],
  'industrial-engineer': [99380, '17-2112'],
  'management-consultant': [99410, '13-1111'],
  'chief-executive': [206420, '11-1011'],
  chef: [58920, '35-1011'],
  'truck-driver': [54320, '53-3032'],
};
