import { Clock } from '../Clock';
import { ConsultationPopover } from './ConsultationPopover';
import { OnCallToggle } from './OnCallToggle';
import './topbar.css';

/**
 * The middle of the top bar: the open consultation's popover, the clock and the on-call toggle.
 * TopNavigation takes free content only in this slot (its utilities are links and menus, which
 * can hold neither a popover nor a toggle with a tooltip).
 */
export function TopBarTools() {
  return (
    <div className="praktijk-topbar-tools">
      <ConsultationPopover />
      <Clock />
      <OnCallToggle />
    </div>
  );
}
