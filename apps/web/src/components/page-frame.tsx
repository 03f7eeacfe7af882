import { useId, type ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  /** Says plainly what does not work yet; later issues replace the frame with the real screen. */
  note: string;
  children?: ReactNode;
}

export function PageFrame({ title, note, children }: PageFrameProps) {
  const headingId = useId();
  return (
    <section className="page page-frame" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p className="page-frame-note">{note}</p>
      {children}
    </section>
  );
}
