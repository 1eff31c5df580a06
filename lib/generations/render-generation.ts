/**
 * The generation job's main step: from the source analysis, build the JSON Resume and the
 * improved CV and render the PDF (and the DOCX on the Business plan) in an engine worker, then
 * store the files and complete the record in one transaction.
 */
import { NonRetriableError } from 'inngest';
import type { Db } from '../../db/index';
import { findAnalysisAnyTenant } from '../../db/queries/analyses';
import { completeDerived } from '../../db/queries/derived-records';
import { insertFile } from '../../db/queries/files';
import { findOrganization } from '../../db/queries/organizations';
import type { GenerationRow } from '../../db/types';
import { PLAN_TERMS } from '../billing/plans';
import { defaultTargetRole } from '../engine/cv/default-target-role';
import { runEngineTask } from '../engine/pool';
import { cvFileName } from '../engine/render/file-name';
import { defaultLanguage } from '../engine/render/languages';
import { permanentOnRefusal } from '../jobs/permanent-on-refusal';
import { defaultRegion } from './default-region';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export async function renderGeneration(db: Db, generation: GenerationRow): Promise<void> {
  const analysis = await findAnalysisAnyTenant(db, generation.analysis_id);
  if (!analysis?.parsed || !analysis.result) throw new NonRetriableError('The source analysis has no report');
  const { parsed, result } = analysis;
  // a generation from a scan leaves these to be taken from the CV once it is read
  const targetRole = generation.target_role || defaultTargetRole(parsed);
  const region = generation.region || defaultRegion(parsed);
  const language = generation.language || defaultLanguage(parsed);
  const org = await findOrganization(db, generation.organization_id);
  const { structured, improved, pdf, docx } = await permanentOnRefusal(() =>
    runEngineTask('renderCv', {
      parsed,
      result,
      targetRole,
      language,
      options: {
        template: generation.template_type,
        region,
        language,
        generatedAt: generation.created_at,
      },
      docx: Boolean(org && PLAN_TERMS[org.plan].docx),
    }),
  );
  const name = improved.basics.name || 'Candidate';
  await db.transaction().execute(async (tx) => {
    const pdfId = await insertFile(tx, {
      organizationId: generation.organization_id,
      fileName: cvFileName(name, 'pdf', region, language),
      contentType: 'application/pdf',
      content: Buffer.from(pdf),
    });
    const docxId = docx
      ? await insertFile(tx, {
          organizationId: generation.organization_id,
          fileName: cvFileName(name, 'docx', region, language),
          contentType: DOCX_TYPE,
          content: Buffer.from(docx),
        })
      : null;
    await completeDerived(tx, 'generations', generation.id, {
      target_role: targetRole,
      region,
      language,
      structured_cv: JSON.stringify(structured),
      improved_cv: JSON.stringify(improved),
      pdf_file_id: pdfId,
      docx_file_id: docxId,
    });
  });
}
