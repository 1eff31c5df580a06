/**
 * Cards side by side on a wide screen, one above the other on a narrow one, each as tall as its
 * content. `id` anchors the row for in-page navigation (clear of the sticky header, like a Card's).
 */
export function CardRow({ id, className = '', children }: { id?: string; className?: string; children: React.ReactNode }) {
  return (
    <div id={id} className={`grid scroll-mt-20 items-start gap-6 lg:grid-cols-2 ${className}`}>
      {children}
    </div>
  );
}
