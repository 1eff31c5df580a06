/**
 * What the wage model needs beyond ../shared/data/wages for a country priced from ILOSTAT's
 * national mean earnings (see build/build-wages.ts): its currency, and the price level that turns
 * ILOSTAT's 2021 PPP dollars into local currency.
 *
 * `ppp` is the local currency per international dollar, approximately the World Bank ICP 2021 PPP
 * conversion factor for GDP (indicator PA.NUS.PPP), rounded to two significant figures. These
 * figures were entered by hand from that public series (it is not among the shared data files),
 * so they carry its rounding; a country missing here has no local estimate and reports say so.
 */
export interface WageCountry {
  currency: string;
  ppp: number;
}

export const WAGE_COUNTRIES: Readonly<Record<string, WageCountry>> = {
  AT: { currency: 'EUR', ppp: 0.77 },
  BE: { currency: 'EUR', ppp: 0.75 },
  BG: { currency: 'BGN', ppp: 0.7 },
  CZ: { currency: 'CZK', ppp: 12.6 },
  DE: { currency: 'EUR', ppp: 0.74 },
  DK: { currency: 'DKK', ppp: 6.6 },
  EE: { currency: 'EUR', ppp: 0.57 },
  ES: { currency: 'EUR', ppp: 0.61 },
  FI: { currency: 'EUR', ppp: 0.84 },
  FR: { currency: 'EUR', ppp: 0.73 },
  GR: { currency: 'EUR', ppp: 0.55 },
  HU: { currency: 'HUF', ppp: 150 },
  IE: { currency: 'EUR', ppp: 0.79 },
  IT: { currency: 'EUR', ppp: 0.66 },
  LT: { currency: 'EUR', ppp: 0.45 },
  LU: { currency: 'EUR', ppp: 0.87 },
  LV: { currency: 'EUR', ppp: 0.5 },
  NO: { currency: 'NOK', ppp: 10 },
  PL: { currency: 'PLN', ppp: 1.8 },
  PT: { currency: 'EUR', ppp: 0.56 },
  RO: { currency: 'RON', ppp: 1.8 },
  SE: { currency: 'SEK', ppp: 8.7 },
  SK: { currency: 'EUR', ppp: 0.52 },
  CH: { currency: 'CHF', ppp: 1.1 },
  AU: { currency: 'AUD', ppp: 1.45 },
  BR: { currency: 'BRL', ppp: 2.4 },
  CL: { currency: 'CLP', ppp: 420 },
  CO: { currency: 'COP', ppp: 1300 },
  MX: { currency: 'MXN', ppp: 9.9 },
  PE: { currency: 'PEN', ppp: 1.8 },
  IN: { currency: 'INR', ppp: 23 },
  ID: { currency: 'IDR', ppp: 4800 },
  PH: { currency: 'PHP', ppp: 19.5 },
  TH: { currency: 'THB', ppp: 12.5 },
  VN: { currency: 'VND', ppp: 7500 },
  ZA: { currency: 'ZAR', ppp: 6.9 },
  EG: { currency: 'EGP', ppp: 4.5 },
  NG: { currency: 'NGN', ppp: 145 },
  KE: { currency: 'KES', ppp: 45 },
  PK: { currency: 'PKR', ppp: 38 },
  BD: { currency: 'BDT', ppp: 31 },
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
