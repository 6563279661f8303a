import { useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import {
  QuickChatComposer,
  QuickChatMessages,
  useQuickChatMessages,
  useSendQuickChatMessage,
} from '#web/features/quick-chat/index.js';
import { isApiError } from '#web/lib/api-client.js';

interface PrayNowConversationProps {
  chatId: string;
  staffName: string;
}

/**
 * The private conversation with the staff member who accepted: a quick chat, read and written
 * with its id. The visitor writes as the conversation knows them (its first message is theirs).
 */
export function PrayNowConversation({ chatId, staffName }: PrayNowConversationProps) {
  const messages = useQuickChatMessages(chatId);
  const send = useSendQuickChatMessage();
  const [error, setError] = useState<string | null>(null);
  const list = messages.data ?? [];
  const visitor = list.find((message) => !message.sender.isAdmin)?.sender;

  const sendMessage = async (message: string) => {
    if (!visitor) return false;
    setError(null);
    try {
      await send.mutateAsync({
        body: { name: visitor.name, email: visitor.email, message, chatId },
      });
      return true;
    } catch (failure) {
      const field = isApiError(failure) ? failure.errors?.message : undefined;
      setError(field ?? MESSAGES.quickChat.sendFailed);
      return false;
    }
  };

  return (
    <div className="pray-now__conversation">
      <p className="pray-now__status" role="status">
        <strong>{staffName}</strong> is praying with you. Only the two of you see this conversation.
      </p>
      <QuickChatMessages
        messages={list}
        ownEmail={visitor?.email ?? ''}
        loading={messages.isPending}
      />
      {error ? (
        <p className="quick-chat__error" role="alert">
          {error}
        </p>
      ) : null}
      <QuickChatComposer sending={send.isPending} onSend={sendMessage} />
    </div>
  );
}
