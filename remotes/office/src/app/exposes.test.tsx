import { describeRemoteRegistration } from '@site/dev-harness/registration-test';
import { exposes } from './exposes';
import { routes } from './routes';
import { pageModules } from './pages';

describeRemoteRegistration('office', routes, exposes, pageModules);
