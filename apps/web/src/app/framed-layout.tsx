import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { parseLanguagePrefix, withPrefix } from '../i18n/language-prefix';
import { removeLandingElements } from '../lib/landing';

/**
 * The layout of the pages shown inside a pop-up's iframe (the discount-coin page): the page alone. The page
 * around it already has the header, the pop-ups, the realtime connection and the call layer; a second copy in
 * the frame would ring a call twice. Opened on its own, outside a frame, the page sends the person to the shop,
 * which shows the same offer with everything around it.
 */
export function FramedLayout() {
  const { pathname } = useLocation();
  // The page's own splash (index.html) lies over everything until the app has rendered, here as in the app.
  useEffect(() => removeLandingElements(), []);
  if (window.top === window.self) {
    return <Navigate to={withPrefix(parseLanguagePrefix(pathname).prefix, '/shop')} replace />;
  }
  return (
    <main id="main" className="framed-page">
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
