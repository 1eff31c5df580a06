/** The CV designs a generation can ask for; unknown names are for the API to reject with this list. */
export const TEMPLATES = ['classic', 'modern', 'executive', 'technical', 'minimal'] as const;
export type Template = (typeof TEMPLATES)[number];

export function isTemplate(value: unknown): value is Template {
  return typeof value === 'string' && (TEMPLATES as readonly string[]).includes(value);
}
