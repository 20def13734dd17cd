import { describeRemoteRegistration } from '@site/dev-harness/registration-test';
import { exposes } from './exposes';
import { pageModules } from './pages';

describeRemoteRegistration('auth', exposes, pageModules);
