import type { ReactNode } from 'react';

/** A round icon button of the call; the icon is decoration, the label names it (and shows as a tooltip). */
export function CallControlButton({
  label,
  icon,
  pressed,
  className,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  /** A toggle: announced as pressed or not. */
  pressed?: boolean;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={['call-control', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}
