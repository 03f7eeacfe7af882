import type { CSSProperties } from 'react';

/** Up to two letters: the first of the first two words ("Ana Maria" -> "AM"), whole characters, never halves. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toLocaleUpperCase() || '?';
}

/**
 * A person's round picture, or their initials when they have no approved photo. It is decoration beside the
 * name it stands for (every list shows the name too), so it is hidden from assistive technology.
 */
export function Avatar({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  const style = { '--avatar-size': `${size}px` } as CSSProperties;
  if (src) return <img className="avatar" src={src} alt="" style={style} loading="lazy" />;
  return (
    <span className="avatar avatar-initials" style={style} aria-hidden="true" translate="no">
      {initialsOf(name)}
    </span>
  );
}
