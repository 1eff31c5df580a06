/**
 * The options a generation can ask for, apart from their zod schemas: the dashboard's improved-CV
 * form runs in the browser, where zod probes `new Function` (a CSP violation) once loaded.
 */

/** The CV designs a generation can ask for (the engine's lib/engine/render/templates.ts draws them). */
export const TEMPLATES = ['classic', 'modern', 'executive', 'technical', 'minimal'] as const;
/** The regions whose conventions a generation can follow (lib/engine/render/regions.ts holds them). */
export const REGIONS = ['US', 'CA', 'GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'BE', 'ES', 'NL', 'IT', 'PT', 'BR', 'PL', 'IN', 'AU', 'NZ'] as const;
