/** Database rows → the wire shapes (lib/schemas/analysis.ts). */
import type { AnalysisRow } from '../../db/types';
import { iso, isoOrNull } from '../time';

type ScoreColumns = Pick<AnalysisRow, 'score_overall' | 'score_ats' | 'score_keyword' | 'score_formatting' | 'score_impact'>;

export const scoresOf = (r: ScoreColumns) => ({
  overall: r.score_overall,
  ats: r.score_ats,
  keyword: r.score_keyword,
  formatting: r.score_formatting,
  impact: r.score_impact,
});

type ListRow = Pick<AnalysisRow, 'id' | 'status' | 'file_name' | 'target_role' | 'target_industry' | 'created_at' | 'completed_at'> & ScoreColumns;

export const analysisListItem = (r: ListRow) => ({
  id: r.id,
  status: r.status,
  file_name: r.file_name,
  target_role: r.target_role,
  target_industry: r.target_industry,
  created_at: iso(r.created_at),
  completed_at: isoOrNull(r.completed_at),
  scores: scoresOf(r),
});

export const analysisDetail = (r: ListRow & Pick<AnalysisRow, 'result' | 'sections'>) => ({
  ...analysisListItem(r),
  // the report exists only once the analysis completed
  result: r.status === 'completed' ? r.result : null,
  sections: r.status === 'completed' ? r.sections : null,
});

export const analysisStatus = (r: Pick<AnalysisRow, 'id' | 'status' | 'created_at' | 'completed_at'>) => ({
  id: r.id,
  status: r.status,
  created_at: iso(r.created_at),
  completed_at: isoOrNull(r.completed_at),
});
