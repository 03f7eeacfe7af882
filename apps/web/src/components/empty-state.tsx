import type { ReactNode } from 'react';

/** What an empty list says: why it is empty, and the one thing to do next (a link or a button). */
export function EmptyState({
  icon,
  text,
  action,
}: {
  icon?: ReactNode;
  text: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      {icon && (
        <span className="empty-state-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="empty-state-text">{text}</p>
      {action}
    </div>
  );
}
