/**
 * What a dimension's top_strength says when it had nothing to measure (relevance with no target
 * role, job description or job title): its score is then no verdict. The one marker of it: the
 * overall and keyword scores leave such a dimension out, and the dashboard shows no score for it.
 */
export const NOT_MEASURED = 'Not measured';

export const isMeasured = (d: { top_strength: string }) => d.top_strength !== NOT_MEASURED;
