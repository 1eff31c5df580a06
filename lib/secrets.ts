/**
 * AUTH_SECRET and SIGNING_SECRET: from the environment in production, otherwise generated
 * once into DATA_DIR/secrets.json so sessions and signed links survive restarts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { env } from './env';

interface Secrets {
  AUTH_SECRET: string;
  SIGNING_SECRET: string;
}

let cached: Secrets | undefined;

function loadOrCreate(dataDir: string): Secrets {
  const file = path.resolve(dataDir, 'secrets.json');
  try {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (s.AUTH_SECRET && s.SIGNING_SECRET) return s as Secrets;
  } catch {
    // missing or unreadable: create below
  }
  const s: Secrets = {
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SIGNING_SECRET: randomBytes(32).toString('base64url'),
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // wx: two processes starting together keep the first file written
  try {
    fs.writeFileSync(file, JSON.stringify(s, null, 2), { mode: 0o600, flag: 'wx' });
  } catch {
    return loadOrCreate(dataDir);
  }
  return s;
}

export function secrets(): Secrets {
  if (cached) return cached;
  const e = env();
  if (e.AUTH_SECRET && e.SIGNING_SECRET) {
    cached = { AUTH_SECRET: e.AUTH_SECRET, SIGNING_SECRET: e.SIGNING_SECRET };
  } else {
    if (e.VERCEL) throw new Error('AUTH_SECRET and SIGNING_SECRET must be set on Vercel');
    const generated = loadOrCreate(e.DATA_DIR);
    cached = {
      AUTH_SECRET: e.AUTH_SECRET ?? generated.AUTH_SECRET,
      SIGNING_SECRET: e.SIGNING_SECRET ?? generated.SIGNING_SECRET,
    };
  }
  return cached;
}
