/**
 * What the wage model needs beyond ../shared/data/wages to price a country other than the US and
 * the UK (see build/build-wages.ts): its currency, the price level that turns ILOSTAT's 2021 PPP
 * dollars into it, and, for a country ILOSTAT does not cover, a national mean from its own
 * statistics office.
 */
export interface WageCountry {
  currency: string;
  /** local currency per international dollar in 2021 */
  ppp: number;
}

/**
 * `ppp`: the World Bank's PPP conversion factor, GDP (LCU per international $), indicator
 * PA.NUS.PPP, for 2021 (the base year of ILOSTAT's PPP series), from the International Comparison
 * Program as published in the World Development Indicators; extracted from
 * github.com/datasets/ppp, data/ppp-gdp.csv at commit 916e816da4eac4726cd2f8daaf1c1394ddfe27a9
 * (ODC-PDDL; World Bank data CC BY 4.0) and rounded to 4 significant figures. One entry for every
 * country with ILOSTAT earnings in the shared data except those in UNPRICED. Currencies are the
 * ones in use today: Croatia's factor is in euros as published, Bulgaria's (in lev) is converted
 * at the fixed rate of 1.95583 BGN per euro (euro since 1 January 2026), and Panama, Ecuador,
 * El Salvador, Timor-Leste and the Marshall Islands are priced in US dollars.
 */
