import { useCallback } from 'react';
import { useNavigate } from 'react-router';

// Cloudscape links and menus render real hrefs (so open-in-new-tab works); a plain click is
// turned into a router navigation instead of a page load.
export function useFollow(): (event: CustomEvent<{ href?: string; external?: boolean }>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event) => {
      const { href, external } = event.detail;
      if (!href || external) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
