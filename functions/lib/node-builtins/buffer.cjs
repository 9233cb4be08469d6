// The Lambda bundles' node:buffer, loaded as CommonJS (why: infra/constructs/app-function.ts, NODE_BUILTIN_ALIASES).
/* global module, process -- CommonJS in Node */
module.exports = process.getBuiltinModule('node:buffer');
