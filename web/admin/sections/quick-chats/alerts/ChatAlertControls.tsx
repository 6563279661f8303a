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
export function ChatAlertControls({ labelled = false }: { labelled?: boolean }) {
  const { soundOn, setSoundOn } = useChatSound();
  // The panel renders in the browser only: the permission is known from the start.
  const [permission, setPermission] = useState<Permission>(currentPermission);

  // One name, its state in aria-pressed: "Chat sound, toggle button, pressed".
  const soundTitle = soundOn ? 'Chat sound is on: click to turn it off' : 'Chat sound is off';
  const SoundIcon = soundOn ? Volume2 : VolumeX;
  // Icons in the header; on phones, where the header has no room, named buttons in the menu.
  const toolClass = labelled ? 'admin-nav__link' : 'header-tool';
  return (
    <div className={labelled ? 'chat-alerts chat-alerts--labelled' : 'chat-alerts'}>
      <button
        type="button"
        className={toolClass}
        aria-label={labelled ? undefined : 'Chat sound'}
        title={soundTitle}
        aria-pressed={soundOn}
        onClick={() => {
          setSoundOn(!soundOn);
          // Turning it on plays it once: the person hears what it sounds like.
          if (!soundOn) playChime();
        }}
      >
        <SoundIcon aria-hidden="true" size={19} />
        {labelled ? 'Chat sound' : null}
      </button>
      {permission === 'default' ? (
        <button
          type="button"
          className={toolClass}
          aria-label={labelled ? undefined : 'Notify me of new chats'}
          title="Notify me of new chats while this tab is in the background"
          onClick={() => {
            void Notification.requestPermission().then(setPermission, () => {
              setPermission(currentPermission());
            });
          }}
        >
          <Bell aria-hidden="true" size={19} />
          {labelled ? 'Notify me of new chats' : null}
        </button>
      ) : permission === 'granted' ? (
        <span className={`${toolClass} chat-alerts__state`} title="Chat notifications are on">
          <BellRing aria-hidden="true" size={19} />
          <span className={labelled ? undefined : 'visually-hidden'}>
            Chat notifications are on
          </span>
        </span>
      ) : null}
    </div>
  );
}
