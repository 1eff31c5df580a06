/**
 * Every migration, by name. Listed statically (not read from the folder) so the same
 * code runs under tsx, vitest and the Next.js server bundle. Names sort by date.
 */
import type { Migration } from 'kysely';
import * as platform from './2026-11-22T0000-platform';
import * as inngestRuns from './2026-11-22T0100-inngest-runs';
import * as dashboard from './2026-11-22T0200-dashboard';
import * as apiKeyNotify from './2026-11-22T0300-api-key-notify';
import * as erasure from './2026-11-25T0100-erasure';
import * as accounts from './2026-11-25T0110-accounts';
import * as analysisOcr from './2026-11-25T0300-analysis-ocr';
import * as teamDeletion from './2026-11-25T0420-team-deletion';
import * as billingRequests from './2026-11-25T0430-billing-requests';
import * as keyRollRequestLog from './2026-11-25T0500-key-roll-request-log';
import * as recordSettledNotify from './2026-11-25T0500-record-settled-notify';

export const migrations: Record<string, Migration> = {
  '2026-11-22T0000-platform': platform,
  '2026-11-22T0100-inngest-runs': inngestRuns,
  '2026-11-22T0200-dashboard': dashboard,
  '2026-11-22T0300-api-key-notify': apiKeyNotify,
  '2026-11-25T0100-erasure': erasure,
  '2026-11-25T0110-accounts': accounts,
  '2026-11-25T0300-analysis-ocr': analysisOcr,
  '2026-11-25T0420-team-deletion': teamDeletion,
  '2026-11-25T0430-billing-requests': billingRequests,
  '2026-11-25T0500-key-roll-request-log': keyRollRequestLog,
  '2026-11-25T0500-record-settled-notify': recordSettledNotify,
};
