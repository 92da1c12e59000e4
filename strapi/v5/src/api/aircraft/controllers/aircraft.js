const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::aircraft.aircraft');