export const WAGE_COUNTRIES: Readonly<Record<string, WageCountry>> = {
  AF: { currency: 'AFN', ppp: 18.65 },
  AM: { currency: 'AMD', ppp: 159.8 },
  AO: { currency: 'AOA', ppp: 197.9 },
  AT: { currency: 'EUR', ppp: 0.7563 },
  AU: { currency: 'AUD', ppp: 1.448 },
  BA: { currency: 'BAM', ppp: 0.6838 },
  BD: { currency: 'BDT', ppp: 31.96 },
  BE: { currency: 'EUR', ppp: 0.7367 },
  BF: { currency: 'XOF', ppp: 205.3 },
  BG: { currency: 'EUR', ppp: 0.3693 },
  BI: { currency: 'BIF', ppp: 668.7 },
  BJ: { currency: 'XOF', ppp: 205.9 },
  BN: { currency: 'BND', ppp: 0.637 },
  BO: { currency: 'BOB', ppp: 2.601 },
  BR: { currency: 'BRL', ppp: 2.553 },
  BT: { currency: 'BTN', ppp: 20.57 },
  BZ: { currency: 'BZD', ppp: 1.245 },
  CH: { currency: 'CHF', ppp: 1.106 },
  CI: { currency: 'XOF', ppp: 247.0 },
  CL: { currency: 'CLP', ppp: 435.2 },
  CM: { currency: 'XAF', ppp: 225.3 },
  CO: { currency: 'COP', ppp: 1353 },
  CR: { currency: 'CRC', ppp: 343.7 },
  CV: { currency: 'CVE', ppp: 45.16 },
  CY: { currency: 'EUR', ppp: 0.6004 },
  CZ: { currency: 'CZK', ppp: 12.74 },
  DE: { currency: 'EUR', ppp: 0.7363 },
  DJ: { currency: 'DJF', ppp: 100.6 },
  DK: { currency: 'DKK', ppp: 6.59 },
  DO: { currency: 'DOP', ppp: 23.6 },
  EC: { currency: 'USD', ppp: 0.5067 },
  EE: { currency: 'EUR', ppp: 0.5434 },
  EG: { currency: 'EGP', ppp: 4.537 },
  ES: { currency: 'EUR', ppp: 0.6259 },
  ET: { currency: 'ETB', ppp: 14.1 },
  FI: { currency: 'EUR', ppp: 0.8267 },
  FJ: { currency: 'FJD', ppp: 0.8418 },
  FR: { currency: 'EUR', ppp: 0.7187 },
  GE: { currency: 'GEL', ppp: 0.9468 },
  GH: { currency: 'GHS', ppp: 2.351 },
  GM: { currency: 'GMD', ppp: 17.35 },
  GN: { currency: 'GNF', ppp: 3985 },
  GR: { currency: 'EUR', ppp: 0.5455 },
  GT: { currency: 'GTQ', ppp: 3.949 },
  GW: { currency: 'XOF', ppp: 218.2 },
  GY: { currency: 'GYD', ppp: 86.13 },
  HN: { currency: 'HNL', ppp: 10.83 },
  HR: { currency: 'EUR', ppp: 0.4283 },
  HU: { currency: 'HUF', ppp: 154.7 },
  ID: { currency: 'IDR', ppp: 4739 },
  IE: { currency: 'EUR', ppp: 0.7947 },
  IN: { currency: 'INR', ppp: 22.63 },
  IS: { currency: 'ISK', ppp: 149.7 },
  IT: { currency: 'EUR', ppp: 0.6475 },
  JM: { currency: 'JMD', ppp: 73.75 },
  JO: { currency: 'JOD', ppp: 0.2849 },
  KE: { currency: 'KES', ppp: 43.33 },
  KH: { currency: 'KHR', ppp: 1386 },
  KM: { currency: 'KMF', ppp: 184.2 },
  LA: { currency: 'LAK', ppp: 2840 },
  LK: { currency: 'LKR', ppp: 54.33 },
  LS: { currency: 'LSL', ppp: 6.157 },
  LT: { currency: 'EUR', ppp: 0.4578 },
  LU: { currency: 'EUR', ppp: 0.8589 },
  LV: { currency: 'EUR', ppp: 0.509 },
  MD: { currency: 'MDL', ppp: 6.167 },
  MG: { currency: 'MGA', ppp: 1179 },
  MH: { currency: 'USD', ppp: 0.9297 },
  ML: { currency: 'XOF', ppp: 208.9 },
  MM: { currency: 'MMK', ppp: 464.7 },
  MN: { currency: 'MNT', ppp: 1010 },
  MT: { currency: 'EUR', ppp: 0.5807 },
  MX: { currency: 'MXN', ppp: 10.4 },
  NA: { currency: 'NAD', ppp: 7.155 },
  NE: { currency: 'XOF', ppp: 250.2 },
  NG: { currency: 'NGN', ppp: 151.9 },
  NI: { currency: 'NIO', ppp: 11.56 },
  NO: { currency: 'NOK', ppp: 9.512 },
  NP: { currency: 'NPR', ppp: 34.08 },
  PA: { currency: 'USD', ppp: 0.4615 },
  PE: { currency: 'PEN', ppp: 1.862 },
  PH: { currency: 'PHP', ppp: 19.08 },
  PK: { currency: 'PKR', ppp: 41.78 },
  PL: { currency: 'PLN', ppp: 1.823 },
  PT: { currency: 'EUR', ppp: 0.5677 },
  PY: { currency: 'PYG', ppp: 2675 },
  RO: { currency: 'RON', ppp: 1.721 },
  RS: { currency: 'RSD', ppp: 42.73 },
  RW: { currency: 'RWF', ppp: 328.8 },
  SD: { currency: 'SDG', ppp: 71.8 },
  SE: { currency: 'SEK', ppp: 8.722 },
  SK: { currency: 'EUR', ppp: 0.5334 },
  SN: { currency: 'XOF', ppp: 233.8 },
  SV: { currency: 'USD', ppp: 0.4599 },
  SZ: { currency: 'SZL', ppp: 5.999 },
  TG: { currency: 'XOF', ppp: 230.3 },
  TH: { currency: 'THB', ppp: 11.97 },
  TL: { currency: 'USD', ppp: 0.4931 },
  TN: { currency: 'TND', ppp: 0.9274 },
  TO: { currency: 'TOP', ppp: 1.487 },
  TZ: { currency: 'TZS', ppp: 923.4 },
  UG: { currency: 'UGX', ppp: 1305 },
  UY: { currency: 'UYU', ppp: 30.42 },
  VN: { currency: 'VND', ppp: 7418 },
  WS: { currency: 'WST', ppp: 1.624 },
  ZA: { currency: 'ZAR', ppp: 7.103 },
  ZM: { currency: 'ZMW', ppp: 6.262 },
};

