import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import { useModalFocus } from './useModalFocus';
import './focus.css';

/**
 * Cloudscape's Modal that opens with the focus on its first useful control (or the one its
 * content marks with data-initial-focus), gives the focus back to the control that opened it, and
 * whose Escape closes only itself, not also a modal it was opened from (issue 22 §5).
 */
export function FocusingModal({ visible, children, ...props }: ModalProps) {
  const { holdContent, stopEscape } = useModalFocus(visible);
  return (
    // React hands a portal's events to the portal's React parents: without this an Escape in a
    // picker opened from the Episodes modal would reach the Episodes modal's own Escape handler.
    <div className="praktijk-modal-scope" onKeyDown={stopEscape}>
      <Modal visible={visible} {...props}>
        <div ref={holdContent}>{children}</div>
      </Modal>
    </div>
  );
}
