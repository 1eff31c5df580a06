import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/index';
import { listTeams } from '@/db/queries/teams';
import { Alert } from '@/components/ui/alert';
import { Badge, StatusBadge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Table, td, th } from '@/components/ui/table';
import { formatDate, formatDateTime } from '@/components/format';
import { requireMember } from '@/lib/auth/current-member';
import { listKeysFor } from '@/lib/dashboard/api-keys';
import { EXPIRY_CHOICES } from '@/lib/dashboard/key-form';
import { isManager } from '@/lib/dashboard/roles';
import { SCOPES } from '@/lib/keys/scopes';
import { CreateKeyForm } from './create-key-form';
import { RevokeKeyButton } from './revoke-key-button';

export const metadata: Metadata = { title: 'API keys' };

export default async function ApiKeysPage({ searchParams }: { searchParams: Promise<{ show?: string }> }) {
  const { actor, user } = await requireMember();
  const db = getDb();
  const [allKeys, teams] = await Promise.all([listKeysFor(db, actor), listTeams(db, actor.organizationId)]);
  // revoked and expired keys pile up: they are listed only on request
  const showAll = (await searchParams).show === 'all';
  const keys = showAll ? allKeys : allKeys.filter((k) => k.status === 'active');
  const hidden = allKeys.length - keys.length;
  return (
    <>
      <PageHeader
        title="API keys"
        description={
          isManager(actor.role)
            ? 'Every key of the organisation. Send a key in the x-api-key header; revoked keys are refused from their next request.'
            : 'The keys you created. Owners and admins see every key of the organisation.'
        }
      />
      <Card title="Create a key" className="mb-6">
        {user.email_verified_at ? (
          <CreateKeyForm scopes={SCOPES} teams={teams.map((t) => ({ id: t.id, name: t.name }))} expiryChoices={EXPIRY_CHOICES} />
        ) : (
          <Alert tone="warning">
            Confirm your email address ({user.email}) before creating API keys: follow the link we sent you, or{' '}
            <Link href="/settings/account" className="font-medium underline">send a new one from your account page</Link>.
          </Alert>
        )}
      </Card>
      <Card
        title="Keys"
        actions={
          showAll ? (
            <Link href="/settings/api-keys" className="text-sm font-medium text-brand-700 underline underline-offset-2">Active keys only</Link>
          ) : hidden > 0 ? (
            <Link href="/settings/api-keys?show=all" className="text-sm font-medium text-brand-700 underline underline-offset-2">Show {hidden} revoked or expired</Link>
          ) : undefined
        }
      >
        {keys.length === 0 ? (
          <EmptyState title={hidden > 0 ? 'No active keys' : 'No keys yet'}>Create one above to call the API.</EmptyState>
        ) : (
          <Table caption="API keys" stacked>
            <thead>
              <tr>
                <th scope="col" className={th}>Name</th>
                <th scope="col" className={th}>Key</th>
                <th scope="col" className={th}>Team</th>
                <th scope="col" className={th}>Scopes</th>
                <th scope="col" className={th}>Created</th>
                <th scope="col" className={th}>Created by</th>
                <th scope="col" className={th}>Last used</th>
                <th scope="col" className={th}>Expires</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={th}><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id} data-testid="key-row">
                  <td className={`${td} max-w-48 font-medium break-words`} data-label="Name">{k.name}</td>
                  <td className={td} data-label="Key">
                    <code className="whitespace-nowrap font-mono text-xs">{k.key_fragment}</code>
                  </td>
                  <td className={td} data-label="Team">{k.team_name ?? 'Organisation'}</td>
                  <td className={`${td} max-w-64`} data-label="Scopes">
                    {k.scopes.length === SCOPES.length ? (
                      <span className="text-slate-600">All scopes</span>
                    ) : (
                      <ul className="flex flex-wrap gap-1" aria-label={`Scopes of ${k.name}`}>
                        {k.scopes.map((scope) => (
                          <li key={scope}>
                            <Badge>{scope}</Badge>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className={`${td} whitespace-nowrap`} data-label="Created">{formatDate(k.created_at)}</td>
                  <td className={`${td} break-all`} data-label="Created by">{k.created_by_email ?? <span title="made with the operator CLI, or by an account since deleted">—</span>}</td>
                  <td className={`${td} whitespace-nowrap`} data-label="Last used">{k.last_used_at ? formatDateTime(k.last_used_at) : 'Never'}</td>
                  <td className={`${td} whitespace-nowrap`} data-label="Expires">{k.expires_at ? formatDate(k.expires_at) : 'Never'}</td>
                  <td className={td} data-label="Status">
                    <StatusBadge status={k.status} />
                  </td>
                  <td className={`${td} text-right`}>{k.status === 'active' && <RevokeKeyButton keyId={k.id} keyName={k.name} />}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </>
  );
}
