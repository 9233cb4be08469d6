import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { documentTitleFor } from './route-handle';
import { useRouteCrumbs } from './useRouteCrumbs';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page area. After a navigation inside the app, focus moves here (the skip link's target
 * too), so keyboard and screen-reader users start on the new page instead of on the link they
 * left; the document title names the page for them and for the browser's history.
 */
export function MainContent({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const title = documentTitleFor(useRouteCrumbs()); // people by name, as in the breadcrumbs
  const container = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false; // a fresh page load keeps the browser's own focus
      return;
    }
    container.current?.focus({ preventScroll: false });
  }, [pathname]);

  return (
    <div id={MAIN_CONTENT_ID} ref={container} tabIndex={-1} className="praktijk-main-content" data-testid="main-content">
      {children}
    </div>
  );
}
