import type { LivestreamUser } from '#web/lib/livestream-user.js';

/** Whose name a post goes out under, with the way in for someone not yet known. */
export function PostingAs({
  user,
  onNeedIdentity,
}: {
  user: LivestreamUser | null;
  onNeedIdentity: () => void;
}) {
  return (
    <p className="posting-as">
      {user ? (
        <>
          Posting as <strong>{user.name}</strong>
        </>
      ) : (
        <>
          Posting as <strong>Anonymous</strong> ·{' '}
          <button type="button" className="posting-as__join" onClick={onNeedIdentity}>
            Add your name
          </button>
        </>
      )}
    </p>
  );
}
