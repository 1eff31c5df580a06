/** required by the O*NET CC BY 4.0 licence wherever data derived from it ships */
export const ATTRIBUTION =
  'This product includes information from O*NET, www.onetcenter.org, by the U.S. Department of Labor, Employment and Training Administration, used under the CC BY 4.0 license.';

export const ONET_RELEASE = 'O*NET 29.0 (August 2024): alternate and reported titles, skills, knowledge, job zones, education and experience; March 2024 release: technology skills, occupation data';

/** required by the European Commission's reuse policy (Decision 2011/833/EU) wherever ESCO-derived data ships */
export const ESCO_NOTICE = 'This service uses the ESCO classification of the European Commission.';

export const ESCO_RELEASE = 'ESCO v1.1.1 (© European Union): occupations, skills and their relations; French and Spanish labels (French occupations v1.1.1, the rest v1.0.x); reduced and reformatted extracts, modified for this product';

/** the public wage statistics the salary estimates are drawn from, each with the credit its licence asks for */
export const WAGE_SOURCES: readonly string[] = [
  'U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics (OEWS), May 2024 (public domain)',
  'Source: Office for National Statistics, Annual Survey of Hours and Earnings 2024 (provisional), licensed under the Open Government Licence v3.0',
  'ILO, ILOSTAT: mean monthly earnings of employees (CC BY 4.0)',
  'World Bank, International Comparison Program, World Development Indicators: PPP conversion factor, GDP (PA.NUS.PPP), 2021 (CC BY 4.0)',
  'Statistics Canada, Labour Force Survey (Statistics Canada Open Licence)',
  'National Tax Agency (Japan), Statistical Survey of Actual Status for Salary in the Private Sector, 2023 (Government of Japan Standard Terms of Use 2.0)',
  'Public-sector pay scales as published (Ireland, NHS Agenda for Change, French fonction publique, Spanish SNS and public schools, German TVöD-P and Besoldung), read by hand, approximate and rounded',
  'U.S. Bureau of Labor Statistics, ISCO-08 × SOC 2010 and SOC 2010 × 2018 crosswalks (public domain)',
];
