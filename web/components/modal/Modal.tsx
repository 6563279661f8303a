import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

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
 * The product's dialog: centred on wide screens, a bottom sheet on phones; focus is trapped,
 * Escape and the close button close it (Radix Dialog).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  busy = false,
  className,
}: ModalProps) {
  const change = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__backdrop" />
        <Dialog.Content
          className={['modal', `modal--${size}`, className ?? ''].join(' ').trim()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="modal__header">
            <div className="modal__heading">
              <Dialog.Title className="modal__title">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="modal__description">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className="modal__close" aria-label="Close" disabled={busy}>
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </header>
          <div className="modal__body">{children}</div>
          {footer ? <footer className="modal__footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
