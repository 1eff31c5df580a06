/**
 * What a dimension's top_strength says when it had nothing to measure (relevance with no target
 * role, job description or job title): its score is then no verdict, and the dashboard shows none.
 */
export const NOT_MEASURED = 'Not measured';

export const isMeasured = (d: { top_strength: string }) => d.top_strength !== NOT_MEASURED;
