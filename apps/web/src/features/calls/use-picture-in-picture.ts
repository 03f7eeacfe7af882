import { useEffect, useState } from 'react';

/** Whether this browser can float a video in a Picture-in-Picture window (Firefox, for one, cannot from a page). */
export function pictureInPictureSupported(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.pictureInPictureEnabled === true &&
    typeof HTMLVideoElement !== 'undefined' &&
    typeof HTMLVideoElement.prototype.requestPictureInPicture === 'function'
  );
}

/**
 * The other person's picture in a Picture-in-Picture window, so the call stays in sight while the person uses
 * another tab or app. Closing that window (or its 'back to tab' button) brings the picture back into the call
 * screen, playing; the call itself never leaves the page. Ending the call closes the window.
 */
export function usePictureInPicture(): {
  /** A ref callback for the video to float (the call's video mounts after the call screen, in its portal). */
  attach: (element: HTMLVideoElement | null) => void;
  supported: boolean;
  active: boolean;
  toggle: () => Promise<void>;
} {
  const [supported] = useState(pictureInPictureSupported);
  const [element, attach] = useState<HTMLVideoElement | null>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!supported || !element) return;
    const enter = () => setActive(true);
    const leave = () => {
      setActive(false);
      // Chrome pauses a video whose floating window was closed; in the call it must go on.
      if (element.paused) element.play()?.catch(() => undefined);
    };
    element.addEventListener('enterpictureinpicture', enter);
    element.addEventListener('leavepictureinpicture', leave);
    return () => {
      element.removeEventListener('enterpictureinpicture', enter);
      element.removeEventListener('leavepictureinpicture', leave);
      if (document.pictureInPictureElement === element)
        void document.exitPictureInPicture().catch(() => undefined);
    };
  }, [supported, element]);

  const toggle = async () => {
    if (!supported || !element) return;
    try {
      if (document.pictureInPictureElement === element) await document.exitPictureInPicture();
      else await element.requestPictureInPicture();
    } catch {
      // Refused (no picture yet, a policy, the window already closing): the call screen stays as it is.
    }
  };

  return { attach, supported, active, toggle };
}
