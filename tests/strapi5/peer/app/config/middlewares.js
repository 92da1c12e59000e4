// Strapi's default middleware stack, as create-strapi-app writes it: default CORS (any origin, the
// headers Content-Type, Authorization, Origin and Accept only); strapi::logger logs every request.
module.exports = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
