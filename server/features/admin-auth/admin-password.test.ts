import { describe, expect, it } from 'vitest';
import { API } from '#shared/api-paths.js';
import {
  type TestApp,
  adminAuthHeader,
  buildTestApp,
} from '#server/platform/testing/build-test-app.js';

/** Starts the app with ADMIN_PASSWORD on an earlier run's data (closed first), or a fresh one. */
async function start(password: string, earlier?: TestApp) {
  await earlier?.app.close();
  return buildTestApp(
    {
      ADMIN_PASSWORD: password,
      ...(earlier?.databaseUrl ? { DATABASE_URL: earlier.databaseUrl } : {}),
    },
    earlier ? { dataDir: earlier.dataDir } : {},
  );
}

const login = (t: TestApp, username: string, password: string) =>
  t.request(API.adminLogin, { method: 'POST', json: { username, password } });

/** Adds an admin through the Staff section and answers their account's id. */
async function addAdmin(t: TestApp, headers: Record<string, string>, username: string) {
  const created = await t.request(API.adminStaffList, {
    method: 'POST',
    json: { username, displayName: username, password: `${username}-password`, role: 'admin' },
    headers,
  });
  expect(created.status).toBe(201);
}

const idOf = async (t: TestApp, username: string) =>
  (
    await t.app.db.kysely
      .selectFrom('admins')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

describe('ADMIN_PASSWORD applied only when it changes', () => {
  it('applies a changed variable to that admin, over the password set in the panel', async () => {
    const first = await start('the-first-secret');
    const headers = await adminAuthHeader(first, {
      username: 'admin',
      password: 'the-first-secret',
    });
    const changed = await first.request(
      API.adminStaffMember.replace(':id', await idOf(first, 'admin')),
      {
        method: 'PUT',
        json: {
          username: 'admin',
          displayName: 'Admin',
          role: 'admin',
          password: 'changed-in-panel',
        },
        headers,
      },
    );
    expect(changed.status).toBe(200);
    const second = await start('the-second-secret', first);
    try {
      expect((await login(second, 'admin', 'the-second-secret')).status).toBe(200);
      expect((await login(second, 'admin', 'changed-in-panel')).status).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('keeps the panel’s password when restarted with the same variable', async () => {
    const first = await start('the-first-secret');
    const headers = await adminAuthHeader(first, {
      username: 'admin',
      password: 'the-first-secret',
    });
    const changed = await first.request(
      API.adminStaffMember.replace(':id', await idOf(first, 'admin')),
      {
        method: 'PUT',
        json: {
          username: 'admin',
          displayName: 'Admin',
          role: 'admin',
          password: 'changed-in-panel',
        },
        headers,
      },
    );
    expect(changed.status).toBe(200);
    const again = await start('the-first-secret', first);
    try {
      expect((await login(again, 'admin', 'changed-in-panel')).status).toBe(200);
      expect((await login(again, 'admin', 'the-first-secret')).status).toBe(401);
      // Only a hash of the variable is kept, never the value.
      const stored = await again.app.db.kysely.selectFrom('settings').select('value').execute();
      expect(JSON.stringify(stored)).not.toContain('the-first-secret');
    } finally {
      await again.close();
    }
  });

  it('does not bring back an admin deleted in the panel while other admins remain', async () => {
    const first = await start('the-first-secret');
    const headers = await adminAuthHeader(first, {
      username: 'admin',
      password: 'the-first-secret',
    });
    await addAdmin(first, headers, 'pastor');
    const pastor = await adminAuthHeader(first, {
      username: 'pastor',
      password: 'pastor-password',
    });
    const deleted = await first.request(
      API.adminStaffMember.replace(':id', await idOf(first, 'admin')),
      { method: 'DELETE', headers: pastor },
    );
    expect(deleted.status).toBe(200);

    const again = await start('the-first-secret', first);
    try {
      expect((await login(again, 'admin', 'the-first-secret')).status).toBe(401);
      const usernames = await again.app.db.kysely.selectFrom('admins').select('username').execute();
      expect(usernames).toEqual([{ username: 'pastor' }]);
    } finally {
      await again.close();
    }
  });

  it('creates that admin again when no admin is left', async () => {
    const first = await start('the-first-secret');
    await first.app.db.kysely.deleteFrom('admins').execute();
    const again = await start('the-first-secret', first);
    try {
      expect((await login(again, 'admin', 'the-first-secret')).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
