import './admin-sidebar.css';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface AdminDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** On phones the sidebar slides over a dimmed backdrop; the backdrop or Escape closes it. */
export function AdminDrawer({ open, onOpenChange, children }: AdminDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="admin-drawer__backdrop" data-testid="admin-drawer-backdrop" />
        <Dialog.Content className="admin-drawer" aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">Admin menu</Dialog.Title>
          <Dialog.Close className="header-tool admin-drawer__close" aria-label="Close admin menu">
            <X aria-hidden="true" size={22} />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
