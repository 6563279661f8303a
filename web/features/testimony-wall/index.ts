/** The approved testimonies, a page at a time, and their query keys. */
export { useTestimonyWall } from './get-testimony-wall.js';
export { testimonyKeys } from './testimony-keys.js';
