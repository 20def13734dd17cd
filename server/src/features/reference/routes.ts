import { METHOD_PREFIX, methodPaths } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { countries, indianStatesAndUnionTerritories, industryTypes } from './data';

/** Public option lists of the sign-up and profile forms. */
export async function referenceRoutes(app: FastifyInstance) {
  app.get(`${METHOD_PREFIX}/${methodPaths.getStates}`, async () => ({ message: indianStatesAndUnionTerritories }));
  app.get(`${METHOD_PREFIX}/${methodPaths.fetchCountries}`, async () => ({
    message: countries.map((name) => ({ name })),
  }));
  app.get(`${METHOD_PREFIX}/${methodPaths.getIndustryTypeList}`, async () => ({
    message: industryTypes.map((name) => ({ name })),
  }));
}
