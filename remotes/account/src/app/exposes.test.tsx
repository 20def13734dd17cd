import { describeRemoteRegistration } from '@site/dev-harness/registration-test';
import { exposes } from './exposes';
import { pageModules } from './pages';

describeRemoteRegistration('account', exposes, pageModules);
