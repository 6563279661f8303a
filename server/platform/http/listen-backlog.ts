/**
 * Connections the kernel queues for an instance before it accepts them. When one instance of
 * several dies, its pages reconnect to the others within seconds (thousands at once on a big
 * Sunday); Node's default of 511 would turn the rest away. Linux caps it at `somaxconn`.
 */
export const LISTEN_BACKLOG = 4096;
