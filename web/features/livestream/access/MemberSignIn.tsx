import { useLivestreamUser } from '#web/lib/livestream-user.js';
import { AccessModal } from './AccessModal.js';

/**
 * The site header's "Sign in": the Watch Live dialog's own forms, opened at sign-in (with
 * "Forgot password?" and the way to register beside it).
 */
export function MemberSignIn({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const user = useLivestreamUser();
  return (
    <AccessModal
      open={open}
      onOpenChange={onOpenChange}
      user={user}
      initialView="signin"
      title="Member Sign In"
    />
  );
}
