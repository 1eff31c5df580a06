import { Alert } from './ui/alert';

/** A record whose job failed for good: why, and that what it cost came back (every such failure is refunded). */
export function RecordFailed({ what, error }: { what: string; error: string | null }) {
  const why = error?.trim().replace(/[.\s]+$/, '');
  return <Alert tone="error">{what} failed{why ? `: ${why}` : ''}. The credits it cost were refunded.</Alert>;
}
