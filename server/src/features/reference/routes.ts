import { namedOptionListSchema, stateListSchema } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { type ContractTypeProvider } from '../../http/schemas';
import { methodPath, success } from '../../http/route-schemas';
import { countries, indianStatesAndUnionTerritories, industryTypes } from './data';

/** Public option lists of the sign-up and profile forms. */
export async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.get(
    methodPath('getStates'),
    { schema: { summary: 'States and union territories of India', response: { 200: success(stateListSchema) } } },
    async () => ({ message: [...indianStatesAndUnionTerritories] }),
  );
  app.get(
    methodPath('fetchCountries'),
    { schema: { summary: 'Countries, India first', response: { 200: success(namedOptionListSchema) } } },
    async () => ({ message: countries.map((name) => ({ name })) }),
  );
  app.get(
    methodPath('getIndustryTypeList'),
    { schema: { summary: 'Retail business types', response: { 200: success(namedOptionListSchema) } } },
    async () => ({ message: industryTypes.map((name) => ({ name })) }),
  );
}
