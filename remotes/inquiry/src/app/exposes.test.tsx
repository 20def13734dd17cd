import { describeRemoteRegistration } from '@site/dev-harness/registration-test';
import { exposes } from './exposes';
import { routes } from './routes';
import { pageModules } from './pages';

describeRemoteRegistration('inquiry', routes, exposes, pageModules);
