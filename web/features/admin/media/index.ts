/** The admin forms' image or video field: upload with progress, preview, clear. */
export { MediaUploadField } from './MediaUploadField.js';
