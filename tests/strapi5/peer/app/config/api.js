// What create-strapi-app 5.54 writes: page size 25, capped at 100; strictParams refuses query and
// body keys Strapi does not know instead of dropping them.
module.exports = {
  rest: {
    defaultLimit: 25,
    maxLimit: 100,
    withCount: true,
    strictParams: true,
  },
  documents: {
    strictParams: true,
    strictRelations: true,
  },
};
