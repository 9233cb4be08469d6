import { catalogueRoutes } from '@praktijk/shared/routes/catalogue';
import { createResourceHandler } from '../lib/http/resource-handler';
import { getCatalogueDefaults, updateCatalogueDefaults } from './operations/defaults';
import { createEmployer, deleteEmployer, listEmployers } from './operations/employers';
import { getCatalogue } from './operations/get-catalogue';
import { searchMedications, searchReferralTests } from './operations/lookups';

// The catalogue resource Lambda: routes under /api/catalogue/ (see the route table in shared/).
export const handler = createResourceHandler('catalogue', [catalogueRoutes], {
  getCatalogue,
  getCatalogueDefaults,
  updateCatalogueDefaults,
  listEmployers,
  createEmployer,
  deleteEmployer,
  searchMedications,
  searchReferralTests,
});
