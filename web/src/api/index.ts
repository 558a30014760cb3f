// The web client's API: the official SDK (clients/ts, @thousand/client), whose generated part
// (clients/ts/src/gen) is what `npm run client:hey` writes from openapi.json. The page's modules
// import it from here, as they did when the SDK was generated into this folder.
export * from '../../../clients/ts/src/index.js';
