import type { DbOrTx } from '../index';
import { uuidv7 } from '../ids';

export async function insertFile(
  db: DbOrTx,
  f: { organizationId: string; fileName: string; contentType: string; content: Uint8Array },
): Promise<string> {
  const id = uuidv7();
  await db
    .insertInto('files')
    .values({
      id,
      organization_id: f.organizationId,
      file_name: f.fileName,
      content_type: f.contentType,
      size: f.content.byteLength,
      content: Buffer.from(f.content.buffer, f.content.byteOffset, f.content.byteLength),
    })
    .execute();
  return id;
}

export const findFile = (db: DbOrTx, id: string) => db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
