import { describe, expect, it } from 'vitest';
import { backendCv } from './fixtures/cvs';
import { testKnowledge } from './fixtures/test-knowledge';
import { cvCorpus, groundingCorpus, ungroundedNames } from './grounding';

const corpus = groundingCorpus(cvCorpus(backendCv, ['Backend Engineer', 'Fintech', 'Kubernetes']), testKnowledge);

describe('ungroundedNames', () => {
  it('accepts text that names only the CV, the role and allowed terms', () => {
    expect(ungroundedNames('How did you measure the latency work at Globex? What would Acme Corp say?', corpus, testKnowledge)).toEqual([]);
    expect(ungroundedNames('Walk me through Kubernetes as a Backend Engineer in Fintech.', corpus, testKnowledge)).toEqual([]);
  });

  it('flags employers and skills the CV does not mention', () => {
    expect(ungroundedNames('Before Globex you worked at Google, right?', corpus, testKnowledge)).toEqual(['Google']);
    expect(ungroundedNames('how much python did you write?', corpus, testKnowledge)).toEqual(['Python']);
  });

  it('does not treat sentence openings, months or STAR as names', () => {
    expect(ungroundedNames('Describe it. Tell me in March terms, using STAR.', corpus, testKnowledge)).toEqual([]);
  });
});
