import { headers } from 'next/headers';
import { clientIp } from './client-ip';

/** The client IP of the request a server action or page is answering (lib/auth/client-ip.ts). */
export const requestIp = async () => clientIp(await headers());
