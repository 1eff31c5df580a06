import type { Metadata } from 'next';
import { auth } from '@/auth';
import { ApiReference } from '@/components/docs/api-reference';
import type { OpenApiDocument } from '@/components/docs/openapi-types';
import { SiteHeader } from '@/components/site-header';
import { openApiDocument } from '@/lib/api/openapi';
import { requestOrigin } from '@/lib/dashboard/request-origin';

export const metadata: Metadata = { title: 'API reference' };

export default async function DocsPage() {
  const [session, origin] = await Promise.all([auth(), requestOrigin()]);
  return (
    <>
      <SiteHeader signedIn={!!session?.user} />
      <main id="main">
        <ApiReference doc={openApiDocument() as unknown as OpenApiDocument} origin={origin} />
      </main>
    </>
  );
}