/** countries ILOSTAT covers whose figures cannot be priced, and why (reports say there is no data) */
export const UNPRICED: Readonly<Record<string, string>> = {
  LR: 'the ILOSTAT series for Liberia mixes US dollars and Liberian dollars (means of 3,200 to 24,800 PPP $ a month, above Germany\'s)',
  ZW: 'the Zimbabwe dollar of the ILOSTAT series was replaced by the ZiG in 2024',
};

/**
 * Countries ILOSTAT's national series does not cover, priced from their own statistics office:
 * the mean annual pay of employees in local currency, best computed the way OEWS computes annual
 * pay (hourly × 2,080 hours), so it compares with the US mean the model divides by. Where the
 * office publishes only an annual mean over all employees (Japan), that mean is taken as it is
 * and the source says so: part-time pay pulls it below a full-time-equivalent mean, so the
 * estimate errs low rather than high. Each mean is above half the US mean at PPP (MODEL_SUPPORT
 * in build-wages.ts), or it would not be here.
 */
export interface NationalMean {
  currency: string;
  meanAnnual: number;
  year: number;
  name: string;
  source: string;
}

export const NATIONAL_MEANS: Readonly<Record<string, NationalMean>> = {
  CA: {
    currency: 'CAD',
    // CAD 35.59 × 2,080
    meanAnnual: 74_027,
    year: 2024,
    name: 'Canada',
    source:
      'Statistics Canada, Labour Force Survey, September 2024 (The Daily, 11 October 2024, table 11): average hourly wages of employees CAD 35.59, × 2,080 hours',
  },
  JP: {
    currency: 'JPY',
    // ≈ 4.6 million yen ÷ 2021 PPP factor ≈ 100 yen per international $ ≈ 3,800 PPP $ a month: about 64% of the US mean
    meanAnnual: 4_600_000,
    year: 2023,
    name: 'Japan',
    source:
      'National Tax Agency, Statistical Survey of Actual Status for Salary in the Private Sector (民間給与実態統計調査), 2023, published September 2024: average annual pay (salary, allowances and bonuses) of private-sector employees who worked the whole year, about JPY 4.60 million; it includes part-time employees at their actual pay, so it reads below a full-time-equivalent mean',
  },
};

/**
 * UK SOC 2020 groups (by their ASHE title) for common occupations whose O*NET name the title
 * match would pair less well; the rest are paired by title (build-wages.ts). A three-digit minor
 * group stands for a job the UK splits finer than O*NET ("Nursing Professionals").
 */
export const UK_GROUPS: Readonly<Record<string, string>> = {
  '29-1141.00': 'Nursing Professionals',
  '29-1141.01': 'Nursing Professionals',
  '29-1141.03': 'Nursing Professionals',
  '15-1252.00': 'Programmers and software development professionals',
  '15-1251.00': 'Programmers and software development professionals',
  '15-1255.01': 'Programmers and software development professionals',
  '11-3121.00': 'Human resource managers and directors',
  '13-1071.00': 'Human resources and industrial relations officers',
  '11-2021.00': 'Marketing and commercial managers',
  '15-2051.00': 'Data analysts',
  '11-3021.00': 'Information technology directors',
  '11-3031.00': 'Financial managers and directors',
  '29-1215.00': 'Generalist medical practitioners',
  '29-1123.00': 'Physiotherapists',
  '47-2111.00': 'Electricians and electrical fitters',
  '53-3032.00': 'Large goods vehicle drivers',
  '41-2031.00': 'Sales and retail assistants',
  '43-4051.00': 'Customer service occupations n.e.c.',
  '35-1011.00': 'Chefs',
  '35-2014.00': 'Cooks',
  '25-2031.00': 'Secondary education teaching professionals',
  '25-2021.00': 'Primary education teaching professionals',
  '25-2011.00': 'Nursery education teaching professionals',
  '33-3051.00': 'Police officers (sergeant and below)',
  '23-1011.00': 'Solicitors and lawyers',
  '41-2011.00': 'Retail cashiers and check-out operators',
  '43-4171.00': 'Receptionists',
  '35-3031.00': 'Waiters and waitresses',
  '35-3011.00': 'Bar staff',
  '31-1122.00': 'Care workers and home carers',
  '29-1171.00': 'Nurse practitioners',
  '25-9042.00': 'Teaching assistants',
};
