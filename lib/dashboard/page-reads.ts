/**
 * What each dashboard page shows, read in one place per page: pages render, these read. Every
 * read is limited to the organisation the signed-in member acts in (staff pages name theirs).
 */
import type { Db } from '../../db/index';
import { listAuditEntries } from '../../db/queries/audit-log';
import { listBillingRequests, listInvoices, listPendingBillingRequests } from '../../db/queries/billing';
import { listLedger, planCreditsSince } from '../../db/queries/credit-ledger';
import { listPendingInvitations, usableInvitationsForEmail } from '../../db/queries/invitations';
import { listOutbox } from '../../db/queries/mail-outbox';
import { findMembership, listMembers } from '../../db/queries/memberships';
import { findOrganization } from '../../db/queries/organizations';
import { listRecentAnalyses } from '../../db/queries/analyses';
import { recentRecords } from '../../db/queries/records';
import { listApiKeys } from '../../db/queries/api-keys';
import { recentRequests } from '../../db/queries/request-log';
import { listTeams, listTeamsWithCounts } from '../../db/queries/teams';
import { creditStatus } from '../billing/credits';
import type { Actor } from '../organizations/actor';
import { canInvite } from '../organizations/roles';
import { startOfUtcMonth } from '../time';
import { usageStats } from '../usage/usage-stats';
import { organizationsOverview } from './organizations-overview';
import { usageSeries } from './usage-series';

export async function overviewPage(db: Db, organizationId: string) {
  const [stats, ledger, analyses] = await Promise.all([usageStats(db, organizationId), listLedger(db, organizationId, 8), listRecentAnalyses(db, organizationId, 5)]);
  return { stats, ledger, analyses };
}

export async function teamPage(db: Db, actor: Actor) {
  const manager = canInvite(actor);
  const [members, invitations, teams, changes, organization] = await Promise.all([
    listMembers(db, actor.organizationId),
    listPendingInvitations(db, actor.organizationId),
    listTeamsWithCounts(db, actor.organizationId),
    manager ? listAuditEntries(db, { organizationId: actor.organizationId, limit: 10 }) : [],
    findOrganization(db, actor.organizationId),
  ]);
  return { manager, members, invitations, teams, changes, organization };
}

export const teamsOf = (db: Db, organizationId: string) => listTeams(db, organizationId);

export async function usagePage(db: Db, organizationId: string, o: { days: number; keyId?: string }) {
  const [stats, series, log] = await Promise.all([
    usageStats(db, organizationId),
    usageSeries(db, organizationId, o.days, new Date(), o.keyId),
    recentRequests(db, organizationId, { apiKeyId: o.keyId, limit: 1_000 }),
  ]);
  return { stats, series, log };
}

export async function billingPage(db: Db, organizationId: string) {
  const [credits, organization, invoices, requests] = await Promise.all([
    db.transaction().execute((tx) => creditStatus(tx, organizationId)),
    findOrganization(db, organizationId),
    listInvoices(db, organizationId),
    listBillingRequests(db, organizationId),
  ]);
  return { credits, organization, invoices, requests };
}

export async function staffPage(db: Db, o: Parameters<typeof organizationsOverview>[1]) {
  const [organizations, audit, pending] = await Promise.all([organizationsOverview(db, o), listAuditEntries(db, { limit: 20 }), listPendingBillingRequests(db)]);
  return { organizations, audit, pending };
}

export const organizationFor = (db: Db, organizationId: string) => findOrganization(db, organizationId);

/** A staff member's view of one organisation; undefined when there is none with this id. */
export async function staffOrganizationPage(db: Db, organizationId: string, days: number) {
  const organization = await findOrganization(db, organizationId);
  if (!organization) return undefined;
  const [credits, series, audit, members, keys, records, pending, invoices, planCredits] = await Promise.all([
    db.transaction().execute((tx) => creditStatus(tx, organizationId)),
    usageSeries(db, organizationId, days),
    listAuditEntries(db, { organizationId, limit: 20 }),
    listMembers(db, organizationId),
    listApiKeys(db, organizationId),
    recentRecords(db, organizationId, 15),
    listPendingBillingRequests(db, { organizationId }),
    listInvoices(db, organizationId, 10),
    planCreditsSince(db, organizationId, startOfUtcMonth(new Date())),
  ]);
  return { organization, credits, series, audit, members, keys, records, pending, invoices, planCredits };
}

export const outboxPage = (db: Db) => listOutbox(db, { limit: 100 });

/** Invitations a signed-in user without an organisation may accept. */
export const invitationsForEmail = (db: Db, email: string) => usableInvitationsForEmail(db, email);

export const isMemberOf = async (db: Db, userId: string, organizationId: string) => Boolean(await findMembership(db, userId, organizationId));
