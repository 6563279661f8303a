import './account.css';
import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import {
  ACCOUNT_MESSAGES,
  type AccountDelete,
  type AccountUpdate,
} from '#shared/schemas/account.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Hero } from '#web/components/Hero.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { openMemberSignIn } from '#web/features/site-shell/index.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import {
  type LivestreamUser,
  clearLivestreamUser,
  saveLivestreamUser,
  useLivestreamUser,
} from '#web/lib/livestream-user.js';
import { memberSession } from '#web/lib/member-session.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import {
  useAccount,
  useAccountPrayerRequests,
  useAccountQuickChats,
  useConfirmEmail,
  useDeleteAccount,
  useSignOutEverywhere,
  useUpdateAccount,
} from './account-api.js';
import { DeleteAccountDialog } from './DeleteAccountDialog.js';
import { PrayerRequestsSection } from './PrayerRequestsSection.js';
import { ProfileSection } from './ProfileSection.js';
import { PushSection } from './PushSection.js';
import { QuickChatsSection } from './QuickChatsSection.js';
import { SettingsSection } from './SettingsSection.js';

/** The query parameter of the link a new address is sent. */
const CONFIRM_PARAM = 'confirmEmail';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type Notice = { tone: 'success' | 'error' | 'info'; text: string };

/** Applies an emailed link's new address once, then takes the token out of the address bar. */
function useEmailLink(onNotice: (notice: Notice) => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const token = params.get(CONFIRM_PARAM);
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void navigate(SITE_ROUTES.account.path, { replace: true });
    if (!TOKEN.test(token)) {
      onNotice({
        tone: 'error',
        text: 'This link is incomplete. Copy the whole link from the email.',
      });
      return;
    }
    confirm.mutate(token, {
      onSuccess: () => onNotice({ tone: 'success', text: ACCOUNT_MESSAGES.emailConfirmed }),
      onError: (error) =>
        onNotice({ tone: 'error', text: errorMessage(error, ACCOUNT_MESSAGES.emailLinkInvalid) }),
    });
  }, [token, confirm, navigate, onNotice]);
}

/** /account: a signed-in member's own page. */
export function AccountPage() {
  usePageMeta(SITE_ROUTES.account);
  const hydrated = useHydrated();
  const user = useLivestreamUser();
  const [notice, setNotice] = useState<Notice | null>(null);
  useEmailLink(setNotice);
  const token = user && !user.isGuest ? user.token : undefined;

  let body;
  if (!hydrated) body = <p className="account__muted">Loading your account…</p>;
  else if (!token) body = <SignInPrompt />;
  else body = <MemberAccount user={user as LivestreamUser} token={token} onNotice={setNotice} />;

  return (
    <>
      <Hero
        eyebrow="Members"
        title={SITE_ROUTES.account.title}
        lead="Your profile, your prayer requests and conversations, and the emails we send you."
      />
      <div className="account container">
        {notice ? (
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        ) : null}
        {body}
      </div>
    </>
  );
}

/** Not signed in: the site's own member sign-in, from the header. */
export function SignInPrompt() {
  return (
    <section className="card account__section account__sign-in" aria-labelledby="account-sign-in">
      <h2 id="account-sign-in" className="account__title">
        Sign in to see your account
      </h2>
      <p className="account__muted">
        Your account page shows your profile, the prayer requests you sent and your conversations
        with the church.
      </p>
      <div className="account__actions">
        <Button onClick={openMemberSignIn}>
          <LogIn aria-hidden="true" size={18} /> Sign in
        </Button>
      </div>
    </section>
  );
}

function MemberAccount({
  user,
  token,
  onNotice,
}: {
  user: LivestreamUser;
  token: string;
  onNotice: (notice: Notice) => void;
}) {
  const account = useAccount(token);
  const prayers = useAccountPrayerRequests(token);
  const chats = useAccountQuickChats(token);
  const update = useUpdateAccount(token);
  const signOut = useSignOutEverywhere(token);
  const remove = useDeleteAccount(token);
  const [deleting, setDeleting] = useState(false);

  // A token refused (signed out everywhere from another device, or the account is gone):
  // this browser forgets it and asks to sign in again.
  const refused = isApiError(account.error) && account.error.status === 401;
  useEffect(() => {
    if (!refused) return;
    clearLivestreamUser();
    onNotice({ tone: 'info', text: 'You were signed out. Please sign in again.' });
  }, [refused, onNotice]);

  // This browser's copy of the member follows the account (an email confirmed by its link).
  const stored = account.data?.user;
  useEffect(() => {
    if (stored && (stored.email !== user.email || stored.name !== user.name)) {
      saveLivestreamUser(memberSession(stored, token));
    }
  }, [stored, user.email, user.name, token]);

  if (account.isPending) return <p className="account__muted">Loading your account…</p>;
  if (!account.data) {
    return (
      <Banner tone="error">
        {errorMessage(account.error, 'Your account could not be loaded. Please try again.')}
      </Banner>
    );
  }

  const save = async (changes: AccountUpdate) => {
    const after = await update.mutateAsync(changes);
    saveLivestreamUser(memberSession(after.user, token));
    return after;
  };
  const signOutEverywhere = async () => {
    const { token: fresh } = await signOut.mutateAsync();
    saveLivestreamUser({ ...user, token: fresh });
  };
  const deleteAccount = async (body: AccountDelete) => {
    await remove.mutateAsync(body);
    setDeleting(false);
    clearLivestreamUser();
    onNotice({ tone: 'success', text: ACCOUNT_MESSAGES.deleted });
  };

  return (
    <div className="account__grid">
      <ProfileSection account={account.data} saving={update.isPending} onSave={save} />
      <SettingsSection
        goLiveEmails={account.data.goLiveEmails}
        switching={update.isPending}
        onGoLiveEmails={(on) => update.mutateAsync({ goLiveEmails: on })}
        signingOut={signOut.isPending}
        onSignOutEverywhere={signOutEverywhere}
        onDelete={() => setDeleting(true)}
      />
      <PushSection />
      <PrayerRequestsSection
        requests={prayers.data?.prayerRequests ?? []}
        loading={prayers.isPending}
        failed={prayers.isError}
      />
      <QuickChatsSection
        chats={chats.data?.quickChats ?? []}
        loading={chats.isPending}
        failed={chats.isError}
      />
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        busy={remove.isPending}
        onDelete={deleteAccount}
      />
    </div>
  );
}
