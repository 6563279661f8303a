/** "Add to your home screen": the public pages' banner where the browser offers to install. */
export { InstallPrompt } from './InstallPrompt.js';
