import { describeRemoteRegistration } from '@site/dev-harness/registration-test';
import { catalogueApi, fakeApi } from '@site/testing';
import { beforeEach } from 'vitest';
import { exposes } from './exposes';
import { routes } from './routes';
import { pageModules } from './pages';

// The product pages read the catalogue.
beforeEach(() => {
  fakeApi(catalogueApi);
});

describeRemoteRegistration('marketing', routes, exposes, pageModules);
