import { MAIN_CONTENT_ID } from './MainContent';

/** The first stop of the Tab key: jumps over the top bar and the navigation to the page. */
export function SkipLink() {
  return (
    <a
      className="praktijk-skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus the target directly: a hash change would also be seen by the router.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
