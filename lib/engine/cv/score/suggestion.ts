import type { SuggestionItem } from './types';

export function suggestion(
  severity: SuggestionItem['severity'],
  section: string,
  title: string,
  description: string,
): SuggestionItem {
  return { title, description, severity, section };
}
