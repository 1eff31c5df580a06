import type { Metadata } from 'next';
import { getDb } from '@/db/index';
import { outboxPage } from '@/lib/dashboard/page-reads';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { formatDateTime } from '@/components/format';
import { requireStaff } from '@/lib/auth/current-member';
import { env } from '@/lib/env';
import { OUTBOX_KEEP_DAYS } from '@/lib/mail/send-mail';

export const metadata: Metadata = { title: 'Outbox (staff)' };

/** The text of a message with its links clickable. */
function MailBody({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-sans text-sm text-slate-800">
      {parts.map((p, i) =>
        /^https?:\/\//.test(p) ? (
          <a key={i} href={p} className="text-brand-700 underline">
            {p}
          </a>
        ) : (
          p
        ),
      )}
    </pre>
  );
}

export default async function OutboxPage() {
  await requireStaff();
  const messages = await outboxPage(getDb());
  return (
    <>
      <PageHeader title="Outbox" description={`Mail written while no SMTP server is configured (SMTP_URL): verification, password and invitation links. Newest first; kept ${OUTBOX_KEEP_DAYS} days.`} />
      {env().SMTP_URL && (
        <div className="mb-6">
          <Alert tone="info">SMTP_URL is set: new mail goes out over SMTP and no longer lands here.</Alert>
        </div>
      )}
      <Card title={`${messages.length} message${messages.length === 1 ? '' : 's'}`}>
        {messages.length === 0 ? (
          <EmptyState title="No mail yet" />
        ) : (
          <ul className="divide-y divide-slate-100">
            {messages.map((m) => (
              <li key={m.id} className="py-4" data-testid="outbox-message">
                <p className="text-sm">
                  <span className="font-medium text-slate-900">{m.subject}</span>
                </p>
                <p className="text-xs text-slate-500">
                  to {m.to_address} · {formatDateTime(m.created_at)}
                </p>
                <MailBody text={m.body} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
