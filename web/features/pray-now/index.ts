/** "Pray with someone now": the live page's Prayer Requests tab and the prayer moment use it. */
export { PrayWithSomeone } from './PrayWithSomeone.js';
