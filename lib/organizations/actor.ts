import type { Role } from '../../db/types';

/** Who is acting in the dashboard: a signed-in user in one of their organisations. */
export interface Actor {
  userId: string;
  organizationId: string;
  role: Role;
}

/** The dashboard sees the whole organisation, every team's records, like an organisation key. */
export const wholeOrganisation = (organizationId: string) => ({ organizationId, teamId: null });
