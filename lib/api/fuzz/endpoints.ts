/** Every /api/v1 path (plus signed downloads), with the route module that serves it; its methods are its operations' (lib/api/operations.ts). */
import * as analysisStatus from '../../../app/api/v1/analyses/[id]/status/route';
import * as analysis from '../../../app/api/v1/analyses/[id]/route';
import * as analyses from '../../../app/api/v1/analyses/route';
import * as download from '../../../app/api/v1/downloads/[id]/route';
import * as generation from '../../../app/api/v1/generations/[id]/route';
import * as generations from '../../../app/api/v1/generations/route';
import * as interviewPrep from '../../../app/api/v1/interview-preps/[id]/route';
import * as interviewPreps from '../../../app/api/v1/interview-preps/route';
import * as skillGap from '../../../app/api/v1/skill-gaps/[id]/route';
import * as skillGaps from '../../../app/api/v1/skill-gaps/route';
import * as usage from '../../../app/api/v1/usage/route';
import { methodsAt } from '../operations';
import type { RouteModule } from './dispatch';

export interface Endpoint {
  name: string;
  module: RouteModule;
  /** the URL path for an id (ignored by collection routes) */
  path: (id: string) => string;
  byId: boolean;
  methods: readonly ('GET' | 'POST' | 'DELETE')[];
  /** downloads authenticate by signature, not by key */
  keyed: boolean;
}

const at = (name: string, module: RouteModule, path: (id: string) => string, byId: boolean, methods: Endpoint['methods'], keyed = true): Endpoint => ({
  name,
  module,
  path,
  byId,
  methods,
  keyed,
});

const seg = (id: string) => encodeURIComponent(id);

export const ENDPOINTS: Endpoint[] = [
  at('/analyses', analyses, () => '/api/v1/analyses', false, methodsAt('/analyses')),
  at('/analyses/{id}', analysis, (id) => `/api/v1/analyses/${seg(id)}`, true, methodsAt('/analyses/{id}')),
  at('/analyses/{id}/status', analysisStatus, (id) => `/api/v1/analyses/${seg(id)}/status`, true, methodsAt('/analyses/{id}/status')),
  at('/interview-preps', interviewPreps, () => '/api/v1/interview-preps', false, methodsAt('/interview-preps')),
  at('/interview-preps/{id}', interviewPrep, (id) => `/api/v1/interview-preps/${seg(id)}`, true, methodsAt('/interview-preps/{id}')),
  at('/skill-gaps', skillGaps, () => '/api/v1/skill-gaps', false, methodsAt('/skill-gaps')),
  at('/skill-gaps/{id}', skillGap, (id) => `/api/v1/skill-gaps/${seg(id)}`, true, methodsAt('/skill-gaps/{id}')),
  at('/generations', generations, () => '/api/v1/generations', false, methodsAt('/generations')),
  at('/generations/{id}', generation, (id) => `/api/v1/generations/${seg(id)}`, true, methodsAt('/generations/{id}')),
  at('/usage', usage, () => '/api/v1/usage', false, methodsAt('/usage')),
  at('/downloads/{id}', download, (id) => `/api/v1/downloads/${seg(id)}`, true, ['GET'], false),
];

export const KEYED = ENDPOINTS.filter((e) => e.keyed);
export const LISTS = ENDPOINTS.filter((e) => !e.byId && e.methods.includes('GET') && e.name !== '/usage');
export const DETAILS = ENDPOINTS.filter((e) => e.byId && e.keyed);
export const CREATES = ENDPOINTS.filter((e) => e.methods.includes('POST'));
export const endpoint = (name: string) => ENDPOINTS.find((e) => e.name === name)!;
