/** The CV designs a generation can ask for (the list is the API's); unknown names are for the API to reject with it. */
import { TEMPLATES } from '../../schemas/generation-options';

export { TEMPLATES };
export type Template = (typeof TEMPLATES)[number];

export function isTemplate(value: unknown): value is Template {
  return typeof value === 'string' && (TEMPLATES as readonly string[]).includes(value);
}
