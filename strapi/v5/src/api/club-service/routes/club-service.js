const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::club-service.club-service');
