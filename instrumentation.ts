/**
 * Runs once when a Next.js server process starts: logs the modes in use and, when no Inngest
 * server is configured, starts the embedded executor (and the sweep of stuck records) in this
 * process. Several processes may do so: they share the work through PostgreSQL.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startBackgroundWork } = await import('./lib/background-work');
  await startBackgroundWork(async () => (await import('./inngest')).functions);
}
