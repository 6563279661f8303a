import { Bell, BellRing, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { useChatSound } from './chat-sound-preference.js';
import { playChime } from './chime.js';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * The header's Live Chat alert switches: the chime on or off (remembered in this browser), and
 * a bell that asks for browser notifications, only on a click, since browsers refuse requests
 * made without one. Once allowed or refused, the bell stays out of the way.
 */
export function ChatAlertControls() {
  const { soundOn, setSoundOn } = useChatSound();
  // The panel renders in the browser only: the permission is known from the start.
  const [permission, setPermission] = useState<Permission>(currentPermission);

  const soundName = soundOn ? 'Turn chat sound off' : 'Turn chat sound on';
  const SoundIcon = soundOn ? Volume2 : VolumeX;
  return (
    <>
      <button
        type="button"
        className="header-tool"
        aria-label={soundName}
        title={soundName}
        aria-pressed={soundOn}
        onClick={() => {
          setSoundOn(!soundOn);
          // Turning it on plays it once: the person hears what it sounds like.
          if (!soundOn) playChime();
        }}
      >
        <SoundIcon aria-hidden="true" size={19} />
      </button>
      {permission === 'default' ? (
        <button
          type="button"
          className="header-tool"
          aria-label="Notify me of new chats"
          title="Notify me of new chats while this tab is in the background"
          onClick={() => {
            void Notification.requestPermission().then(setPermission, () => {
              setPermission(currentPermission());
            });
          }}
        >
          <Bell aria-hidden="true" size={19} />
        </button>
      ) : permission === 'granted' ? (
        <span className="header-tool header-tool--static" title="Chat notifications are on">
          <BellRing aria-hidden="true" size={19} />
          <span className="visually-hidden">Chat notifications are on</span>
        </span>
      ) : null}
    </>
  );
}
