import { useId, type ReactNode } from 'react';

/** A page of the gifts feature: its heading and content (PageFrame is for screens not built yet). */
export function GiftPage({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={['page', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}
