import type { Metadata } from 'next';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/auth/current-member';
import { env } from '@/lib/env';
import { UploadForm } from './upload-form';

export const metadata: Metadata = { title: 'Analyse a CV' };

export default async function NewAnalysisPage() {
  await requireMember();
  return (
    <>
      <PageHeader title="Analyse a CV" description="The same analysis as POST /api/v1/analyses: 17 scored dimensions, keywords, rewrites, salary and job matches." />
      <Card>
        <UploadForm maxMb={env().MAX_UPLOAD_MB} maxScanPages={env().OCR_MAX_PAGES} />
      </Card>
    </>
  );
}
