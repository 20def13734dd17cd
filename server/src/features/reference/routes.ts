import { METHOD_PREFIX, methodPaths, namedOptionListSchema, stateListSchema } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { type ContractTypeProvider, success } from '../../http/schemas';
import { countries, indianStatesAndUnionTerritories, industryTypes } from './data';

/** Public option lists of the sign-up and profile forms. */
export async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.get(
    `${METHOD_PREFIX}/${methodPaths.getStates}`,
    { schema: { summary: 'States and union territories of India', response: { 200: success(stateListSchema) } } },
    async () => ({ message: [...indianStatesAndUnionTerritories] }),
  );
  app.get(
    `${METHOD_PREFIX}/${methodPaths.fetchCountries}`,
    { schema: { summary: 'Countries, India first', response: { 200: success(namedOptionListSchema) } } },
    async () => ({ message: countries.map((name) => ({ name })) }),
  );
  app.get(
    `${METHOD_PREFIX}/${methodPaths.getIndustryTypeList}`,
    { schema: { summary: 'Retail business types', response: { 200: success(namedOptionListSchema) } } },
    async () => ({ message: industryTypes.map((name) => ({ name })) }),
  );
}
