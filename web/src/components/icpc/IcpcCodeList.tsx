import Box from '@cloudscape-design/components/box';
import { type CatalogueItem } from '@praktijk/shared/schemas/catalogue';
import { type KeyboardEvent, useRef } from 'react';
import { ICPC_LIST_MAX } from './icpc-filter';
import './icpc.css';

interface IcpcCodeListProps {
  codes: readonly CatalogueItem[];
  /** Shown when nothing matches ('No ICP Codes found.' or 'No ICPC Codes found.'). */
  empty: string;
  onPick(code: CatalogueItem): void;
  /** Names the list for screen readers ('Search results', 'Codes in Cardiovascular'). */
  label: string;
}

// Arrow keys move between the codes (Home/End to the ends); Enter or Space picks the focused one,
// as a button does. Tab also walks the list, so a keyboard user always reaches every code.
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 };
  const index = next[event.key];
  if (index === undefined || buttons.length === 0) return;
  event.preventDefault();
  buttons[Math.max(0, Math.min(buttons.length - 1, index))]?.focus();
}

/** The codes of a search or a chapter, each a button that picks it. */
export function IcpcCodeList({ codes, empty, onPick, label }: IcpcCodeListProps) {
  const list = useRef<HTMLUListElement>(null);
  if (codes.length === 0) return <Box color="text-status-inactive">{empty}</Box>;
  const shown = codes.slice(0, ICPC_LIST_MAX);
  return (
    <div>
      <ul ref={list} className="praktijk-icpc-list" aria-label={label} onKeyDown={moveFocus} data-testid="icpc-list">
        {shown.map((code) => (
          <li key={code.id}>
            <button type="button" className="praktijk-icpc-code" onClick={() => onPick(code)} data-code={code.code}>
              <span className="praktijk-icpc-code__code">{code.code}</span>
              <span className="praktijk-icpc-code__name">{code.name}</span>
              {code.tag && (
                <span className="praktijk-icpc-code__tag">
                  <span className="praktijk-icpc-code__dot" style={{ backgroundColor: code.color }} aria-hidden="true" />
                  {code.tag}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {codes.length > shown.length && (
        <Box variant="small" color="text-body-secondary" padding={{ top: 'xs' }}>
          {`Showing ${shown.length} of ${codes.length} codes: type more to narrow the search.`}
        </Box>
      )}
    </div>
  );
}
