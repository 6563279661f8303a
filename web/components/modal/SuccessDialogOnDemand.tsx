import { lazy, type ComponentProps } from 'react';
import { OpenedOnce } from './OpenedOnce.js';

const SuccessDialog = lazy(() =>
  import('./SuccessDialog.js').then((module) => ({ default: module.SuccessDialog })),
);

/** The Success! dialog for a form on the page itself: its code loads when it first opens. */
export function SuccessDialogOnDemand(props: ComponentProps<typeof SuccessDialog>) {
  return (
    <OpenedOnce open={props.open}>
      <SuccessDialog {...props} />
    </OpenedOnce>
  );
}
