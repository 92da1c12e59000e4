// Bootstrap of the Strapi 5 peer: grants the role permissions on every boot (idempotent) and seeds
// the demo data once, into an empty database. SEED=false skips the seed, never the permissions.
const { grantPermissions, seed } = require('./seed');

module.exports = {
  register() {},

  // Runs after the plugins' bootstrap, so the users-permissions roles exist by then.
  async bootstrap({ strapi }) {
    await grantPermissions(strapi);
    if (process.env.SEED !== 'false') {
      await seed(strapi);
    }
  },
};
