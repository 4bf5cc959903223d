// ajv and ajv-formats, the classes validate.ts builds its validators from. In src/ (the tests) they
// load from node_modules, some ninety files; the build bundles this file with them into one,
// lib/ajv.cjs (scripts/bundle-ajv.js): the same code, loaded about five times cheaper (a mock
// start loads it before its first answer).
module.exports = {
  Ajv2020: require('ajv/dist/2020.js'),
  addFormats: require('ajv-formats'),
  // For validatorsSource (validate.ts) at build time: a getter, so a start never evaluates it.
  get standaloneCode() {
    return require('ajv/dist/standalone/index.js').default;
  },
};
