import { useRef, useState, type PointerEvent, type ReactNode } from 'react';

/** A corner of the call screen, in the writing direction: 'end' is the right in English, the left in Arabic. */
export type TileCorner = `${'top' | 'bottom'}-${'start' | 'end'}`;

/** Movement under this many pixels is a tap, not a drag. */
const TAP_SLOP_PX = 6;

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
}

/** The corner nearest to where the tile was let go, inside the area it sits in. */
export function nearestCorner(tile: DOMRect, area: DOMRect, rtl: boolean): TileCorner {
  const left = tile.left + tile.width / 2 < area.left + area.width / 2;
  const top = tile.top + tile.height / 2 < area.top + area.height / 2;
  return `${top ? 'top' : 'bottom'}-${left !== rtl ? 'start' : 'end'}`;
}

/** The same row, the other side: what a tap does (the single-pointer alternative to dragging, WCAG 2.5.7). */
function otherSide(corner: TileCorner): TileCorner {
  return corner.endsWith('start')
    ? (corner.replace('start', 'end') as TileCorner)
    : (corner.replace('end', 'start') as TileCorner);
}

/**
 * One's own picture as a small tile in a corner of the call, out of the way of the controls. It follows a
 * finger or the mouse and settles in the nearest corner when let go; a tap moves it to the other side.
 */
export function OwnVideoTile({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [corner, setCorner] = useState<TileCorner>('bottom-end');
  const [drag, setDrag] = useState<Drag | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ pointerId: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, dy: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    setDrag({ ...drag, dx: event.clientX - drag.x, dy: event.clientY - drag.y });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const tile = ref.current;
    const area = tile?.parentElement;
    setDrag(null);
    if (!tile || !area) return;
    if (Math.hypot(drag.dx, drag.dy) < TAP_SLOP_PX) {
      setCorner(otherSide(corner));
      return;
    }
    const rtl = getComputedStyle(area).direction === 'rtl';
    setCorner(nearestCorner(tile.getBoundingClientRect(), area.getBoundingClientRect(), rtl));
  };

  return (
    <div
      ref={ref}
      className="call-own-tile"
      data-corner={corner}
      data-dragging={drag ? 'true' : undefined}
      style={drag ? { translate: `${drag.dx}px ${drag.dy}px` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
    >
      {children}
    </div>
  );
}
