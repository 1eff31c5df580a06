import type { Metadata } from 'next';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { requireUser } from '@/lib/auth/current-member';
import { AccountSettings } from './account-settings';

export const metadata: Metadata = { title: 'Account' };

export default async function AccountPage({ searchParams }: { searchParams: Promise<{ verified?: string }> }) {
  const user = await requireUser();
  const { verified } = await searchParams;
  return (
    <>
      <PageHeader title="Account" description="Your address, your password, and deleting your account." />
      {verified && (
        <div className="mb-6">
          <Alert tone="success">Your address is confirmed.</Alert>
        </div>
      )}
      <AccountSettings user={user} />
    </>
  );
}
