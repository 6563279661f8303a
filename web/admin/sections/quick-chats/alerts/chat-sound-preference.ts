import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '#shared/constants.js';
import { readString, writeString } from '#web/lib/storage.js';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the panel changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.staffChatSound) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** On unless this browser turned it off. */
export function chatSoundOn(): boolean {
  return readString(STORAGE_KEYS.staffChatSound) !== 'off';
}

/** The Live Chat chime's on/off choice, remembered per browser. */
export function useChatSound(): { soundOn: boolean; setSoundOn: (on: boolean) => void } {
  const soundOn = useSyncExternalStore(subscribe, chatSoundOn, () => true);
  const setSoundOn = useCallback((on: boolean) => {
    writeString(STORAGE_KEYS.staffChatSound, on ? 'on' : 'off');
    for (const listener of listeners) listener();
  }, []);
  return { soundOn, setSoundOn };
}
