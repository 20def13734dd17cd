import { describeRemoteRegistration } from '@site/dev-harness/registration-test';
import { pageModules } from './pages';
import { routes } from './routes';

describeRemoteRegistration('marketing', routes, pageModules);
