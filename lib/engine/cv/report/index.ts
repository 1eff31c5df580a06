/**
 * The report over the shipped knowledge base: `analyseParsed` turns an extracted document and
 * its parsed CV into the API's scores, Result and section reports.
 */
import { knowledge } from '../knowledge';
import type { AnalysisOptions, AnalysisOutput, ExtractedDocument, ParsedCv } from '../types';
import { analyseWithKnowledge } from './analyse';

export { analyseWithKnowledge } from './analyse';

export function analyseParsed(doc: ExtractedDocument, cv: ParsedCv, opts: AnalysisOptions): AnalysisOutput {
  return analyseWithKnowledge(knowledge, doc, cv, opts);
}
