import { getDb } from '@/db/index';
import { errorResponse } from '@/lib/api/error-response';
import { downloadFile } from '@/lib/downloads/download-file';
import { uuidv7 } from '@/lib/ids';
import { unservedMethods } from '@/lib/api/unserved-methods';

/** No API key: the signature in the link is the credential. */
export async function GET(req: Request, { params }: { params: Promise<{ id: string }> }) {
  const requestId = uuidv7();
  try {
    return await downloadFile(getDb(), (await params).id, new URL(req.url).searchParams);
  } catch (err) {
    return errorResponse(err, requestId);
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = unservedMethods(['GET']);
