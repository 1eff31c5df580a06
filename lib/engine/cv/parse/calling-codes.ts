/** International calling codes to ISO 3166-1 alpha-2 ("1" is resolved to US or CA by the caller). */
export const CALLING_CODES: Record<string, string> = {
  '1': 'US', '7': 'RU', '20': 'EG', '27': 'ZA', '30': 'GR', '31': 'NL', '32': 'BE', '33': 'FR', '34': 'ES', '36': 'HU',
  '39': 'IT', '40': 'RO', '41': 'CH', '43': 'AT', '44': 'GB', '45': 'DK', '46': 'SE', '47': 'NO', '48': 'PL', '49': 'DE',
  '51': 'PE', '52': 'MX', '54': 'AR', '55': 'BR', '56': 'CL', '57': 'CO', '58': 'VE', '60': 'MY', '61': 'AU', '62': 'ID',
  '63': 'PH', '64': 'NZ', '65': 'SG', '66': 'TH', '81': 'JP', '82': 'KR', '84': 'VN', '86': 'CN', '90': 'TR', '91': 'IN',
  '92': 'PK', '94': 'LK', '212': 'MA', '213': 'DZ', '216': 'TN', '233': 'GH', '234': 'NG', '254': 'KE', '351': 'PT',
  '352': 'LU', '353': 'IE', '354': 'IS', '356': 'MT', '357': 'CY', '358': 'FI', '359': 'BG', '370': 'LT', '371': 'LV',
  '372': 'EE', '380': 'UA', '385': 'HR', '386': 'SI', '420': 'CZ', '421': 'SK', '852': 'HK', '880': 'BD', '886': 'TW',
  '966': 'SA', '971': 'AE', '972': 'IL', '974': 'QA',
};

/** The calling code of a country ("IE" → "353"; US and CA share "1"), or null when none is listed. */
export function callingCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  if (country === 'CA') return '1';
  return Object.entries(CALLING_CODES).find(([, c]) => c === country)?.[0] ?? null;
}

/** North American area codes that belong to Canada, for "+1" numbers without a location. */
export const CANADIAN_AREA_CODES = new Set([
  '204', '226', '236', '249', '250', '263', '289', '306', '343', '354', '365', '367', '382', '403', '416', '418', '428', '431',
  '437', '438', '450', '468', '474', '506', '514', '519', '548', '579', '581', '584', '587', '604', '613', '639', '647', '672',
  '683', '705', '709', '742', '753', '778', '780', '782', '807', '819', '825', '867', '873', '879', '902', '905',
]);
