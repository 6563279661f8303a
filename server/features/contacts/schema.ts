/** This feature's tables, merged into the app's `Database` (see platform/db/schema.ts). */
declare module '#server/platform/db/schema.js' {
  interface Database {
    contacts: ContactsTable;
  }
}

export interface ContactsTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  response: string;
  createdAt: string;
  updatedAt: string;
}
