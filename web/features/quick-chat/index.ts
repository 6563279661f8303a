/** The Quick Chat bubble every public page shows. */
export { QuickChat } from './QuickChat.js';
