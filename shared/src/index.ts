export * from './roles';
export * from './permissions';
export * from './constants';
export * from './claims';
export * from './config';
export * from './route-types'; // the route table's types, not the table: from here it would enter every Lambda's bundle
export * from './schemas/common';
export * from './schemas/auth';
