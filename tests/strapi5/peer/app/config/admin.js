// create-strapi-app's admin config plus serveAdminPanel: false. The admin panel is neither built nor
// served, so `strapi start` needs no `strapi build` first (a JS project compiles nothing) and /admin
// answers 404; the content API is unaffected. The secrets are still required by the admin plugin.
module.exports = ({ env }) => ({
  serveAdminPanel: false,
  auth: {
    secret: env('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  flags: {
    nps: env.bool('FLAG_NPS', true),
    promoteEE: env.bool('FLAG_PROMOTE_EE', true),
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});
