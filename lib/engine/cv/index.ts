/**
 * The analysis engine: bytes → extracted document → parsed CV → scores and report.
 */
import { extractDocument } from './extract';
import { parseCv } from './parse';
import { analyseParsed } from './report';
import type { AnalysisOptions, AnalysisOutput, ExtractedDocument, ParsedCv } from './types';

export { extractDocument } from './extract';
export { parseCv } from './parse';
export { analyseParsed, analyseWithKnowledge } from './report';
export { scoreCv, resolveTarget, DIMENSIONS, OVERALL_WEIGHTS } from './score';
export type * from './types';

export async function analyseCv(
  bytes: Uint8Array,
  opts: AnalysisOptions,
): Promise<AnalysisOutput & { parsed: ParsedCv; document: ExtractedDocument }> {
  const document = await extractDocument(bytes, { fileName: opts.fileName ?? undefined });
  const parsed = parseCv(document);
  return { ...analyseParsed(document, parsed, opts), parsed, document };
}
