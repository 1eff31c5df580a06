import { EmptyState } from './ui/empty-state';
import { Table, td, th } from './ui/table';
import { formatDateTime } from './format';

interface Entry {
  id: string;
  action: string;
  details: unknown;
  created_at: Date;
  actor_email: string | null;
  organization_name: string | null;
}

const describe = (details: unknown) =>
  Object.entries((details ?? {}) as Record<string, unknown>)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`)
    .join(' · ');

export function AuditLogList({
  entries,
  showOrganization = true,
  actorLabel = 'Staff member',
  emptyTitle = 'No staff actions yet',
}: {
  entries: Entry[];
  showOrganization?: boolean;
  actorLabel?: string;
  emptyTitle?: string;
}) {
  if (!entries.length) return <EmptyState title={emptyTitle} />;
  return (
    <Table caption="Audit log" stacked>
      <thead>
        <tr>
          <th scope="col" className={th}>When</th>
          <th scope="col" className={th}>{actorLabel}</th>
          {showOrganization && <th scope="col" className={th}>Organisation</th>}
          <th scope="col" className={th}>Action</th>
          <th scope="col" className={th}>Details</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id} data-testid="audit-row">
            <td className={`${td} whitespace-nowrap`} data-label="When">{formatDateTime(e.created_at)}</td>
            <td className={td} data-label={actorLabel}>{e.actor_email ?? 'deleted user'}</td>
            {showOrganization && <td className={td} data-label="Organisation">{e.organization_name ?? '—'}</td>}
            <td className={td} data-label="Action"><code className="text-xs">{e.action}</code></td>
            <td className={`${td} text-slate-700`} data-label="Details">{describe(e.details)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
