// The player's own styles first, as they stood before the stage's.
import './player.css';
import './stage.css';
import { ArrowLeft, MessageSquare, MessageSquareOff, Share2 } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import { Button } from '#web/components/Button.js';
import type { LivestreamUser } from '#web/lib/livestream-user.js';
import { useStream } from '#web/features/livestream/api/get-stream.js';
import { useNotify } from '#web/features/livestream/notice.js';
import { SidePanel } from '#web/features/livestream/panel/SidePanel.js';
import { Watching } from '#web/features/livestream/live/Watching.js';
import { LiveMoment } from '#web/features/livestream/moments/LiveMoment.js';
import { PrayWithSomeone } from '#web/features/pray-now/index.js';
import type { Moment } from '#shared/schemas/moments.js';
import { shareLink, shareStream } from './share-link.js';
import { StagePlayer } from './StagePlayer.js';
import { StreamReactions } from './StreamReactions.js';

interface StreamStageProps {
  chosen: PublicStream;
  user: LivestreamUser | null;
  onBack: () => void;
  onNeedIdentity: () => void;
}

/**
 * A prayer moment also offers a person to pray with now; the flow keeps its place in the
 * browser, so it carries on in the Prayer Requests tab once the moment closes.
 */
const prayWithSomeone = (streamId: string) => (moment: Moment) =>
  moment.kind === 'prayer' ? <PrayWithSomeone streamId={streamId} /> : null;

/** The chosen stream: player, its controls and reactions, and the side panel beside it. */
export function StreamStage({ chosen, user, onBack, onNeedIdentity }: StreamStageProps) {
  const notify = useNotify();
  const { data } = useStream(chosen._id, chosen);
  const stream = data ?? chosen;
  const [showComments, setShowComments] = useState(true);

  const share = async () => {
    const outcome = await shareStream(stream);
    if (outcome === 'copied') notify(MESSAGES.streams.shareCopied);
    if (outcome === 'failed') notify(`Copy this link to share: ${shareLink(stream)}`, 'error');
  };

  return (
    <div className={`stage${showComments ? ' stage--with-panel' : ''}`}>
      <div className="stage__main">
        <div className="stage__bar">
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden="true" size={16} /> Back to Options
          </Button>
          <div className="stage__bar-actions">
            <Button
              variant="subtle"
              size="sm"
              aria-pressed={showComments}
              aria-controls="live-side-panel"
              onClick={() => {
                setShowComments((value) => !value);
              }}
            >
              {showComments ? (
                <MessageSquareOff aria-hidden="true" size={16} />
              ) : (
                <MessageSquare aria-hidden="true" size={16} />
              )}
              {showComments ? 'Hide Comments' : 'Show Comments'}
            </Button>
            <Button variant="subtle" size="sm" onClick={() => void share()}>
              <Share2 aria-hidden="true" size={16} /> Share
            </Button>
          </div>
        </div>
        <StagePlayer stream={stream} />
        <Watching streamId={stream._id} className="stage__watching" />
        {stream.description ? <p className="stage__description">{stream.description}</p> : null}
        <StreamReactions stream={stream} user={user} onNeedIdentity={onNeedIdentity} />
        {showComments ? null : (
          <LiveMoment
            streamId={stream._id}
            user={user}
            extraAction={prayWithSomeone(stream._id)}
            inline
          />
        )}
      </div>
      {showComments ? (
        <SidePanel
          stream={stream}
          user={user}
          onNeedIdentity={onNeedIdentity}
          overlay={
            <LiveMoment
              streamId={stream._id}
              user={user}
              extraAction={prayWithSomeone(stream._id)}
            />
          }
        />
      ) : null}
    </div>
  );
}
