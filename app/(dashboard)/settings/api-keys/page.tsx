import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/db/index';
import { teamsOf } from '@/lib/dashboard/page-reads';
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
import { isManager } from '@/lib/organizations/roles';
import { ROLL_GRACE_HOURS } from '@/lib/keys/roll-key';
import { lifetimeText } from '@/lib/time';
import { SCOPES, scopeSummary } from '@/lib/keys/scopes';
import { CreateKeyForm } from './create-key-form';
import { rowAction } from './row-actions';
import { RenameKeyButton } from './rename-key-button';
import { RevokeKeyButton } from './revoke-key-button';
import { RollKeyButton } from './roll-key-button';

export const metadata: Metadata = { title: 'API keys' };

/** Which keys the list shows: active ones unless asked (revoked and expired keys pile up). */
const FILTERS = [
  { value: undefined, label: 'Active' },
  { value: 'inactive', label: 'Revoked or expired' },
  { value: 'all', label: 'All' },
] as const;

function KeyFilter({ current, counts }: { current?: string; counts: Record<string, number> }) {
  return (
    <nav aria-label="Filter keys" className="flex flex-wrap gap-2">
      {FILTERS.map((f) => {
        const active = f.value === current;
        return (
          <Link
            key={f.label}
            href={f.value ? `/settings/api-keys?show=${f.value}` : '/settings/api-keys'}
            aria-current={active ? 'page' : undefined}
            className={`rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${active ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}
          >
            {f.label} ({counts[f.value ?? 'active']})
          </Link>
        );
      })}
    </nav>
  );
}

function Scopes({ name, scopes }: { name: string; scopes: string[] }) {
  const { all, groups } = scopeSummary(scopes);
  if (all) return <span className="text-slate-600">All scopes</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`Scopes of ${name}`}>
      {groups.map((g) => (
        <li key={g.resource}>
          <Badge>{`${g.resource}: ${g.access.join(', ')}`}</Badge>
        </li>
      ))}
    </ul>
  );
}

export default async function ApiKeysPage({ searchParams }: { searchParams: Promise<{ show?: string }> }) {
  const { actor, user } = await requireMember();
  const db = getDb();
  const [allKeys, teams] = await Promise.all([listKeysFor(db, actor), teamsOf(db, actor.organizationId)]);
  const requested = (await searchParams).show;
  const show = requested === 'all' || requested === 'inactive' ? requested : undefined;
  const keys = allKeys.filter((k) => (show === 'all' ? true : show === 'inactive' ? k.status !== 'active' : k.status === 'active'));
  const counts = { active: allKeys.filter((k) => k.status === 'active').length, inactive: allKeys.filter((k) => k.status !== 'active').length, all: allKeys.length };
  const now = new Date();
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
      <Card title="Keys" actions={<KeyFilter current={show} counts={counts} />}>
        {keys.length === 0 ? (
          <EmptyState title={show === 'inactive' ? 'No revoked or expired keys' : counts.all > 0 && !show ? 'No active keys' : 'No keys yet'}>
            {show === 'inactive' ? 'Keys you revoke, and keys past their expiry, are listed here.' : 'Create one above to call the API.'}
          </EmptyState>
        ) : (
          <Table caption="API keys" stacked>
            <thead>
              <tr>
                <th scope="col" className={th}>Name</th>
                <th scope="col" className={th}>Key</th>
                <th scope="col" className={th}>Scopes</th>
                <th scope="col" className={th}>Created</th>
                <th scope="col" className={th}>Last used</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={th}><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => {
                const oldSecretWorks = k.status === 'active' && k.previous_key_expires_at && k.previous_key_expires_at > now;
                return (
                  <tr key={k.id} data-testid="key-row">
                    {/* long names wrap anywhere inside a bounded column instead of widening the table */}
                    <td className={`${td} min-w-36 max-w-60`} data-label="Name">
                      <span className="font-medium [overflow-wrap:anywhere]">{k.name}</span>
                      <span className="block text-xs text-slate-600">{k.team_name ? `Team ${k.team_name}` : 'Whole organisation'}</span>
                    </td>
                    <td className={`${td} min-w-28`} data-label="Key">
                      <code className="whitespace-nowrap font-mono text-xs">{k.key_fragment}</code>
                      {oldSecretWorks && (
                        <p className="mt-1 text-xs text-slate-600" data-testid="old-secret">
                          Old secret <code className="whitespace-nowrap font-mono">{k.previous_key_fragment}</code> works until {formatDateTime(k.previous_key_expires_at)}
                        </p>
                      )}
                    </td>
                    <td className={`${td} min-w-36 max-w-56`} data-label="Scopes"><Scopes name={k.name} scopes={k.scopes} /></td>
                    <td className={`${td} min-w-32 max-w-48`} data-label="Created">
                      <span className="whitespace-nowrap">{formatDate(k.created_at)}</span>
                      <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">
                        {k.created_by_email ? `by ${k.created_by_email}` : <span title="made with the operator CLI, or by an account since deleted">by the operator CLI</span>}
                      </span>
                    </td>
                    <td className={`${td} min-w-28`} data-label="Last used">{k.last_used_at ? formatDateTime(k.last_used_at) : 'Never'}</td>
                    <td className={`${td} min-w-28`} data-label="Status">
                      <StatusBadge status={k.status} />
                      {k.revoked_at ? (
                        <span className="mt-1 block text-xs text-slate-600" data-testid="revoked-at">{formatDateTime(k.revoked_at)}</span>
                      ) : (
                        <span className="mt-1 block text-xs text-slate-600">{k.expires_at ? `${k.status === 'expired' ? 'Expired' : 'Expires'} ${formatDate(k.expires_at)}` : 'No expiry'}</span>
                      )}
                    </td>
                    <td className={td}>
                      <div className="flex flex-wrap gap-1 sm:flex-col sm:items-start">
                        <Link href={`/usage?key=${k.id}`} className={rowAction.plain}>
                          Usage<span className="sr-only"> of {k.name}</span>
                        </Link>
                        {k.status === 'active' && (
                          <>
                            <RenameKeyButton keyId={k.id} keyName={k.name} />
                            <RollKeyButton keyId={k.id} keyName={k.name} keyFragment={k.key_fragment} grace={lifetimeText(ROLL_GRACE_HOURS * 3_600_000)} />
                            <RevokeKeyButton keyId={k.id} keyName={k.name} />
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </Card>
    </>
  );
}
