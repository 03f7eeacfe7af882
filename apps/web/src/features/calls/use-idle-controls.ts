import { useEffect, useRef, useState, type RefObject } from 'react';

/** How long the call's controls stay without any input before they fade. */
export const CONTROLS_IDLE_MS = 3_000;

const ACTIVITY = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'focusin'] as const;

/**
 * Whether the call's controls should step aside: true after CONTROLS_IDLE_MS without a pointer, a key, a touch or
 * a focus change anywhere on the page, false again at the next one. Never while `pinned` (something on the
 * screen needs an answer), while a keyboard user's focus is inside `controls` or a mouse rests on one of them.
 *
 * A tap that wakes faded controls only wakes them: the click it would make on the (unseen) button under the
 * finger is dropped, so a tap on the picture cannot hang up. A mouse shows them as it moves there, before its
 * click, so its clicks go through.
 */
export function useIdleControls(
  controls: RefObject<HTMLElement | null>,
  pinned: boolean,
  /** Something inside the controls that, while there, keeps them shown (a question opened from them). */
  keepWhile?: string,
): boolean {
  const [idle, setIdle] = useState(false);
  // Pinned again: shown at once, and the wait starts over once it is let go (state adjusted while rendering).
  const [wasPinned, setWasPinned] = useState(pinned);
  if (pinned !== wasPinned) {
    setWasPinned(pinned);
    if (pinned) setIdle(false);
  }
  // What the person sees right now, and how they last moved focus, read from the listeners between renders.
  const shown = useRef(true);
  const keyboard = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let swallowClick = false;
    const show = () => {
      shown.current = true;
      setIdle(false);
    };
    const hide = () => {
      const focus = document.activeElement;
      const asking = keepWhile !== undefined && controls.current?.querySelector(keepWhile);
      // A mouse resting on a button (a touch screen's sticky hover does not count).
      const pointing =
        window.matchMedia?.('(hover: hover)').matches === true &&
        controls.current?.querySelector('button:hover') != null;
      if (asking || pointing || (keyboard.current && focus && controls.current?.contains(focus))) {
        // Someone working the controls, or a question open: look again later.
        schedule();
        return;
      }
      shown.current = false;
      setIdle(true);
    };
    function schedule() {
      clearTimeout(timer);
      if (!pinned) timer = setTimeout(hide, CONTROLS_IDLE_MS);
    }
    const onActivity = (event: Event) => {
      if (event.type === 'keydown') keyboard.current = true;
      if (event.type === 'pointerdown') {
        keyboard.current = false;
        // A mouse has shown them by moving there; a finger or a pen lands without moving first.
        swallowClick = !shown.current && (event as PointerEvent).pointerType !== 'mouse';
      }
      show();
      schedule();
    };
    const onClick = (event: MouseEvent) => {
      const swallow = swallowClick;
      swallowClick = false;
      if (swallow && event.target instanceof Node && controls.current?.contains(event.target)) {
        event.stopPropagation();
        event.preventDefault();
      }
    };

    if (pinned) shown.current = true;
    schedule();
    for (const type of ACTIVITY)
      document.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) document.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, [controls, pinned, keepWhile]);

  return idle && !pinned;
}
