/** Scores a test CV against the test knowledge base: the common first step of dimension tests. */
import type { AnalysisOptions } from '../../types';
import { resolveTarget, scoreCv, type Scored } from '../index';
import { buildTestCv, type TestCvSpec } from '../../testing/build-test-cv';
import { testKnowledge } from '../../testing/test-knowledge';

export const TEST_NOW = new Date('2026-01-15T00:00:00Z');

export function scoreTestCv(spec: TestCvSpec, opts: Partial<AnalysisOptions> = {}): Scored {
  const { doc, cv } = buildTestCv(spec);
  const options: AnalysisOptions = { targetRole: 'Backend Engineer', now: TEST_NOW, ...opts };
  return scoreCv(testKnowledge, doc, cv, options, resolveTarget(testKnowledge, options));
}
