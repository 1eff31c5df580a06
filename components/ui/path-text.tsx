import { Fragment } from 'react';

/**
 * An API path (or "GET /analyses/{id}/status") that wraps after its slashes, not in the middle of
 * a word; a segment longer than its column (an id on a phone) still breaks rather than overflow.
 */
export function PathText({ path }: { path: string }) {
  return (
    <code className="text-xs [overflow-wrap:anywhere]">
      {path.split('/').map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              /<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </code>
  );
}
