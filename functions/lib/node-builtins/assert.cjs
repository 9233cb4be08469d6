// The Lambda bundles' node:assert, loaded as CommonJS (why: infra/constructs/app-function.ts, NODE_BUILTIN_ALIASES).
/* global module, process -- CommonJS in Node */
module.exports = process.getBuiltinModule('node:assert');
