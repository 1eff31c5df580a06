import { auditSentence, type AuditEntryForWords } from '@/lib/dashboard/audit-sentence';
import { EmptyState } from './ui/empty-state';
import { Table, td, th } from './ui/table';
import { formatDateTime } from './format';

interface Entry extends AuditEntryForWords {
  id: string;
  created_at: Date;
}

/** The audit log as sentences (lib/dashboard/audit-sentence.ts), newest first. */
export function AuditLogList({ entries, emptyTitle = 'No staff actions yet', caption = 'Audit log' }: { entries: Entry[]; emptyTitle?: string; caption?: string }) {
  if (!entries.length) return <EmptyState title={emptyTitle} />;
  return (
    <Table caption={caption} stacked>
      <thead>
        <tr>
          <th scope="col" className={th}>When</th>
          <th scope="col" className={th}>What happened</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id} data-testid="audit-row" data-action={e.action}>
            <td className={`${td} whitespace-nowrap`} data-label="When">{formatDateTime(e.created_at)}</td>
            <td className={`${td} break-words text-slate-800`} data-label="What happened" data-wide>{auditSentence(e)}.</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
