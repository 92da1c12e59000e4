const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::club.club');
