/**
 * Grey rows in the shape of the list that is loading, so the page does not jump when it arrives. It is one
 * status for assistive technology, named by `label` ("Loading your friends…"); the rows themselves are drawn.
 */
export function SkeletonList({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true" className="skeleton-list">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-row" aria-hidden="true">
          <span className="skeleton skeleton-avatar" />
          <span className="skeleton-lines">
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line skeleton-line-short" />
          </span>
        </div>
      ))}
    </div>
  );
}
