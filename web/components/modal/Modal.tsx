import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read out as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom; they stay visible while a long body scrolls. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** While something is being saved, Escape and outside clicks do not close the dialog. */
  busy?: boolean;
  className?: string;
}

/**
 * The product's dialog: centred on wide screens, a bottom sheet on phones; Escape, the close
 * button and a click beside it close it.
 *
 * The browser's own modal `<dialog>` (decision 0164): `showModal()` puts it above everything,
 * makes the rest of the page inert (focus cannot leave it, nothing behind it can be clicked or is
 * read out), focuses its first control and gives the focus back where it was when it closes.
 * What Radix Dialog did with about 14 KB of script, and with style and layout reads while opening,
 * on the live page's first visit among others. The element covers the screen, transparent: a
 * click on it is a click beside the box.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  busy = false,
  className,
}: Omit<ModalProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Gone from the page: the `close` event its own cleanup causes must not ask the parent again.
  const unmounted = useRef(false);
  const close = () => {
    if (busy || unmounted.current) return;
    onOpenChange(false);
  };

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    unmounted.current = false;
    element.showModal();
    // Closed this way, the browser moves the focus back to where it was before the dialog.
    return () => {
      unmounted.current = true;
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal-layer"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the parent decides (it keeps the dialog while busy).
        event.preventDefault();
        close();
      }}
      onClose={(event) => {
        // Closed by the browser itself (a second Escape it would not let a page refuse). Still
        // here once the parent has answered (busy, or it keeps the dialog): shown again, not left
        // open but invisible.
        const element = event.currentTarget;
        close();
        setTimeout(() => {
          if (!unmounted.current && !element.open) element.showModal();
        }, 0);
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={['modal', `modal--${size}`, className ?? ''].join(' ').trim()}>
        <header className="modal__header">
          <div className="modal__heading">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="modal__description">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="modal__close"
            aria-label="Close"
            disabled={busy}
            onClick={close}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
