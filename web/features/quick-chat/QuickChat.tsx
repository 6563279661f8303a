import './quick-chat.css';
import { MessageCircle, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { Spinner } from '#web/components/Spinner.js';
import { errorMessage, isApiError } from '#web/lib/api-client.js';
import { useLivestreamUser } from '#web/lib/livestream-user.js';
import { useQuickChatMessages } from './get-quick-chat-messages.js';
import type { QuickChatIdentity } from './identity.js';
import { QuickChatComposer } from './QuickChatComposer.js';
import { QuickChatIdentityForm } from './QuickChatIdentityForm.js';
import { QuickChatMessages } from './QuickChatMessages.js';
import { takeChatLink } from './quick-chat-link.js';
import {
  livestreamIdentity,
  readChatId,
  readSavedIdentity,
  saveChatId,
  saveIdentity,
} from './quick-chat-storage.js';
import { useSendQuickChatMessage } from './send-quick-chat-message.js';

/** Why a send failed, in words the visitor can act on (a rate limit says to slow down). */
function sendError(error: unknown): string {
  if (isApiError(error) && error.status === 429)
    return errorMessage(error, MESSAGES.quickChat.sendFailed);
  const field = isApiError(error) ? error.errors?.message : undefined;
  return field ?? MESSAGES.quickChat.sendFailed;
}

/**
 * The floating Quick Chat on every public page: a round button until opened,
 * then a 340px panel where a visitor talks privately with the church.
 */
export function QuickChat() {
  const [open, setOpen] = useState(false);
  const [savedIdentity, setSavedIdentity] = useState<QuickChatIdentity | null>(readSavedIdentity);
  // The member or guest of the livestream page, also when they sign in after this page loaded.
  const livestreamUser = useLivestreamUser();
  const fromLivestream = useMemo(() => livestreamIdentity(livestreamUser), [livestreamUser]);
  const identity = savedIdentity ?? fromLivestream;
  const [editingIdentity, setEditingIdentity] = useState(false);
  const [chatId, setChatId] = useState<string | null>(readChatId);
  const [error, setError] = useState<string | null>(null);
  const [seenCount, setSeenCount] = useState<number | null>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const messages = useQuickChatMessages(chatId);
  const send = useSendQuickChatMessage();
  const list = messages.data ?? [];

  // A conversation the server no longer knows is forgotten, so the next message starts anew.
  const chatGone = isApiError(messages.error) && messages.error.status === 404;
  const activeChatId = chatGone ? null : chatId;
  useEffect(() => {
    if (chatGone) saveChatId(null);
  }, [chatGone]);

  // The link in a reply email (#quick-chat=<id>) opens that conversation, on any device; also
  // when followed on a page of the site that is already open.
  const [fromLink, setFromLink] = useState(false);
  useEffect(() => {
    const openLinked = () => {
      const linked = takeChatLink();
      if (!linked) return;
      saveChatId(linked);
      setChatId(linked);
      setFromLink(true);
      setEditingIdentity(false);
      setOpen(true);
    };
    openLinked();
    window.addEventListener('hashchange', openLinked);
    return () => window.removeEventListener('hashchange', openLinked);
  }, []);
  // On a device that never chatted (or chatted as someone else), the visitor of the linked
  // conversation becomes the one chatting here, so their messages show as their own.
  const linkedVisitor = fromLink ? list.find((message) => !message.sender.isAdmin) : undefined;
  if (fromLink && chatGone) {
    setFromLink(false);
    setError('This conversation is no longer available. Write below to start a new one.');
  }
  if (linkedVisitor && !chatGone) {
    setFromLink(false);
    const { name, email } = linkedVisitor.sender;
    if (!identity || identity.email.toLowerCase() !== email.toLowerCase()) {
      saveIdentity({ name, email });
      setSavedIdentity({ name, email });
    }
  }

  // While the panel is open everything in it counts as seen.
  if (open && messages.data && seenCount !== messages.data.length) {
    setSeenCount(messages.data.length);
  }

  const last = list.at(-1);
  const unseenAnswer =
    !open && last?.sender.isAdmin === true && (seenCount === null || list.length > seenCount);

  const close = () => setOpen(false);

  // Escape closes the open panel wherever the focus is (also still on the button that opened
  // it), unless it is meant for a modal dialog open over the page.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Closing brings the keyboard back to the button that opened the panel.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const saveNewIdentity = (next: QuickChatIdentity) => {
    // Own messages are told apart by email, so another address starts another conversation.
    if (identity && next.email.toLowerCase() !== identity.email.toLowerCase()) {
      saveChatId(null);
      setChatId(null);
    }
    saveIdentity(next);
    setSavedIdentity(next);
    setEditingIdentity(false);
  };

  const sendMessage = async (message: string) => {
    if (!identity) return false;
    setError(null);
    const userId =
      fromLivestream && fromLivestream.email.toLowerCase() === identity.email.toLowerCase()
        ? fromLivestream.userId
        : null;
    try {
      const id = await send.mutateAsync({
        body: {
          name: identity.name,
          email: identity.email,
          userId,
          message,
          ...(activeChatId ? { chatId: activeChatId } : {}),
        },
        // The member's own conversation, listed on their account page.
        memberToken: userId ? livestreamUser?.token : undefined,
      });
      saveIdentity(identity);
      if (id !== chatId) {
        saveChatId(id);
        setChatId(id);
      }
      return true;
    } catch (failure) {
      setError(sendError(failure));
      return false;
    }
  };

  const askIdentity = !identity || editingIdentity;
  // Until a linked conversation has loaded, its visitor is not known yet.
  const waitingForLink = fromLink && !identity && !messages.isError;

  return (
    <>
      {/* On phones the page ends a button's height lower, so the button never hides its last line. */}
      <div className="quick-chat-spacer" aria-hidden="true" />
      <div className={`quick-chat ${open ? 'quick-chat--open' : ''}`}>
        {open ? (
          <section
            id="quick-chat-panel"
            className="quick-chat__panel"
            role="dialog"
            aria-labelledby="quick-chat-title"
          >
            <header className="quick-chat__header">
              <span className="quick-chat__avatar" aria-hidden="true">
                <MessageCircle size={20} />
              </span>
              <div className="quick-chat__titles">
                <h2 id="quick-chat-title" className="quick-chat__title">
                  Quick Chat
                </h2>
                <p className="quick-chat__subtitle">Ask a question or for prayer, privately</p>
              </div>
              <button
                type="button"
                className="quick-chat__icon-button"
                onClick={close}
                aria-label="Close quick chat"
              >
                <X aria-hidden="true" size={20} />
              </button>
            </header>

            {waitingForLink ? (
              <div className="quick-chat__center">
                <Spinner size={22} label="Loading messages" />
              </div>
            ) : askIdentity ? (
              <QuickChatIdentityForm
                initial={identity}
                onSave={saveNewIdentity}
                onCancel={identity ? () => setEditingIdentity(false) : undefined}
              />
            ) : (
              <>
                <p className="quick-chat__who">
                  Chatting as <strong>{identity.name}</strong>
                  <button
                    type="button"
                    className="quick-chat__link"
                    onClick={() => setEditingIdentity(true)}
                  >
                    Change
                  </button>
                </p>
                <QuickChatMessages
                  messages={list}
                  ownEmail={identity.email}
                  loading={activeChatId !== null && messages.isPending}
                />
                {error ? (
                  <p className="quick-chat__error quick-chat__send-error" role="alert">
                    {error}
                  </p>
                ) : null}
                <QuickChatComposer sending={send.isPending} onSend={sendMessage} />
              </>
            )}
          </section>
        ) : null}

        {open ? null : (
          <button
            ref={launcher}
            type="button"
            className="quick-chat__launcher"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={unseenAnswer ? 'Open quick chat, new reply' : 'Open quick chat'}
          >
            <MessageCircle aria-hidden="true" size={26} />
            {unseenAnswer ? <span className="quick-chat__dot" aria-hidden="true" /> : null}
          </button>
        )}
      </div>
    </>
  );
}
