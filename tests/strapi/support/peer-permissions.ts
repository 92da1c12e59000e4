// A Strapi whose Authenticated role lacks a permission, for the tests of that refusal: the role's
// link to one permission is removed from the peer's database and put back afterwards. Strapi
// reads a role's permissions on every request, so the change applies at once and needs no restart.
import Database from 'better-sqlite3';

/** Takes `action` (e.g. 'api::landing.landing.update') from the Authenticated role; returns the undo. */
export function revokeAuthenticated(databaseFile: string, action: string): () => void {
  const db = new Database(databaseFile);
  // Strapi 4 names its link tables `_links`, Strapi 5 `_lnk`.
  const table = db
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (?, ?)`)
    .pluck()
    .get('up_permissions_role_links', 'up_permissions_role_lnk') as string | undefined;
  if (!table) throw new Error('The peer has no permission-to-role table');
  try {
    const link = db
      .prepare(
        `SELECT l.* FROM ${table} l
           JOIN up_permissions p ON p.id = l.permission_id
           JOIN up_roles r ON r.id = l.role_id
          WHERE p.action = ? AND r.type = 'authenticated'`,
      )
      .get(action) as Record<string, number> | undefined;
    if (!link) throw new Error(`The Authenticated role has no ${action} to revoke`);
    db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(link.id);
    return () => {
      const again = new Database(databaseFile);
      try {
        const columns = Object.keys(link);
        again
          .prepare(
            `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          )
          .run(...columns.map((column) => link[column]));
      } finally {
        again.close();
      }
    };
  } finally {
    db.close();
  }
}
