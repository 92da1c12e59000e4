const path = require('node:path');

// SQLite only (better-sqlite3 12.x, compiled from source at npm install time: its prebuilt binary
// comes from GitHub). create-strapi-app's file also lists mysql and postgres, never used here.
module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: {
      filename: path.join(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')),
    },
    useNullAsDefault: true,
    acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
  },
});
