import { describeRemoteRegistration } from '../../../../tools/dev-harness/registration.test-helper';
import { exposes } from './exposes';
import { pageModules } from './pages';

describeRemoteRegistration('account', exposes, pageModules);
