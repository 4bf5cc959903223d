// postman-collection as the bundle has it: Prism reads Postman collections with it, and the mock
// serves OpenAPI descriptions only (see ../stand-ins.mjs). A collection passed with --spec gets
// this error instead of being read.
'use strict';

class Collection {
  constructor() {
    throw new Error(
      'it is a Postman collection, and msg-gateway-mock reads OpenAPI descriptions only (the Postman reader is not bundled): convert the collection to OpenAPI 3 first.',
    );
  }
}

module.exports = { Collection };
