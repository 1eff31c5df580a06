import type { RoleProfile } from '../../types';
import { BUSINESS_ROLES } from './business';
import { DATA_PRODUCT_DESIGN_ROLES } from './data-product-design';
import { ENGINEERING_ROLES } from './engineering';
import { HEALTHCARE_EDUCATION_SCIENCE_ROLES } from './healthcare-education-science';
import { TRADES_ENGINEERING_ROLES } from './trades-engineering';

export const ALL_ROLES: readonly RoleProfile[] = [
  ...ENGINEERING_ROLES,
  ...DATA_PRODUCT_DESIGN_ROLES,
  ...BUSINESS_ROLES,
  ...HEALTHCARE_EDUCATION_SCIENCE_ROLES,
  ...TRADES_ENGINEERING_ROLES,
];
