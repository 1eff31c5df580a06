import type { Result, SectionReport } from '@/lib/schemas/analysis';

export type { Result, SectionReport };
export type ScoreExplanation = Result['score_explanations'][number];
