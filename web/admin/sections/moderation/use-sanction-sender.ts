import { useState } from 'react';
import type { SanctionBody } from '#shared/schemas/moderation.js';
import { errorMessage } from '#web/lib/api-client.js';
import type { SanctionChoice } from '#web/admin/kit/index.js';
import { useCreateSanction } from './api.js';

/** The post a sanction is set from: a chat message or prayer request, or a comment. */
export type SanctionTarget = Pick<SanctionBody, 'messageId' | 'commentId'> & { userName: string };

/**
 * Sets a sanction from a card's Sender menu and says how it went ("Timeout 1 h: Ada", or the
 * server's refusal), for Live Moderation and Comment Management alike.
 */
export function useSanctionSender() {
  const create = useCreateSanction();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const sanction = ({ userName, ...from }: SanctionTarget, choice: SanctionChoice) => {
    setNotice(null);
    create.mutate(
      {
        ...from,
        kind: choice.kind,
        ...(choice.minutes ? { minutes: choice.minutes } : {}),
        ...(choice.coversAddress ? { coversAddress: true } : {}),
      },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: `${choice.label}: ${userName}${choice.coversAddress ? ' and every guest on their network' : ''}`,
          }),
        onError: (error) =>
          setNotice({ tone: 'error', text: errorMessage(error, 'Failed to apply the sanction') }),
      },
    );
  };
  return { sanction, notice, dismiss: () => setNotice(null), isPending: create.isPending };
}
