import { ConfirmDialog } from '#web/components/modal/ConfirmDialog.js';

/** The spec's question for a delete: 'Are you sure you want to delete this stream?'. */
function deleteQuestion(thing: string): string {
  return `Are you sure you want to delete this ${thing}?`;
}

interface DeleteConfirmProps {
  /** What is deleted, e.g. 'stream'. */
  thing: string;
  /** The item's name, shown as the dialog title; null while nothing is asked. */
  name: string | null;
  /** What else is deleted with it, said after the question. */
  detail?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a delete; open while `name` is set. */
export function DeleteConfirm({
  thing,
  name,
  detail,
  busy,
  onConfirm,
  onCancel,
}: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={name ? `Delete “${name}”` : 'Please confirm'}
      message={detail ? `${deleteQuestion(thing)} ${detail}` : deleteQuestion(thing)}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
