/** required by the O*NET CC BY 4.0 licence wherever data derived from it ships */
export const ATTRIBUTION =
  'This product includes information from O*NET, www.onetcenter.org, by the U.S. Department of Labor, Employment and Training Administration, used under the CC BY 4.0 license.';

export const ONET_RELEASE = 'O*NET database, March 2024 release (technology_skills, occupation_data)';
