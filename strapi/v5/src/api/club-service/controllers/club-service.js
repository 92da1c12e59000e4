const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::club-service.club-service');
