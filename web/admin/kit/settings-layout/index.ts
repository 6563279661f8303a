/**
 * The settings layout (each component brings the style sheet, so a section loaded on its own
 * has it): a tabbed form saved as one, on cards, with its bar to discard or save
 * (Settings, Site Content, My Account's cards), the tab strip alone (Live Moderation), and the
 * list of entries to add to, reorder and remove.
 */
export { RepeatableList } from './RepeatableList.js';
export {
  SettingsCard,
  SettingsFieldset,
  SettingsRow,
  SettingsSection,
  SettingsSubgroup,
} from './SettingsCard.js';
export { SettingsForm, type SettingsFormTexts } from './SettingsForm.js';
export { SettingsTabs, type SettingsTab } from './SettingsTabs.js';
